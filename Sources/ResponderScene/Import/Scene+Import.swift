import Foundation
import ResponderKit

extension Scene {
    /// The attributes of `view` that its dump line did not show and that were guessed (UIKit's
    /// defaults were taken): `frame`, `transform`, `alpha`, `hidden`, `userInteractionEnabled`,
    /// `contentOffset`. Empty for a view whose line was read in full, and in a scene written by
    /// hand (unless it says `guessed:`).
    public func guessedAttributes(of view: UIView) -> [String] {
        guard let id = id(of: view) else { return [] }
        return guessed[id] ?? []
    }

    /// The views with guessed attributes, in the order of their dump lines.
    public var guessedViews: [UIView] {
        guessed.keys.sorted { (importedLines[$0] ?? 0, $0) < (importedLines[$1] ?? 0, $1) }.compactMap { view($0) }
    }

    /// For a window made to hold a fragment of a dump (a dump that does not start at a window),
    /// what it holds and in which coordinates its points are; nil for any other window.
    public func fragmentNote(of window: UIWindow) -> String? {
        guard let id = id(of: window) else { return nil }
        return fragments[id]
    }
}

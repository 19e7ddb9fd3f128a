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

extension Scene {
    /// Where a touch at `point` would go had a cut line said `userInteractionEnabled = NO`: for
    /// the hit view and each of its ancestors that is a label or an image view (whose interaction
    /// is off by default, and printed when off) and whose dump line did not show the attribute,
    /// so that it was read as printed, on. The other view is found by the engine's own
    /// hit-testing, with that view's interaction off for the time of the question. One sentence
    /// each: "\`0x…\` (UIImageView) takes the point, but its line was cut before
    /// `userInteractionEnabled`; if it was NO, the touch goes to \`0x…\` (UIButton)."
    public func guessedAlternatives(at point: CGPoint, in window: UIWindow, hit: UIView) -> [String] {
        var sentences: [String] = []
        var view: UIView? = hit
        while let current = view, current !== window {
            defer { view = current.superview }
            guard current is UILabel || current is UIImageView, current.isUserInteractionEnabled,
                guessedAttributes(of: current).contains("userInteractionEnabled")
            else { continue }
            current.isUserInteractionEnabled = false
            let otherwise = application.hitTest(atScreen: point, in: window)?.view
            current.isUserInteractionEnabled = true
            let reason =
                guessReasons[id(of: current) ?? ""].map { "\($0) before `userInteractionEnabled`" }
                ?? "its dump line does not show `userInteractionEnabled`"
            let whose = current === hit ? reason : "it is inside \(displayName(of: current)), and " + reason
            let outcome = otherwise.map { "the touch goes to \(displayName(of: $0))" } ?? "no view takes the touch"
            sentences.append("\(displayName(of: hit)) takes the point, but \(whose); if it was NO, \(outcome).")
        }
        return sentences
    }
}

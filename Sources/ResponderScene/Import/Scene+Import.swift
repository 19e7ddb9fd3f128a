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

extension Scene {
    /// Where a touch at `point` would go had a view whose frame its dump line did not show (it is
    /// imported with none, so it takes no touch) covered its superview: for each such view whose
    /// superview holds the point, found by the engine's own hit-testing with the view given its
    /// superview's bounds for the time of the question. One sentence for each that changes the
    /// answer: "`0x…` (UIButton) has no frame (its line was cut); if it covers the point, the
    /// touch goes to `0x…` (UIButton)."
    public func guessedFrameAlternatives(at point: CGPoint, in window: UIWindow, hit: UIView?) -> [(
        view: UIView, sentence: String
    )] {
        var sentences: [(view: UIView, sentence: String)] = []
        let inWindow = window.convert(point, from: nil as UIWindow?)
        for view in guessedViews.prefix(64)
        where view !== window && view.window === window && guessedAttributes(of: view).contains("frame") {
            guard let superview = view.superview,
                superview.bounds.contains(superview.convert(inWindow, from: window))
            else { continue }
            let saved = (view.bounds, view.center)
            view.frame = superview.bounds
            let otherwise = application.hitTest(atScreen: point, in: window)?.view
            (view.bounds, view.center) = saved
            guard let otherwise, otherwise !== hit, otherwise === view || otherwise.isDescendant(of: view) else {
                continue
            }
            let reason = guessReasons[id(of: view) ?? ""] ?? "its dump line does not show it"
            sentences.append(
                (
                    view,
                    "\(displayName(of: view)) has no frame (\(reason)), so it takes no touch here; if it covers the point, the touch goes to \(displayName(of: otherwise))."
                )
            )
        }
        return sentences
    }

    /// When the dump was cut (its last line cut short, or an elision after it) and `point` is
    /// inside views whose later subviews were lost with the lines after the cut — any of which
    /// would be in front of the views printed — one sentence naming them, innermost first; nil
    /// otherwise.
    public func lostSubviews(at point: CGPoint, in window: UIWindow) -> String? {
        let inWindow = window.convert(point, from: nil as UIWindow?)
        let holders = cuts.keys.sorted { (importedLines[$0] ?? 0, $0) > (importedLines[$1] ?? 0, $1) }
            .compactMap { id in objects[id] as? UIView }
            .filter { $0.window === window && $0.bounds.contains($0.convert(inWindow, from: window)) }
        guard let innermost = holders.first, let reason = cuts[id(of: innermost) ?? ""] else { return nil }
        let names = holders.map { displayName(of: $0) }.joined(separator: ", ")
        return "\(reason); the point is inside \(names), where a missing view would be in front of every view printed."
    }
}

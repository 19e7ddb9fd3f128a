import Foundation
import ResponderKit

/// A problem `responder lint` finds before anyone taps: where, what, and the fix.
public struct LintFinding: Equatable, Sendable, CustomStringConvertible {
    /// The scene's file, as given when it was loaded.
    public let file: String
    /// The 1-based line where the object at fault is declared: the view, or the recognizer for
    /// recognizer checks; in a scene imported from a dump, the dump's line. 1 when unknown.
    public let line: Int
    /// The 1-based column of that declaration; 1 for a dump line or when unknown.
    public let column: Int
    /// A short name for the check (`outside-ancestor`, `small-target` …).
    public let check: String
    /// What is wrong, naming the objects by id in backquotes.
    public let message: String
    /// One way to fix it, in scene-file terms where there is one.
    public let fix: String

    /// A compiler-style warning, `file:line:column: warning: message [check]`, and the fix on a
    /// second, indented line.
    public var description: String {
        "\(file):\(line):\(column): warning: \(message) [\(check)]\n  fix: \(fix)"
    }
}

/// The static checks of DESIGN "Beyond UIKit": controls and other touch targets that cannot be
/// touched, or not in full, and recognizers that get in their way.
@MainActor
public enum Lint {
    /// The smallest comfortable touch target (Apple's Human Interface Guidelines).
    public static let minimumTargetSize: CGFloat = 44

    /// Runs every check on every view of `scene`'s windows, windows in file order and views
    /// depth-first in subview order, and returns the findings in that order (several per view
    /// possible, none when all is well). Reads the live hierarchy and changes nothing.
    ///
    /// The checks: `blocked-by-ancestor` (an ancestor with interaction off, hidden or with
    /// alpha below 0.01), `zero-size-ancestor`, `outside-ancestor` (all or part of a target
    /// outside an ancestor's bounds, UIKit rule H6), `small-target` (a control under
    /// ``minimumTargetSize`` without a `pointInside` override), `covered` (a later view that takes
    /// every touch on the target), `ancestor-tap-cancels` (an ancestor's tap recognizer that
    /// cancels the target's touches, unless the control vetoes it, UIKit rule C9) and
    /// `waits-for-double-tap` (a tap that requires a tap with more taps to fail).
    public static func check(_ scene: Scene) -> [LintFinding] {
        var findings: [LintFinding] = []
        for window in scene.windows {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                stack += view.subviews.reversed()
                findings += checks(for: view, in: scene)
            }
        }
        return findings
    }

    /// Whether `view` is meant to be touched: a control, a view with recognizers, a text view, or
    /// a view that handles touches itself.
    static func isTarget(_ view: UIView) -> Bool {
        view is UIControl || view is UITextView || !(view.gestureRecognizers ?? []).isEmpty || view.overrides?.receive != nil
    }

    static func ancestors(of view: UIView) -> [UIView] {
        var result: [UIView] = []
        var current = view.superview
        while let next = current { result.append(next); current = next.superview }
        return result
    }

    private static func checks(for view: UIView, in scene: Scene) -> [LintFinding] {
        var findings: [LintFinding] = []
        let name = "`\(TraceRecord.name(of: view))`"
        func finding(_ check: String, _ message: String, _ fix: String, about object: AnyObject? = nil) {
            let place = scene.location(of: scene.id(of: object ?? view) ?? "")
            findings.append(LintFinding(file: scene.file, line: place.line, column: place.column,
                                        check: check, message: message, fix: fix))
        }
        if isTarget(view), !view.isHidden {
            // Interaction off, hidden or transparent above a target: it can never be touched.
            if let blocker = ancestors(of: view).first(where: { !$0.isUserInteractionEnabled || $0.isHidden || !($0.alpha >= UIView.minimumHitTestAlpha) }) {
                let why = !blocker.isUserInteractionEnabled ? "has user interaction off" : blocker.isHidden ? "is hidden" : "is transparent (alpha < 0.01)"
                finding("blocked-by-ancestor", "\(name) can never be touched: its ancestor `\(TraceRecord.name(of: blocker))` \(why)",
                        "enable interaction on `\(TraceRecord.name(of: blocker))`, or move \(name) out of it")
            }
            // A target reaching outside an ancestor's bounds loses the part outside (H6).
            for ancestor in ancestors(of: view) {
                let frame = view.convert(view.bounds, to: ancestor)
                let visible = frame.safeIntersection(ancestor.bounds)
                if ancestor.bounds.width == 0 || ancestor.bounds.height == 0 {
                    finding("zero-size-ancestor", "\(name) can never be touched: its ancestor `\(TraceRecord.name(of: ancestor))` has zero size",
                            "give `\(TraceRecord.name(of: ancestor))` a size that contains \(name)")
                    break
                }
                if visible.isNull || visible.isEmpty {
                    finding("outside-ancestor", "\(name) lies entirely outside its ancestor `\(TraceRecord.name(of: ancestor))`: no touch reaches it",
                            "move \(name) inside `\(TraceRecord.name(of: ancestor))`, or enlarge the ancestor")
                    break
                }
                if visible.size != frame.size {
                    // Per axis, so that frames near a double's range do not overflow to inf / inf.
                    let kept = frame.width * frame.height >= 1
                        ? (visible.width / frame.width) * (visible.height / frame.height)
                        : visible.width * visible.height
                    let lost = 1 - kept
                    finding("outside-ancestor", "\(Int((lost * 100).rounded()))% of \(name) lies outside its ancestor `\(TraceRecord.name(of: ancestor))`: touches there do not reach it",
                            "move \(name) inside `\(TraceRecord.name(of: ancestor))`, or enlarge the ancestor (clipsToBounds would show what is lost)")
                    break
                }
            }
            // Small targets.
            if view is UIControl, view.bounds.width < minimumTargetSize || view.bounds.height < minimumTargetSize, view.overrides?.pointInside == nil {
                finding("small-target", "\(name) is \(TraceRecord.format(view.bounds.width))×\(TraceRecord.format(view.bounds.height)) pt, under 44×44",
                        "make it at least 44×44 pt, or enlarge its hit area with point(inside:) (pointInside: {outsets: …})")
            }
            // A full-size overlay above a target.
            if let overlay = coveringOverlay(above: view) {
                finding("covered", "\(name) is covered by `\(TraceRecord.name(of: overlay))`, which takes every touch on it",
                        "turn off interaction on `\(TraceRecord.name(of: overlay))`, give it hitTest: passThrough, or remove it")
            }
            // An ancestor's tap recognizer that cancels the target's touches.
            if view is UIControl || view.overrides?.receive != nil {
                for ancestor in ancestors(of: view) {
                    for recognizer in ancestor.gestureRecognizers ?? [] where recognizer is UITapGestureRecognizer && recognizer.cancelsTouchesInView && recognizer.isEnabled {
                        if let control = view as? UIControl, control.gestureRecognizerShouldBegin(recognizer) == false { continue }
                        finding("ancestor-tap-cancels",
                                "the tap recognizer `\(TraceRecord.name(of: recognizer))` on `\(TraceRecord.name(of: ancestor))` cancels the touches of \(name) when it recognizes",
                                "set cancelsTouchesInView: false on `\(TraceRecord.name(of: recognizer))`, or decline the touch in its delegate (shouldReceive)",
                                about: recognizer)
                    }
                }
            }
        }
        // Single taps waiting on double taps.
        for recognizer in view.gestureRecognizers ?? [] {
            guard let tap = recognizer as? UITapGestureRecognizer else { continue }
            for other in tap.failureRequirements {
                guard let double = other as? UITapGestureRecognizer, double.numberOfTapsRequired > tap.numberOfTapsRequired else { continue }
                finding("waits-for-double-tap",
                        "`\(TraceRecord.name(of: tap))` waits up to \(TraceRecord.format(CGFloat(double.maximumIntervalBetweenTaps))) s for `\(TraceRecord.name(of: double))` to fail before it fires, on every tap",
                        "keep it if the double tap matters; otherwise drop the requirement so single taps answer at once",
                        about: tap)
            }
        }
        return findings
    }

    /// A later view that covers all of `view` on screen and takes touches there.
    static func coveringOverlay(above view: UIView) -> UIView? {
        guard let window = view.window else { return nil }
        let frame = view.convert(view.bounds, to: window)
        var chain: [UIView] = [view] + ancestors(of: view)
        chain.removeLast()  // the window
        for member in chain {
            guard let parent = member.superview, let index = parent.subviews.firstIndex(where: { $0 === member }) else { continue }
            for sibling in parent.subviews[(index + 1)...] {
                var stack = [sibling]
                while let candidate = stack.popLast() {
                    stack += candidate.subviews
                    guard !candidate.isHidden, candidate.alpha >= UIView.minimumHitTestAlpha, candidate.isUserInteractionEnabled,
                          candidate.overrides?.hitTest == nil,
                          ([candidate] + ancestors(of: candidate)).allSatisfy({ $0.isUserInteractionEnabled && !$0.isHidden }),
                          candidate.convert(candidate.bounds, to: window).contains(frame) else { continue }
                    return candidate
                }
            }
        }
        return nil
    }
}

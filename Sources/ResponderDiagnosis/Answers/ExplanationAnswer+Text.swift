import Foundation
import ResponderKit

// The explanation for people: what `responder explain` prints.

extension ExplanationAnswer {
    /// The explanation as `responder explain` prints it, one line each, ending in a newline.
    public var text: String {
        var lines: [String] = []
        let p = TraceRecord.format(point.cgPoint)
        guard window != nil else { return "No visible window: a touch at \(p) is dropped.\n" }
        lines.append(headline)
        if let guessNote { lines.append(guessNote) }
        lines.append("")
        lines.append("Hit-testing, view by view:")
        lines += views.map { "  " + $0.text }
        lines.append("")
        lines.append("Views under the point, front to back:")
        lines += stack.isEmpty ? ["  (none)"] : stack.map { "  " + $0.text }
        if hit != nil {
            lines.append("")
            lines.append("Responder chain: " + chain.map(\.name).joined(separator: " -> "))
            lines.append(
                "Recognizers that would see the touch: "
                    + (recognizers.isEmpty ? "none" : recognizers.map(\.text).joined(separator: ", ")))
            lines += declined.map { "Declines the touch: " + Self.declinedText($0) }
        }
        lines += delays.map { "Held back: " + $0.text }
        if let targets {
            lines.append("Target–action: " + targets)
        }
        lines += animations.map { "Animating: " + $0 }
        if let windowChoice {
            lines.append("")
            lines.append(windowChoice)
        }
        if !otherWindows.isEmpty {
            lines.append("")
            lines.append("Under the point in the other windows, front to back:")
            lines += otherWindows.map { "  \($0.object.name) in window \($0.window.name)  \($0.reason.text)" }
        }
        if let nearMiss {
            lines.append("")
            lines.append("Near miss: " + nearMiss.text)
        }
        if !findings.isEmpty {
            lines.append("")
            lines.append("Lint says:")
            lines += findings.map { "  \($0.message) [\($0.check)]\n    fix: \($0.fix)" }
        }
        lines += notes
        return lines.map { $0 + "\n" }.joined()
    }

    /// The short form for large hierarchies (`explain --brief`): the headline, the hit path, the
    /// near miss and lint's findings, and a dump's guesses, without the verdict of every view.
    public var briefText: String {
        let p = TraceRecord.format(point.cgPoint)
        guard window != nil else { return "No visible window: a touch at \(p) is dropped.\n" }
        var lines = [headline]
        if let guessNote { lines.append(guessNote) }
        if !path.isEmpty {
            lines.append("")
            lines.append("Path: " + path.reversed().map(\.name).joined(separator: " > "))
        }
        if let nearMiss {
            lines.append("")
            lines.append("Near miss: " + nearMiss.text)
        }
        if !findings.isEmpty {
            lines.append("")
            lines.append("Lint says:")
            lines += findings.map { "  \($0.message) [\($0.check)]\n    fix: \($0.fix)" }
        }
        lines += notes
        return lines.map { $0 + "\n" }.joined()
    }

    /// ``self`` without the verdict of every view, the views under the point and those in other
    /// windows: what `explain --brief --format json` prints.
    public var brief: ExplanationAnswer {
        var brief = self
        brief.views = []
        brief.stack = []
        brief.otherWindows = []
        return brief
    }

    /// The first line: where the touch goes, and what the user will see.
    public var headline: String {
        let p = TraceRecord.format(point.cgPoint)
        guard let window else { return "No visible window: a touch at \(p) is dropped." }
        switch outcome {
        case .noWindow: return "No visible window: a touch at \(p) is dropped."
        case .dropped:
            return "A touch at \(p) hits no view: no visible window's hitTest found one, so it is dropped."
        case .delivered:
            return "A touch at \(p) goes to \(hit?.name ?? "nothing") in window \(window.name)."
        case .recognizedElsewhere(let recognizer, let view, let cancels):
            let hitName = hit?.name ?? "nothing"
            return cancels
                ? "A touch at \(p) hits \(hitName) in window \(window.name), but \(recognizer.name) on \(view.name) recognizes a tap there and cancels its touches (cancelsTouchesInView = true, GV3): the user sees \(recognizer.name)'s action, not \(hitName)'s; set cancelsTouchesInView = false on \(recognizer.name) to let both answer."
                : "A touch at \(p) hits \(hitName) in window \(window.name), and \(recognizer.name) on \(view.name) recognizes a tap there too: \(hitName) still gets the touch (cancelsTouchesInView = false)."
        }
    }

    static func declinedText(_ recognizer: AnswerObject) -> String {
        "\(recognizer.name) — its delegate's gestureRecognizer(_:shouldReceive:) returns false for this touch (GV7)"
    }

    /// A distance to a tenth of a point: `22.4`, `3`.
    static func format(_ distance: Double) -> String {
        TraceRecord.format(CGFloat((distance * 10).rounded() / 10))
    }

    /// A point to a hundredth: `(226.33, 230.97)`.
    static func format(_ point: AnswerPoint) -> String {
        TraceRecord.format(CGPoint(x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100))
    }

    /// A rectangle to a hundredth.
    static func format(_ rect: AnswerRect) -> String {
        let r = { (v: Double) in CGFloat((v * 100).rounded() / 100) }
        return TraceRecord.format(CGRect(x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height)))
    }
}

extension VisitedView {
    /// The tree's line: indent, name, two spaces, verdict.
    public var text: String {
        String(repeating: "  ", count: depth) + "\(object.name)  " + verdict.text
    }
}

extension VisitVerdict {
    /// The verdict in words, as the tree prints it.
    public var text: String {
        switch self {
        case .inside: "inside"
        case .hit: "inside — hit"
        case .subviewAnswered: "inside — a subview answered"
        case .passThroughWindow:
            "inside — pass-through window: its hitTest returns nil for itself, so touches go to the windows behind"
        case .passThrough: "inside — its hitTest returns nil for itself, so touches pass through it"
        case .forwards(let to): "inside — its hitTest forwards to \(to.name)"
        case .pointInsideRefused(let at):
            "point(inside:) said no at \(ExplanationAnswer.format(at)) — its subviews were not asked"
        case .outside(let bounds, let at):
            "outside its bounds \(ExplanationAnswer.format(bounds)) at \(ExplanationAnswer.format(at)) — its subviews were not asked"
        case .skipped(let reason): "skipped: \(reason.verdict) — its subviews were not asked"
        case .answeredByOwnHitTest: "its own hitTest answered it — hit"
        case .superviewNotAsked(let parent): "not asked: \(parent.name) was not asked"
        case .ancestorExcluded(let ancestor, let skip):
            "not asked: \(ancestor.name) was \(skip.map { "skipped (\($0.verdict))" } ?? "outside")"
        case .laterSiblingAnswered(let sibling): "not asked: the later sibling \(sibling.name) answered first"
        case .ownHitTestReturnedNil: "its own hitTest answered nil — its subviews were not asked"
        case .notAsked: "not asked"
        }
    }
}

extension ViewUnderPoint {
    /// The stack's line: name, two spaces, why it lost.
    public var text: String { "\(object.name)  \(reason.text)" }
}

extension LossReason {
    /// Why it lost, in words (`lost: it is hidden`, `hit` …).
    public var text: String {
        switch self {
        case .hit, .ancestorOfHit, .hitOutsideBounds: words
        default: "lost: " + words
        }
    }

    /// The reason without `lost: `, as a near miss says it after "is under the point but".
    public var words: String {
        switch self {
        case .hit: return "hit"
        case .hitOutsideBounds(let byPointInside):
            let how = byPointInside ? "its point(inside:) said yes" : "a hitTest override returned it"
            return "hit: the touch goes to it, though the point is outside its bounds (\(how))"
        case .skipped(let reason, let by, let classDefault):
            let who = by.map { "\($0.name) is" } ?? "it is"
            switch reason {
            case .hidden: return "\(who) hidden"
            case .transparent(let alpha):
                return
                    "\(who) transparent (alpha \(TraceRecord.format(CGFloat(alpha))) < \(TraceRecord.format(UIView.minimumHitTestAlpha)))"
            case .interactionDisabled:
                let byDefault = classDefault.map { ", \($0)'s default" } ?? ""
                return by.map { "userInteractionEnabled is false on \($0.name)\(byDefault)" }
                    ?? "its userInteractionEnabled is false\(byDefault)"
            case .animatingWithoutInteraction:
                // UIKit: H10
                return "\(who) animating without .allowUserInteraction (UIView.animate's default options leave it out)"
            }
        case .pointInsideRefused: return "its point(inside:) said no"
        case .ancestorZeroSize(let ancestor, let superview, let width, let height):
            let relation = superview ? "its superview" : "its ancestor"
            let size = "\(TraceRecord.format(CGFloat(width)))×\(TraceRecord.format(CGFloat(height)))"
            return "\(relation) \(ancestor.name) has zero size (\(size) pt), so no point is inside it"
        case .outsideAncestor(let ancestor, let superview, let distance):
            let relation = superview ? "its superview" : "its ancestor"
            return "\(ExplanationAnswer.format(distance)) pt outside \(relation) \(ancestor.name)'s bounds"
        case .ancestorPointInsideRefused(let ancestor, let superview):
            let relation = superview ? "its superview" : "its ancestor"
            return "\(relation) \(ancestor.name)'s point(inside:) said no"
        case .ancestorOfHit: return "ancestor of the hit view: it gets the touch only if forwarded"
        case .behind(let hit): return "behind \(hit.name)"
        case .windowBehind(let window, let front):
            return "its window \(window.name) is behind \(front.name), which takes the touch"
        case .windowFoundNothing(let window): return "its window \(window.name) found no view here"
        case .lost: return "lost"
        }
    }
}

extension RecognizerEntry {
    /// `` `tap` (UITapGestureRecognizer on `root`) ``, or the name alone for a recognizer whose
    /// name says its view.
    public var text: String {
        if isSystemEdgeGesture { return "the system's screen-edge gesture (on \(view?.name ?? "the window"))" }
        if namesItsView { return recognizer.name }
        return "\(recognizer.name) (\(recognizer.className) on \(view?.name ?? "no view"))"
    }
}

extension Delay {
    /// What holds the touch back, with the fix.
    public var text: String {
        switch self {
        case .scrollView(let scrollView, let hit, let milliseconds):
            // UIKit: S1
            "\(scrollView.name) holds the touch back \(milliseconds) ms (delaysContentTouches = true, UIKit's default, S1): touchesBegan reaches \(hit.name) late, and a finger that moves first scrolls instead; delaysContentTouches = false delivers at once"
        case .systemEdge(let sentence): sentence
        }
    }
}

extension NearMiss {
    /// The near miss in words, after `Near miss: `.
    public var text: String {
        switch why {
        case .underPoint(let reason):
            "the \(kind) you probably meant, \(object.name), is under the point but \(reason.words)"
        case .onEdge(let edge):
            // UIKit: H5 — a point on the maxX or maxY edge is outside the bounds.
            "the \(kind) you probably meant, \(object.name), has the point on its \(edge) edge, which is outside its bounds (a point on the maxX or maxY edge is outside, H5)"
        case .away(let distance):
            "the \(kind) you probably meant, \(object.name), is \(ExplanationAnswer.format(distance)) pt away"
        case .behindWindow(let window, let front, let taker):
            "the \(kind) you probably meant, \(object.name), is under the point in window \(window.name), behind window \(front.name), which takes the touch\(taker.map { " (\($0.name) answered its hitTest)" } ?? ""): hide \(front.name) (isHidden = true) or set its userInteractionEnabled to false while it shows nothing there, or let its hitTest(_:with:) return nil where it should let touches through"
        }
    }
}

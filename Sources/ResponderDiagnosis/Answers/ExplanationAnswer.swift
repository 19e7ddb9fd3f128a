import Foundation
import ResponderKit

/// `responder explain`'s answer as a value: where a touch at a point goes, the verdict for every
/// view of the window, the views under the point and why each lost, the responder chain, the
/// recognizers that would see the touch, what holds it back, and the nearest near miss. Objects
/// are ``AnswerObject``s; verdicts and reasons are cases with their parameters. The text the CLI
/// prints is ``text``; `explain --format json` prints the value as JSON
/// (Documentation/explain.schema.json).
public struct ExplanationAnswer: Sendable, Equatable, Codable {
    /// The point explained, in screen coordinates.
    public var point: AnswerPoint
    /// What the user will see.
    public var outcome: Outcome
    /// The window the touch goes to (or the one asked about); nil when no window is visible.
    public var window: AnswerObject?
    /// The view that would receive the touch (its hit-test view), nil when the touch is dropped.
    public var hit: AnswerObject?
    /// The hit view and its ancestors up to the window, hit view first; empty when nothing is hit.
    public var path: [AnswerObject]
    /// Every view of the window, depth-first, with hit-testing's verdict.
    public var views: [VisitedView]
    /// The views whose bounds contain the point, front to back, with why each lost.
    public var stack: [ViewUnderPoint]
    /// The responder chain from the hit view up `next`; empty when nothing is hit.
    public var chain: [AnswerObject]
    /// The enabled recognizers the touch would be given to, in the engine's order (GV1).
    public var recognizers: [RecognizerEntry]
    /// The enabled recognizers on the way whose delegate declines the touch (GV7).
    public var declined: [AnswerObject]
    /// What holds the touch back from the hit view, innermost first.
    public var delays: [Delay]
    /// What the control that would get the touch does with it; nil when the hit view is no
    /// control or no scene was given.
    public var targets: String?
    /// What running animations do to a touch at the point (H10), each with its fix.
    public var animations: [String]
    /// Why the touch goes to ``window`` when several windows are visible (W3); nil with one.
    public var windowChoice: String?
    /// The views under the point in the other visible windows, front to back.
    public var otherWindows: [OtherWindowView]
    /// The view that wants touches nearest to the point, and why it missed; nil when none.
    public var nearMiss: NearMiss?
    /// What lint finds about the hit view, the near miss and the recognizers that see the touch.
    public var findings: [LintFinding]
    /// For a scene imported from a dump: that the answer depends on what the dump did not show,
    /// and what; nil when it does not.
    public var guessNote: String?
    /// For a scene imported from a dump: where a fragment's points are, and each guess the answer
    /// depends on.
    public var notes: [String]

    /// What the user sees when they touch the point.
    public enum Outcome: Sendable, Equatable, Codable {
        /// No window is visible: the touch is dropped.
        case noWindow
        /// No visible window's hit-test finds a view: the touch is dropped (W4).
        case dropped
        /// The touch goes to the hit view, and nothing takes it from it.
        case delivered
        /// The touch hits the hit view, but `recognizer` on `view` (an ancestor's) recognizes a
        /// single touch there and, with `cancelsTouchesInView` true, cancels the hit view's
        /// touches (GV3): what the user sees is the recognizer's action.
        case recognizedElsewhere(recognizer: AnswerObject, view: AnswerObject, cancelsTouches: Bool)
    }
}

/// One view of the window and what hit-testing made of it.
public struct VisitedView: Sendable, Equatable, Codable {
    /// The view.
    public var object: AnswerObject
    /// 0 for the window, 1 for its subviews …
    public var depth: Int
    /// What hit-testing made of it.
    public var verdict: VisitVerdict

    /// A view of the tree, with its verdict.
    public init(object: AnswerObject, depth: Int, verdict: VisitVerdict) {
        self.object = object
        self.depth = depth
        self.verdict = verdict
    }
}

/// Why hit-testing skips a view and its subtree (H2.1, H10), as the engine says it.
public enum SkipReason: Sendable, Equatable, Codable {
    /// `isHidden` is true.
    case hidden
    /// `alpha` is below `UIView.minimumHitTestAlpha`.
    case transparent(alpha: Double)
    /// `isUserInteractionEnabled` is false.
    case interactionDisabled
    /// A running animation without `.allowUserInteraction` (H10).
    case animatingWithoutInteraction

    /// The reason of an engine verdict; nil for `inside` and `outside`.
    public init?(_ verdict: HitTestVerdict) {
        switch verdict {
        case .hidden: self = .hidden
        case .transparent(let alpha): self = .transparent(alpha: Double(alpha))
        case .interactionDisabled: self = .interactionDisabled
        case .animatingWithoutInteraction: self = .animatingWithoutInteraction
        case .inside, .outside: return nil
        }
    }

    /// The engine's verdict it stands for.
    public var verdict: HitTestVerdict {
        switch self {
        case .hidden: .hidden
        case .transparent(let alpha): .transparent(alpha: CGFloat(alpha))
        case .interactionDisabled: .interactionDisabled
        case .animatingWithoutInteraction: .animatingWithoutInteraction
        }
    }
}

/// What hit-testing made of one view, for the point (H2).
public enum VisitVerdict: Sendable, Equatable, Codable {
    /// The point is inside; the view is on no path to the hit view.
    case inside
    /// Inside, and the view is the hit view.
    case hit
    /// Inside, and a subview answered.
    case subviewAnswered
    /// A window whose `hitTest` override returns nil for itself: touches go to the windows behind.
    case passThroughWindow
    /// A view whose `hitTest` override returns nil for itself: touches pass through it.
    case passThrough
    /// A `hitTest` override returns another view, `to`.
    case forwards(to: AnswerObject)
    /// `point(inside:with:)` (overridden, or inside the bounds) said no at `at`, in the view's
    /// coordinates; its subviews were not asked.
    case pointInsideRefused(at: AnswerPoint)
    /// The point `at` (the view's coordinates) is outside its bounds; its subviews were not asked.
    case outside(bounds: AnswerRect, at: AnswerPoint)
    /// Hit-testing skipped the view and its subtree.
    case skipped(reason: SkipReason)
    /// Not visited, yet the answer: a `hitTest` override returned it without the default walk.
    case answeredByOwnHitTest
    /// Not asked, because its superview was not asked.
    case superviewNotAsked(superview: AnswerObject)
    /// Not asked, because an ancestor was outside (`skip` nil) or skipped.
    case ancestorExcluded(ancestor: AnswerObject, skip: SkipReason?)
    /// Not asked: a later sibling, asked first, answered.
    case laterSiblingAnswered(sibling: AnswerObject)
    /// Its own `hitTest` override answered nil; its subviews were not asked.
    case ownHitTestReturnedNil
    /// Not asked.
    case notAsked
}

/// A view under the point and why it lost.
public struct ViewUnderPoint: Sendable, Equatable, Codable {
    /// The view.
    public var object: AnswerObject
    /// Why it lost (or that it is the hit view).
    public var reason: LossReason

    /// A view under the point, with why it lost.
    public init(object: AnswerObject, reason: LossReason) {
        self.object = object
        self.reason = reason
    }
}

/// Why a view under the point did not get the touch.
public enum LossReason: Sendable, Equatable, Codable {
    /// It is the hit view.
    case hit
    /// The hit view, though the point is outside its bounds: its `point(inside:)` said yes
    /// (`byPointInside`), or a `hitTest` override returned it.
    case hitOutsideBounds(byPointInside: Bool)
    /// It (`by` nil) or an ancestor `by` is skipped by hit-testing. `classDefault` names the class
    /// whose default is interaction off (`UILabel`), for `interactionDisabled`.
    case skipped(reason: SkipReason, by: AnswerObject?, classDefault: String?)
    /// Its own `point(inside:)` said no.
    case pointInsideRefused
    /// An ancestor (`superview` when it is the superview) has zero size.
    case ancestorZeroSize(ancestor: AnswerObject, superview: Bool, width: Double, height: Double)
    /// The point is `distance` pt outside an ancestor's bounds.
    case outsideAncestor(ancestor: AnswerObject, superview: Bool, distance: Double)
    /// An ancestor's `point(inside:)` said no.
    case ancestorPointInsideRefused(ancestor: AnswerObject, superview: Bool)
    /// An ancestor of the hit view: it gets the touch only if forwarded.
    case ancestorOfHit
    /// Behind the hit view.
    case behind(hit: AnswerObject)
    /// In a window behind `front`, which takes the touch.
    case windowBehind(window: AnswerObject, front: AnswerObject)
    /// In a window, in front, that found no view here.
    case windowFoundNothing(window: AnswerObject)
    /// Lost, for no reason hit-testing gives.
    case lost
}

/// A recognizer the touch would be given to (GV1).
public struct RecognizerEntry: Sendable, Equatable, Codable {
    /// The recognizer.
    public var recognizer: AnswerObject
    /// The view it is attached to; nil for the system's screen-edge gesture.
    public var view: AnswerObject?
    /// Whether its name says its view already (a scroll view's or text field's own recognizer),
    /// so the text leaves out the class and view.
    public var namesItsView: Bool
    /// The system's screen-edge gesture, on the window `view`.
    public var isSystemEdgeGesture: Bool

    /// A recognizer on `view`.
    public init(recognizer: AnswerObject, view: AnswerObject?, namesItsView: Bool, isSystemEdgeGesture: Bool = false) {
        self.recognizer = recognizer
        self.view = view
        self.namesItsView = namesItsView
        self.isSystemEdgeGesture = isSystemEdgeGesture
    }
}

/// What holds the touch back from the hit view.
public enum Delay: Sendable, Equatable, Codable {
    /// A scroll view's `delaysContentTouches` (S1): the touch reaches the hit view `milliseconds`
    /// late, and a finger that moves first scrolls instead. Fix: `delaysContentTouches = false`.
    case scrollView(scrollView: AnswerObject, hit: AnswerObject, milliseconds: Int)
    /// The system's screen-edge gesture holds the touch back: the sentence, with the fix.
    case systemEdge(sentence: String)
}

/// A view under the point in another visible window.
public struct OtherWindowView: Sendable, Equatable, Codable {
    /// The view.
    public var object: AnswerObject
    /// Its window.
    public var window: AnswerObject
    /// Why it lost.
    public var reason: LossReason

    /// A view under the point in `window`, with why it lost.
    public init(object: AnswerObject, window: AnswerObject, reason: LossReason) {
        self.object = object
        self.window = window
        self.reason = reason
    }
}

/// The view that wants touches nearest to the point, and why the touch missed it.
public struct NearMiss: Sendable, Equatable, Codable {
    /// The view meant.
    public var object: AnswerObject
    /// `button`, `control` or `view`.
    public var kind: String
    /// Why the touch missed it.
    public var why: Why

    /// Why the touch missed it.
    public enum Why: Sendable, Equatable, Codable {
        /// It is under the point, and lost for `reason`.
        case underPoint(reason: LossReason)
        /// The point is on its right or bottom edge, which is outside (H5).
        case onEdge(edge: String)
        /// It is `distance` pt away.
        case away(distance: Double)
        /// It is under the point in `window`, behind `front`, which takes the touch (a hit in
        /// `front` named `taker`).
        case behindWindow(window: AnswerObject, front: AnswerObject, taker: AnswerObject?)
    }

    /// The near miss `object`, a `kind`, missed for `why`.
    public init(object: AnswerObject, kind: String, why: Why) {
        self.object = object
        self.kind = kind
        self.why = why
    }
}

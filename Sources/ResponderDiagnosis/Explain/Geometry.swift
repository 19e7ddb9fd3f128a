import Foundation
import ResponderKit
import ResponderScene

/// The hierarchy of one window seen from one point: which views contain it, which were asked,
/// and why each did not get the touch.
@MainActor
struct Geometry {
    let point: CGPoint
    let window: UIWindow
    let hit: UIView?
    let visits: HitTestReport
    /// How views are named: `` `id` ``, or `` `id` (Class) `` for imported dumps.
    let name: @MainActor (AnyObject) -> String
    /// The scene, for the ids and shown text of the objects named.
    let scene: Scene?
    /// For a window behind the one that took the touch: why its views, reachable in it, lost.
    var behind: LossReason? = nil

    /// `object` as answers name it.
    func object(_ object: AnyObject) -> AnswerObject {
        AnswerObject(object, in: scene, naming: name)
    }

    /// The point in `view`'s coordinates.
    func local(_ view: UIView) -> CGPoint {
        view.convert(window.convert(point, from: nil as UIWindow?), from: window)
    }

    func isUnderPoint(_ view: UIView) -> Bool { view.bounds.contains(local(view)) }

    /// Every view of the window, depth-first in subview order, with its depth.
    func views() -> [(view: UIView, depth: Int)] {
        var result: [(UIView, Int)] = []
        var stack: [(UIView, Int)] = [(window, 0)]
        while let (view, depth) = stack.popLast() {
            result.append((view, depth))
            stack += view.subviews.reversed().map { ($0, depth + 1) }
        }
        return result
    }

    func ancestors(of view: UIView) -> [UIView] {
        var result: [UIView] = []
        var current = view.superview
        while let view = current { result.append(view); current = view.superview }
        return result
    }

    // MARK: The verdict tree

    func tree() -> [VisitedView] {
        views().map { view, depth in
            VisitedView(object: object(view), depth: depth, verdict: verdict(view))
        }
    }

    func verdict(_ view: UIView) -> VisitVerdict {
        if let visited = visits.verdict(of: view) {
            switch visited {
            case .inside:
                if let override = overriddenAnswer(view) { return override }
                if view === hit { return .hit }
                if let hit, hit.isDescendant(of: view) { return .subviewAnswered }
                return .inside
            case .outside(let bounds):
                let overridden = view.overrides?.pointInside != nil || bounds.contains(local(view))
                return overridden
                    ? .pointInsideRefused(at: AnswerPoint(local(view)))
                    : .outside(bounds: AnswerRect(bounds), at: AnswerPoint(local(view)))
            default:
                return SkipReason(visited).map { .skipped(reason: $0) } ?? .notAsked
            }
        }
        // No visit, yet the answer, or passed over: an override of `hitTest` that did not call
        // the default one, which is what records visits.
        if view === hit { return .answeredByOwnHitTest }
        if let parent = view.superview, visits.verdict(of: parent) == nil {
            return .superviewNotAsked(superview: object(parent))
        }
        if let excluder = ancestors(of: view).first(where: {
            visits.verdict(of: $0).map { $0 != .inside } ?? false
        }) {
            return .ancestorExcluded(
                ancestor: object(excluder), skip: visits.verdict(of: excluder).flatMap(SkipReason.init))
        }
        if let parent = view.superview, let siblings = Optional(parent.subviews),
            let index = siblings.firstIndex(where: { $0 === view }),
            let winner = siblings[(index + 1)...].first(where: { sibling in
                hit.map { $0 === sibling || $0.isDescendant(of: sibling) } ?? false
            })
        {
            return .laterSiblingAnswered(sibling: object(winner))
        }
        if view.overrides?.hitTest != nil, let parent = view.superview, visits.verdict(of: parent) == .inside {
            return .ownHitTestReturnedNil
        }
        return .notAsked
    }

    /// For a view whose `hitTest` override called the default one (which visited it, inside):
    /// what the override made of the default's answer, asked of the view itself — nil for itself
    /// (a pass-through) or a view the default walk did not find (`forwardTo`); nil when it
    /// returned what the default found.
    private func overriddenAnswer(_ view: UIView) -> VisitVerdict? {
        guard view.overrides?.hitTest != nil else { return nil }
        guard let answer = view.hitTest(local(view), with: nil) else {
            return view is UIWindow ? .passThroughWindow : .passThrough
        }
        guard answer !== view, visits.verdict(of: answer) != .inside else { return nil }
        return .forwards(to: object(answer))
    }

    // MARK: The hit stack

    /// Why `view`, under the point, did not get the touch; nil for the hit view. The hit-test
    /// visits the path from the window down, deciding each view as `hitTestVerdict` says (H2.1,
    /// H2.2); the first view on the path it would not enter is why.
    func reasonLost(_ view: UIView) -> LossReason {
        if view === hit { return .hit }
        for candidate in ([view] + ancestors(of: view)).reversed() {
            let by = candidate === view ? nil : object(candidate)
            let verdict = candidate.hitTestVerdict(local(candidate), with: nil)
            switch verdict {
            case .inside:
                continue
            case .hidden, .transparent, .interactionDisabled, .animatingWithoutInteraction:
                let classDefault = verdict == .interactionDisabled ? Lint.interactionOffByDefault(candidate) : nil
                return .skipped(reason: SkipReason(verdict) ?? .hidden, by: by, classDefault: classDefault)
            case .outside:
                if candidate === view { return .pointInsideRefused }
                let away = distance(from: point, to: screenFrame(candidate))
                let superview = candidate === view.superview
                if candidate.bounds.width == 0 || candidate.bounds.height == 0 {
                    return .ancestorZeroSize(
                        ancestor: object(candidate), superview: superview, width: Double(candidate.bounds.width),
                        height: Double(candidate.bounds.height))
                }
                return away > 0
                    ? .outsideAncestor(ancestor: object(candidate), superview: superview, distance: Double(away))
                    : .ancestorPointInsideRefused(ancestor: object(candidate), superview: superview)
            }
        }
        if let hit, hit.isDescendant(of: view) { return .ancestorOfHit }
        if let hit { return .behind(hit: object(hit)) }
        return behind ?? .lost
    }

    /// The views under the point, front to back, each with why it lost; first, the hit view when
    /// the point is not in it (a `hitTest` override forwarded the touch to it), which still gets
    /// the touch.
    func stack() -> [(view: UIView, reason: LossReason)] {
        var stack: [(view: UIView, reason: LossReason)] = views().map(\.view).reversed().filter(isUnderPoint).map {
            ($0, reasonLost($0))
        }
        // Outside its bounds, the hit view got the touch through an override: its own
        // point(inside:), or a hitTest that returned it (`hitTest: {forwardTo: …}`).
        if let hit, hit.window === window, !stack.contains(where: { $0.view === hit }) {
            let byPointInside = hit.overrides?.pointInside != nil && hit.point(inside: local(hit), with: nil)
            stack.insert((hit, .hitOutsideBounds(byPointInside: byPointInside)), at: 0)
        }
        return stack
    }

    // MARK: The near miss

    func screenFrame(_ view: UIView) -> CGRect {
        let rect = view.convert(view.bounds, to: nil)
        return view.window.map { window in
            let a = window.convert(rect.origin, to: nil as UIWindow?)
            return CGRect(origin: a, size: rect.size)
        } ?? rect
    }

    func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A view that wants touches: a control, a view with recognizers or handling touches.
    func wantsTouches(_ view: UIView) -> Bool {
        view is UIControl || view is UITextView || !(view.gestureRecognizers ?? []).isEmpty
            || view.overrides?.receive != nil
    }

    /// How far the near-miss search looks.
    static let nearMissRadius: CGFloat = 44

    /// The views that want touches and lost, front-most first, with the point under them.
    func wantingUnderPoint() -> [UIView] {
        views().map(\.view).reversed().filter { view in
            wantsTouches(view) && view !== hit && !(hit.map { $0.isDescendant(of: view) } ?? false)
                && isUnderPoint(view)
        }
    }

    /// The view ``nearMiss()`` names, if any.
    func nearMissView() -> UIView? {
        if let under = wantingUnderPoint().first { return under }
        if let hit, wantsTouches(hit) { return nil }
        let candidates = views().map(\.view).filter { view in
            wantsTouches(view) && view !== hit && !(hit.map { $0.isDescendant(of: view) } ?? false)
        }
        return candidates.map { ($0, distance(from: point, to: screenFrame($0))) }
            .filter { $0.1 <= Self.nearMissRadius }
            .min { $0.1 < $1.1 }?.0
    }

    func nearMiss() -> NearMiss? {
        let candidates = views().map(\.view).filter { view in
            wantsTouches(view) && view !== hit && !(hit.map { $0.isDescendant(of: view) } ?? false)
        }
        if let under = candidates.reversed().first(where: isUnderPoint) {
            return NearMiss(object: object(under), kind: kind(under), why: .underPoint(reason: reasonLost(under)))
        }
        // A hit view that wants touches is taken to be the one meant; only a view under the point
        // that lost is worth saying then.
        if let hit, wantsTouches(hit) { return nil }
        let nearest = candidates.map { ($0, distance(from: point, to: screenFrame($0))) }
            .filter { $0.1 <= Self.nearMissRadius }
            .min { $0.1 < $1.1 }
        guard let (view, away) = nearest else { return nil }
        if away == 0 {
            // UIKit: H5 — a point on the maxX or maxY edge is outside the bounds.
            let frame = screenFrame(view)
            let edge = point.x == frame.maxX ? "right" : "bottom"
            return NearMiss(object: object(view), kind: kind(view), why: .onEdge(edge: edge))
        }
        return NearMiss(object: object(view), kind: kind(view), why: .away(distance: Double(away)))
    }

    /// A distance to a tenth of a point: `22.4`, `3`.
    static func format(_ distance: CGFloat) -> String {
        TraceRecord.format((distance * 10).rounded() / 10)
    }

    /// A point to a hundredth: `(226.33, 230.97)`.
    static func format(_ point: CGPoint) -> String {
        TraceRecord.format(CGPoint(x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100))
    }

    /// A rectangle to a hundredth.
    static func format(_ rect: CGRect) -> String {
        let r = { (v: CGFloat) in (v * 100).rounded() / 100 }
        return TraceRecord.format(
            CGRect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height)))
    }

    func kind(_ view: UIView) -> String {
        view is UIButton ? "button" : view is UIControl ? "control" : "view"
    }
}

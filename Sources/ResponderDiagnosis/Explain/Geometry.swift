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
    /// For a window behind the one that took the touch: why its views, reachable in it, lost.
    var behind: String? = nil

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

    func tree() -> [String] {
        views().map { view, depth in
            String(repeating: "  ", count: depth) + "\(name(view))  " + verdict(view)
        }
    }

    func verdict(_ view: UIView) -> String {
        if let visited = visits.verdict(of: view) {
            switch visited {
            case .inside:
                if let override = overriddenAnswer(view) { return "inside — " + override }
                if view === hit { return "inside — hit" }
                if let hit, hit.isDescendant(of: view) { return "inside — a subview answered" }
                return "inside"
            case .outside(let bounds):
                let overridden = view.overrides?.pointInside != nil || bounds.contains(local(view))
                return overridden
                    ? "point(inside:) said no at \(Geometry.format(local(view))) — its subviews were not asked"
                    : "outside its bounds \(Geometry.format(bounds)) at \(Geometry.format(local(view))) — its subviews were not asked"
            default:
                return "skipped: \(visited) — its subviews were not asked"
            }
        }
        // No visit, yet the answer, or passed over: an override of `hitTest` that did not call
        // the default one, which is what records visits.
        if view === hit { return "its own hitTest answered it — hit" }
        if let parent = view.superview, visits.verdict(of: parent) == nil {
            return "not asked: \(name(parent)) was not asked"
        }
        if let excluder = ancestors(of: view).first(where: {
            visits.verdict(of: $0).map { $0 != .inside } ?? false
        }) {
            return "not asked: \(name(excluder)) was \(short(visits.verdict(of: excluder)!))"
        }
        if let parent = view.superview, let siblings = Optional(parent.subviews),
            let index = siblings.firstIndex(where: { $0 === view }),
            let winner = siblings[(index + 1)...].first(where: { sibling in
                hit.map { $0 === sibling || $0.isDescendant(of: sibling) } ?? false
            })
        {
            return "not asked: the later sibling \(name(winner)) answered first"
        }
        if view.overrides?.hitTest != nil, let parent = view.superview, visits.verdict(of: parent) == .inside {
            return "its own hitTest answered nil — its subviews were not asked"
        }
        return "not asked"
    }

    /// For a view whose `hitTest` override called the default one (which visited it, inside):
    /// what the override made of the default's answer, asked of the view itself — nil for itself
    /// (a pass-through) or a view the default walk did not find (`forwardTo`); nil when it
    /// returned what the default found.
    private func overriddenAnswer(_ view: UIView) -> String? {
        guard view.overrides?.hitTest != nil else { return nil }
        guard let answer = view.hitTest(local(view), with: nil) else {
            return view is UIWindow
                ? "pass-through window: its hitTest returns nil for itself, so touches go to the windows behind"
                : "its hitTest returns nil for itself, so touches pass through it"
        }
        guard answer !== view, visits.verdict(of: answer) != .inside else { return nil }
        return "its hitTest forwards to \(name(answer))"
    }

    private func short(_ verdict: HitTestVerdict) -> String {
        switch verdict {
        case .outside: "outside"
        default: "skipped (\(verdict))"
        }
    }

    // MARK: The hit stack

    /// Why `view`, under the point, did not get the touch; nil for the hit view. The hit-test
    /// visits the path from the window down, deciding each view as `hitTestVerdict` says (H2.1,
    /// H2.2); the first view on the path it would not enter is why.
    func reasonLost(_ view: UIView) -> String {
        if view === hit { return "hit" }
        for candidate in ([view] + ancestors(of: view)).reversed() {
            let who = candidate === view ? "it is" : "\(name(candidate)) is"
            switch candidate.hitTestVerdict(local(candidate), with: nil) {
            case .inside:
                continue
            case .hidden:
                return "lost: \(who) hidden"
            case .transparent(let alpha):
                return "lost: \(who) transparent (alpha \(TraceRecord.format(alpha)) < 0.01)"
            case .interactionDisabled:
                let byDefault = Lint.interactionOffByDefault(candidate).map { ", \($0)'s default" } ?? ""
                return candidate === view
                    ? "lost: its userInteractionEnabled is false\(byDefault)"
                    : "lost: userInteractionEnabled is false on \(name(candidate))\(byDefault)"
            case .animatingWithoutInteraction:
                // UIKit: H10
                let who = candidate === view ? "it is" : "\(name(candidate)) is"
                return "lost: \(who) animating without .allowUserInteraction"
                    + " (UIView.animate's default options leave it out)"
            case .outside:
                if candidate === view { return "lost: its point(inside:) said no" }
                let away = distance(from: point, to: screenFrame(candidate))
                let relation = candidate === view.superview ? "its superview" : "its ancestor"
                if candidate.bounds.width == 0 || candidate.bounds.height == 0 {
                    let size =
                        "\(TraceRecord.format(candidate.bounds.width))×\(TraceRecord.format(candidate.bounds.height))"
                    return "lost: \(relation) \(name(candidate)) has zero size (\(size) pt), so no point is inside it"
                }
                return away > 0
                    ? "lost: \(Geometry.format(away)) pt outside \(relation) \(name(candidate))'s bounds"
                    : "lost: \(relation) \(name(candidate))'s point(inside:) said no"
            }
        }
        if let hit, hit.isDescendant(of: view) {
            return "ancestor of the hit view: it gets the touch only if forwarded"
        }
        if let hit { return "lost: behind \(name(hit))" }
        return behind.map { "lost: \($0)" } ?? "lost"
    }

    /// The views under the point, front to back, each with why it lost; first, the hit view when
    /// the point is not in it (a `hitTest` override forwarded the touch to it), which still gets
    /// the touch.
    func stack() -> [(view: UIView, reason: String)] {
        var stack: [(view: UIView, reason: String)] = views().map(\.view).reversed().filter(isUnderPoint).map {
            ($0, reasonLost($0))
        }
        // Outside its bounds, the hit view got the touch through an override: its own
        // point(inside:), or a hitTest that returned it (`hitTest: {forwardTo: …}`).
        if let hit, hit.window === window, !stack.contains(where: { $0.view === hit }) {
            let how =
                hit.overrides?.pointInside != nil && hit.point(inside: local(hit), with: nil)
                ? "its point(inside:) said yes" : "a hitTest override returned it"
            stack.insert((hit, "hit: the touch goes to it, though the point is outside its bounds (\(how))"), at: 0)
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

    func nearMiss() -> String? {
        let candidates = views().map(\.view).filter { view in
            wantsTouches(view) && view !== hit && !(hit.map { $0.isDescendant(of: view) } ?? false)
        }
        if let under = candidates.reversed().first(where: isUnderPoint) {
            return "the \(kind(under)) you probably meant, \(name(under)), is under the point but "
                + reasonLost(under).replacingOccurrences(of: "lost: ", with: "")
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
            return
                "the \(kind(view)) you probably meant, \(name(view)), has the point on its \(edge) edge, which is outside its bounds (a point on the maxX or maxY edge is outside, H5)"
        }
        return "the \(kind(view)) you probably meant, \(name(view)), is \(Geometry.format(away)) pt away"
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

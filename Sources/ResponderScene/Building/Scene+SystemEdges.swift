import Foundation
import ResponderKit

/// What `run`, `explain` and lint say of the system's screen-edge gestures (the `screen`'s
/// `systemGestureEdges`): the edge that holds a touch back, the controller whose
/// `preferredScreenEdgesDeferringSystemGestures` was read, and the fix.
extension Scene {
    /// Where the system's screen-edge gesture holds back a touch beginning at `point` (in
    /// `window`'s coordinates): the edge, the controller asked and what it defers; nil where no
    /// edge of the application's `systemEdgeGestures` that the controller does not defer is near.
    package static func systemEdgeHold(at point: CGPoint, in window: UIWindow)
        -> (edge: UIRectEdge, controller: UIViewController?, deferred: UIRectEdge, gestures: SystemEdgeGestures)?
    {
        guard let gestures = window.application?.systemEdgeGestures, !gestures.edges.isEmpty else { return nil }
        let deferral = window.screenEdgesDeferringSystemGestures()
        let screenPoint = CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
        guard let edge = gestures.edge(at: screenPoint, among: gestures.edges.subtracting(deferral.edges)) else {
            return nil
        }
        return (edge, deferral.controller, deferral.edges, gestures)
    }

    /// `edges` as Swift writes a `UIRectEdge`: `[]`, `[.bottom]`, `[.bottom, .top]`.
    static func literal(_ edges: UIRectEdge) -> String {
        let names = [(UIRectEdge.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
            .filter { edges.contains($0.0) }.map { "." + $0.1 }
        return "[" + names.joined(separator: ", ") + "]"
    }

    /// The parts of the cause — `the system's screen-edge gesture (bottom edge)`,
    /// `preferredScreenEdgesDeferringSystemGestures = [] on vc`, how long it holds a touch — and
    /// the fix, objects named by `name`.
    package static func systemEdgeWords(
        edge: UIRectEdge, controller: UIViewController?, deferred: UIRectEdge, gestures: SystemEdgeGestures,
        name: (AnyObject) -> String
    ) -> (edge: String, setting: String, wait: String, fix: String) {
        let edgeName = SystemEdgeGestures.name(of: edge)
        let owner = controller.map(name) ?? "the root view controller"
        let value = deferred.isEmpty ? "[] (UIKit's default)" : literal(deferred)
        let setting = "preferredScreenEdgesDeferringSystemGestures = \(value) on \(owner)"
        let seconds = TraceRecord.format(CGFloat(gestures.delay))
        let wait =
            "until the finger lifts, leaves the \(TraceRecord.format(gestures.width))-pt band, or \(seconds) s has passed"
        let fix =
            "return \(literal(deferred.union(edge))) from preferredScreenEdgesDeferringSystemGestures in \(owner) (then setNeedsUpdateOfScreenEdgesDeferringSystemGestures()), or move the control away from the edge"
        return ("the system's screen-edge gesture (\(edgeName) edge)", setting, wait, fix)
    }
}

import Foundation
import ResponderKit
import ResponderScene

/// `system-edge`: on a screen whose system has gestures at its edges (`screen:
/// {systemGestureEdges: …}`), a visible control that reaches into the band along such an edge
/// that the window's controller does not defer: a touch beginning there reaches it late, held
/// back by the system's screen-edge gesture (observed, see `SystemEdgeGestures`).
struct SystemEdgeRule: LintRule {
    let id = "system-edge"
    let severity = LintSeverity.warning
    let summary =
        "a control in the band along a screen edge where the system has a gesture and the controller does not defer it"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard view is UIControl, Lint.isVisibleTarget(view), let window = view.window,
            let gestures = window.application?.systemEdgeGestures, !gestures.edges.isEmpty
        else { return [] }
        let deferral = window.screenEdgesDeferringSystemGestures()
        let frame = view.convert(view.bounds, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        let screen = gestures.screen
        // The control's part nearest each edge, and whether it reaches into that edge's band.
        let reaches: [(UIRectEdge, Bool)] = [
            (.bottom, frame.maxY > screen.maxY - gestures.width && frame.minY < screen.maxY),
            (.top, frame.minY < screen.minY + gestures.width && frame.maxY > screen.minY),
            (.left, frame.minX < screen.minX + gestures.width && frame.maxX > screen.minX),
            (.right, frame.maxX > screen.maxX - gestures.width && frame.minX < screen.maxX)
        ]
        let active = gestures.edges.subtracting(deferral.edges)
        guard let edge = reaches.first(where: { active.contains($0.0) && $0.1 })?.0 else { return [] }
        let words = Scene.systemEdgeWords(
            edge: edge, controller: deferral.controller, deferred: deferral.edges, gestures: gestures,
            name: scene.displayName(of:))
        return [
            finding(
                about: view, in: scene,
                "\(scene.displayName(of: view)) reaches into the \(TraceRecord.format(gestures.width))-pt band of \(words.edge), which holds back touches that begin there \(words.wait); \(words.setting)",
                fix: words.fix)
        ]
    }
}

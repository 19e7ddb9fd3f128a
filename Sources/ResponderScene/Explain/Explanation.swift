import Foundation
import ResponderKit

/// Why a point hits the view it hits (`responder explain`): the verdict for every view of the
/// window, every view under the point with why it lost, the responder chain, the recognizers that
/// would see the touch, and the nearest near miss. Built from the engine's own hit-test trace and
/// the live hierarchy; nothing is re-decided.
@MainActor
public struct Explanation {
    /// The point explained, in screen coordinates.
    public let point: CGPoint
    /// The window the touch goes to: the one asked for, else the one whose hit-test found a view,
    /// else the front-most visible window; `nil` when no window is visible.
    public let window: UIWindow?
    /// The view that would receive the touch (its hit-test view), or `nil` when the touch is
    /// dropped.
    public let hit: UIView?
    /// One line per view of the window, depth-first, indented by depth.
    public let tree: [String]
    /// Views whose bounds contain the point, front to back, with why each lost.
    public let stack: [String]
    /// The responder chain from the hit-test view up `next`, one name per responder; empty when
    /// nothing is hit.
    public let chain: [String]
    /// The enabled recognizers of the hit-test view and its ancestors, in the order they would be
    /// offered the touch (UIKit rule GV1), each with its class and view.
    public let recognizers: [String]
    /// The view that wants touches (a control, a text view, a view with recognizers or a
    /// touch override) nearest to the point: one under the point that lost, else the closest
    /// within 44 pt; `nil` when there is none.
    public let nearMiss: String?

    /// Explains a touch at `point` (screen coordinates), in `window` or the window such a touch
    /// would go to; `naming` names objects (default: ``name(_:)``, the id in backquotes).
    public init(
        point: CGPoint, in application: UIApplication, window chosen: UIWindow? = nil,
        naming: @escaping @MainActor (AnyObject) -> String = Explanation.name
    ) {
        self.point = point
        self.naming = naming
        var visits: [ObjectIdentifier: HitTestVerdict] = [:]
        application.trace(.hitTesting) { record in
            if case let .hitTestVisit(view, _, verdict) = record.event, visits[ObjectIdentifier(view)] == nil {
                visits[ObjectIdentifier(view)] = verdict
            }
        }
        let target = application.hitTest(atScreen: point, in: chosen)
        application.stopTracing()
        let window = chosen ?? target?.window ?? application.windows.last { !$0.isHidden }
        let hit = target?.view
        self.window = window
        self.hit = hit
        guard let window else {
            tree = []; stack = []; chain = []; recognizers = []; nearMiss = nil
            return
        }
        let geometry = Geometry(point: point, window: window, hit: hit, visits: visits, name: naming)
        tree = geometry.tree()
        stack = geometry.stack().map { "\(naming($0.view))  \($0.reason)" }
        var chain: [String] = []
        var responder: UIResponder? = hit
        while let current = responder, chain.count < 1000 {
            chain.append(naming(current))
            responder = current.next
        }
        self.chain = chain
        var recognizers: [String] = []
        var view = hit
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                recognizers.append(
                    "\(naming(recognizer)) (\(String(describing: type(of: recognizer))) on \(naming(current)))")
            }
            view = current.superview
        }
        self.recognizers = recognizers
        nearMiss = geometry.nearMiss()
    }

    private let naming: @MainActor (AnyObject) -> String

    /// An object as traces name it (its id), in backquotes: \`AAA\`.
    public static func name(_ object: AnyObject) -> String { "`\(TraceRecord.name(of: object))`" }

    /// The explanation for people.
    public var text: String {
        var lines: [String] = []
        let p = TraceRecord.format(point)
        guard let window else { return "No visible window: a touch at \(p) is dropped.\n" }
        if let hit {
            lines.append("A touch at \(p) goes to \(naming(hit)) in window \(naming(window)).")
        } else {
            lines.append("A touch at \(p) hits no view: no visible window's hitTest found one, so it is dropped.")
        }
        lines.append("")
        lines.append("Hit-testing, view by view:")
        lines += tree.map { "  " + $0 }
        lines.append("")
        lines.append("Views under the point, front to back:")
        lines += stack.isEmpty ? ["  (none)"] : stack.map { "  " + $0 }
        if hit != nil {
            lines.append("")
            lines.append("Responder chain: " + chain.joined(separator: " -> "))
            lines.append(
                "Recognizers that would see the touch: "
                    + (recognizers.isEmpty ? "none" : recognizers.joined(separator: ", ")))
        }
        if let nearMiss {
            lines.append("")
            lines.append("Near miss: " + nearMiss)
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

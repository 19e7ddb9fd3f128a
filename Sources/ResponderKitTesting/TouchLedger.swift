import ResponderKit

/// Watches responders' touch messages (delivered or forwarded; installed through `overrides`, so
/// any class can be watched) and checks T5 for each of them:
/// every touch a responder got `touchesBegan` for is closed by exactly one `touchesEnded` or
/// `touchesCancelled`, and no other message arrives for a touch it never began.
@MainActor
public final class TouchLedger {
    private struct Pair: Hashable {
        let responder: ObjectIdentifier
        let touch: ObjectIdentifier
    }

    /// Open pairs, holding both objects so their addresses cannot be reused while open.
    private var open: [Pair: (responder: UIResponder, touch: UITouch)] = [:]
    private var seen: [WeakTouch] = []
    /// The breaches of T5 found so far, one sentence each, in the order they happened: a second
    /// `touchesBegan`, or a later message for a touch the responder never began. Breaches only
    /// visible at rest are added by `problemsAtRest()`.
    public private(set) var problems: [String] = []
    /// Every message, in order: "name message [fingers]", fingers as in `[1,3]`.
    public private(set) var messages: [String] = []

    private struct WeakTouch { weak var touch: UITouch? }

    /// A ledger that watches nothing until `watch(_:)`.
    public init() {}

    /// Records the touch messages of `responders`, then lets each do what it did before.
    public func watch(_ responders: [UIResponder]) {
        for responder in responders {
            let overrides = responder.overrides ?? ResponderOverrides()
            let previous = overrides.receive
            overrides.receive = { [unowned self] responder, message, touches, callSuper in
                self.note(responder, message, touches)
                if let previous { previous(responder, message, touches, callSuper) } else { callSuper() }
            }
            responder.overrides = overrides
        }
    }

    private func note(_ responder: UIResponder, _ message: ResponderMessage, _ touches: Set<UITouch>) {
        let name = TraceRecord.name(of: responder)
        messages.append(
            "\(name) \(message.rawValue) [\(touches.map(\.finger).sorted().map(String.init).joined(separator: ","))]")
        for touch in touches {
            let pair = Pair(responder: ObjectIdentifier(responder), touch: ObjectIdentifier(touch))
            if !seen.contains(where: { $0.touch === touch }) { seen.append(WeakTouch(touch: touch)) }
            switch message {
            case .touchesBegan:
                if open[pair] != nil { problems.append("\(name) got touchesBegan twice for finger \(touch.finger)") }
                open[pair] = (responder, touch)
            case .touchesMoved:
                if open[pair] == nil {
                    problems.append("\(name) got touchesMoved for finger \(touch.finger) it never began")
                }
            case .touchesEnded, .touchesCancelled:
                if open.removeValue(forKey: pair) == nil {
                    problems.append(
                        "\(name) got \(message.rawValue) for finger \(touch.finger) it never began, or twice")
                }
            default:
                break
            }
        }
    }

    /// After every finger lifted and the application is idle: no pair is open, every touch seen
    /// has ended or been cancelled, and (once the caller drops its own references) none is alive.
    public func problemsAtRest() -> [String] {
        var result = problems
        for value in open.values.sorted(by: { $0.touch.finger < $1.touch.finger }) {
            result.append(
                "\(TraceRecord.name(of: value.responder)) never got touchesEnded or touchesCancelled for finger \(value.touch.finger)"
            )
        }
        for case let touch? in seen.map(\.touch) where touch.phase != .ended && touch.phase != .cancelled {
            result.append("finger \(touch.finger) is still \(touch.phase) after its sequence")
        }
        return result
    }

    /// Forgets open pairs' objects, so that the touches the engine let go of can be freed, and
    /// returns how many touches are still alive.
    public func liveTouchesAfterRelease() -> Int {
        open.removeAll()
        return seen.filter { $0.touch != nil }.count
    }
}

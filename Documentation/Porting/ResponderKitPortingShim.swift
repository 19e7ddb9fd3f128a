// Add this file to an iOS target whose event code was ported with the migration in
// Documentation/PortingFromUIKit.md, so that the same files compile against UIKit too: it gives
// UIKit the typed target–action that ResponderKit has (`addTarget(self, action: Type.method)`),
// built on UIKit's own selector and closure APIs. On Linux it compiles to nothing.
//
// Not built by ResponderKit's CI, which has no iOS toolchain: check it in your own iOS build.
#if canImport(UIKit)
import UIKit
import ObjectiveC

/// Calls a Swift closure from a recognizer's Objective-C action; kept alive by the recognizer.
@MainActor
private final class ActionTrampoline: NSObject {
    let body: (UIGestureRecognizer) -> Void
    init(_ body: @escaping (UIGestureRecognizer) -> Void) { self.body = body }
    @objc func fire(_ sender: UIGestureRecognizer) { body(sender) }
}

/// Calls a Swift closure from a control's Objective-C action with the sender and the event.
@MainActor
private final class ControlTrampoline: NSObject {
    let body: (UIControl, UIEvent?) -> Void
    init(_ body: @escaping (UIControl, UIEvent?) -> Void) { self.body = body }
    @objc func fire(_ sender: UIControl, event: UIEvent?) { body(sender, event) }
}

private var trampolinesKey: UInt8 = 0

extension NSObject {
    /// Keeps `trampoline` alive as long as the receiver.
    fileprivate func retainTrampoline(_ trampoline: NSObject) {
        var list = objc_getAssociatedObject(self, &trampolinesKey) as? [NSObject] ?? []
        list.append(trampoline)
        objc_setAssociatedObject(self, &trampolinesKey, list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

extension UIGestureRecognizer {
    /// `UITapGestureRecognizer(target: self, action: Type.handleTap)`; the target is held weakly.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// `recognizer.addTarget(self, action: Type.handlePan)`; the target is held weakly.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
    ) {
        let trampoline = ActionTrampoline { [weak target] recognizer in
            guard let target else { return }
            action(target)(recognizer as! Recognizer)
        }
        retainTrampoline(trampoline)
        addTarget(trampoline, action: #selector(ActionTrampoline.fire(_:)))
    }
}

extension UIGestureRecognizer {
    /// `UITapGestureRecognizer(target: self, action: Type.dismiss)` for a method taking nothing.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `recognizer.addTarget(self, action: Type.dismiss)` for a method taking nothing.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        let trampoline = ActionTrampoline { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
        retainTrampoline(trampoline)
        addTarget(trampoline, action: #selector(ActionTrampoline.fire(_:)))
    }
}

extension UIControl {
    /// `control.addTarget(self, action: Type.save, for: .touchUpInside)`; the target is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> @MainActor () -> Void, for controlEvents: UIControl.Event
    ) {
        addAction(UIAction { [weak target] _ in target.map { action($0)() } }, for: controlEvents)
    }

    /// `control.addTarget(self, action: Type.buttonTapped, for: .touchUpInside)` with the sender.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void, for controlEvents: UIControl.Event
    ) {
        addAction(
            UIAction { [weak target] uiAction in
                guard let target, let sender = uiAction.sender as? Sender else { return }
                action(target)(sender)
            }, for: controlEvents)
    }
}
extension UIControl {
    /// `control.addTarget(self, action: Type.rowTapped, for: .touchUpInside)` with the sender and
    /// the event (nil when the actions were sent from code).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender, UIEvent?) -> Void,
        for controlEvents: UIControl.Event
    ) {
        let trampoline = ControlTrampoline { [weak target] control, event in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        }
        retainTrampoline(trampoline)
        addTarget(trampoline, action: #selector(ControlTrampoline.fire(_:event:)), for: controlEvents)
    }

    /// As above, for a method whose event parameter is not optional (`event: UIEvent`): it is
    /// not called for actions sent from code with no event, as on ResponderKit.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender, UIEvent) -> Void,
        for controlEvents: UIControl.Event
    ) {
        let trampoline = ControlTrampoline { [weak target] control, event in
            guard let target, let sender = control as? Sender, let event else { return }
            action(target)(sender, event)
        }
        retainTrampoline(trampoline)
        addTarget(trampoline, action: #selector(ControlTrampoline.fire(_:event:)), for: controlEvents)
    }
}
#endif

import Foundation

extension UIControl {
    /// One registration: a selector for a target (nil: the responder chain), a method of a
    /// target, or a `UIAction`, for some events.
    struct _TargetAction {
        enum Kind {
            case selector(Selector)
            case method(@MainActor (AnyObject, UIControl, UIEvent?) -> Void)
            case action(UIAction)
        }
        weak var target: AnyObject?
        let isTargeted: Bool
        let kind: Kind
        var events: Event
    }

    // MARK: Registering (A1, C10)

    /// Sends `action` to `target` for `controlEvents`; a nil target means the responder chain
    /// (A1, A4). The target is not retained. Registering the same pair again adds the events.
    /// The target performs the action through its action table: a responder's `implement(_:_:)`,
    /// or an `ActionPerforming` object.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        // UIKit: A1
        let target = target.map { $0 as AnyObject }
        var entries = _targetActions._take()  // changed through `_take()`: see Collection+Take.swift
        if let index = entries.firstIndex(where: { entry in
            entry.target === target && entry.isTargeted == (target != nil) && entry.selector == action
        }) {
            entries[index].events.formUnion(controlEvents)
        } else {
            entries.append(
                _TargetAction(target: target, isTargeted: target != nil, kind: .selector(action), events: controlEvents)
            )
        }
        _targetActions = entries
    }

    /// Adds `entry` to the registrations.
    private func _append(_ entry: _TargetAction) {
        var entries = _targetActions._take()
        entries.append(entry)
        _targetActions = entries
    }

    /// Calls a method of `target` taking no argument: `addTarget(self, action: Self.save, for: .touchUpInside)`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> @MainActor () -> Void, for controlEvents: Event
    ) {
        _append(
            _TargetAction(
                target: target, isTargeted: true,
                kind: .method { object, _, _ in
                    action(object as! Target)()
                }, events: controlEvents))
    }

    /// Calls a method of `target` taking the sender (a `UIControl` or a subclass of it).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void, for controlEvents: Event
    ) {
        _append(
            _TargetAction(
                target: target, isTargeted: true,
                kind: .method { object, control, _ in
                    let sender: Sender = _typedSender(control)
                    action(object as! Target)(sender)
                }, events: controlEvents))
    }

    /// Calls a method of `target` taking the sender and the event.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        _append(
            _TargetAction(
                target: target, isTargeted: true,
                kind: .method { object, control, event in
                    let sender: Sender = _typedSender(control)
                    action(object as! Target)(sender, event)
                }, events: controlEvents))
    }

    /// Calls a method of `target` taking the sender and the event, declared non-optional as
    /// UIKit's `(_ sender: UIButton, event: UIEvent)` usually is: a control sends an event with the
    /// actions a touch triggers. Actions sent from code with no event (`sendActions(for:)`) do
    /// not call it (UIKit would pass nil where Swift promised an event).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender, UIEvent) -> Void, for controlEvents: Event
    ) {
        _append(
            _TargetAction(
                target: target, isTargeted: true,
                kind: .method { object, control, event in
                    let sender: Sender = _typedSender(control)
                    // Deviation: no call without an event (UIKit calls with nil, which Swift's
                    // non-optional parameter cannot hold).
                    guard let event else { return }
                    action(object as! Target)(sender, event)
                }, events: controlEvents))
    }

    /// Stops sending `action` (nil: every action) to `target` (nil: every target) for
    /// `controlEvents`; registrations left with no events are removed.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        var entries = _targetActions._take()
        for index in entries.indices.reversed() {
            let entry = entries[index]
            guard case .action = entry.kind else {
                let targetMatches = target == nil || entry.target === target
                let actionMatches = action == nil || entry.selector == action
                if targetMatches && actionMatches {
                    entries[index].events.subtract(controlEvents)
                    if entries[index].events.isEmpty { entries.remove(at: index) }
                }
                continue
            }
        }
        _targetActions = entries
    }

    /// Runs `action`'s handler for `controlEvents` (iOS 14). Adding an action with the same
    /// identifier replaces it.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        var entries = _targetActions._take()
        entries.removeAll { $0.uiAction?.identifier == action.identifier }
        entries.append(_TargetAction(target: nil, isTargeted: false, kind: .action(action), events: controlEvents))
        _targetActions = entries
    }

    /// Stops running the action with `action`'s identifier for `controlEvents`; it is removed
    /// when it is left with no events. Nothing happens if it was not added.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action identified by `identifier` for `controlEvents`; it is removed
    /// when it is left with no events. Nothing happens if there is none.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        var entries = _targetActions._take()
        for index in entries.indices.reversed() where entries[index].uiAction?.identifier == identifier {
            entries[index].events.subtract(controlEvents)
            if entries[index].events.isEmpty { entries.remove(at: index) }
        }
        _targetActions = entries
    }

    // MARK: Inspecting

    /// The targets with registrations; `NSNull` stands for the responder chain. A target that is
    /// `Hashable` (every responder) is in the set itself, as in UIKit; any other object by its
    /// `ObjectIdentifier`.
    public var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for entry in _targetActions {
            if case .action = entry.kind { continue }
            if entry.isTargeted {
                if let target = entry.target {
                    targets.insert(
                        (target as? any Hashable).map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(target)))
                }
            } else {
                targets.insert(AnyHashable(NSNull()))
            }
        }
        return targets
    }

    /// Every event something is registered for.
    public var allControlEvents: Event {
        _targetActions.reduce([]) { $0.union($1.events) }
    }

    /// The selector names registered for `target` (nil: the responder chain) and `controlEvent`.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = _targetActions.compactMap { entry -> String? in
            guard let selector = entry.selector, entry.events.contains(controlEvent) else { return nil }
            let matches = object == nil ? !entry.isTargeted : entry.target === object
            return matches ? selector.description : nil
        }
        return names.isEmpty ? nil : names
    }

    // MARK: Sending (A2)

    /// Sends the actions registered for any of `controlEvents`, in registration order (A2, C10).
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        let application = _cachedWindow?._application
        application?._trace(.actions, .controlEvent(control: self, events: controlEvents))
        // UIKit: A2, C10 — recommended: registration order.
        for entry in _targetActions where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.kind {
            case .selector(let selector):
                // Observed (A1): the control holds its target weakly; once the target is
                // deallocated the pair reads as nil-targeted, so the action goes up the responder
                // chain (A3, A4) — in UIKit as here.
                if entry.isTargeted && entry.target == nil {
                    application?._trace(.actions, .actionTargetDeallocated(sender: self, action: selector))
                }
                sendAction(selector, to: entry.target, for: event)
            case .method(let call):
                guard let target = entry.target else {
                    // A method needs its object: with the target gone there is nothing to call.
                    application?._trace(.actions, .actionTargetDeallocated(sender: self, action: nil))
                    continue
                }
                application?._trace(.actions, .actionCalled(sender: self, target: target))
                call(target, self, event)
            case .action(let action):
                sendAction(action)
            }
        }
    }
}

extension UIControl._TargetAction {
    var selector: Selector? {
        if case .selector(let selector) = kind { return selector }
        return nil
    }

    var uiAction: UIAction? {
        if case .action(let action) = kind { return action }
        return nil
    }
}

/// `control` as the sender a typed action method takes; a control of another class reaching it
/// is a programming error (the method was registered on a control of its own class).
@MainActor
private func _typedSender<Sender: UIControl>(_ control: UIControl) -> Sender {
    guard let sender = control as? Sender else {
        preconditionFailure("\(_debugName(control)) sent an action to a method that takes \(Sender.self)")
    }
    return sender
}

import Foundation

/// An object that can respond to and handle events; the base of views, view controllers,
/// windows and the application.
///
/// The default implementations of the touch, press, motion and remote-control methods pass the
/// same message to `next` (T12, O1–O3), so an event climbs the responder chain until a subclass
/// handles it by overriding without calling super.
@preconcurrency @MainActor
open class UIResponder: _HandleOwner {
    /// Selectors this responder performs (DESIGN decision 2); nil until the first is added.
    final var _actionTable: [Selector: ActionHandler]?

    /// Overrides supplied at run time, standing for a subclass written in code (our addition;
    /// scenes use it). See `ResponderOverrides`.
    public var overrides: ResponderOverrides? {
        get { _overrides }
        set {
            _overrides = newValue
            _overridesDidChange()
        }
    }
    // Apart from the public property, which every delivery to a view reads: a public stored
    // property costs a run-time exclusivity check on every access.
    private var _overrides: ResponderOverrides?

    /// Views stop taking hit-testing's fast path while they have overrides.
    func _overridesDidChange() {}

    /// A responder with no `next`, no actions and no overrides.
    public init() {}

    // Views clear it first thing in their own deinit, before they let their subviews go.
    deinit { _handleStorage?.object = nil }

    /// Where the engine's zeroing references to this responder point (see `_Handle`).
    /// `nonisolated(unsafe)` because a view's `deinit`, which is nonisolated, clears it before
    /// letting its subviews go. Not a speed measure: a view may be released off the main actor
    /// (a main-actor class is `Sendable`), so `MainActor.assumeIsolated` would stop the program,
    /// and `isolated deinit` would oblige every subclass to write one.
    nonisolated(unsafe) var _handleStorage: _Handle?

    // MARK: The responder chain

    /// The next responder in the chain, or nil. Computed on each access (R7).
    // UIKit: R1
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// Fingers came down on this responder's view (or were forwarded from one below). The default
    /// passes the same touches to `next` (honouring its `overrides`); an override that handles
    /// touches without calling super should override all four touch methods, since every touch
    /// that began here later ends or is cancelled here (UIKit rules T5, T12).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // UIKit: T12
        let next = _forwarding(.touchesBegan, event)
        next?._receive(.touchesBegan, touches: touches, event: event)
    }

    /// Touches moved; only the touches that moved are passed, stationary ones are in
    /// `event.allTouches` (T4). The default passes them to `next` (T12).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let next = _forwarding(.touchesMoved, event)
        next?._receive(.touchesMoved, touches: touches, event: event)
    }

    /// Fingers lifted: the last message for these touches. The default passes them to `next`
    /// (T12).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let next = _forwarding(.touchesEnded, event)
        next?._receive(.touchesEnded, touches: touches, event: event)
    }

    /// These touches end without lifting: a recognizer took them (GV3), the view left its window
    /// (T13), or the host cancelled them. Also the last message for them. The default passes
    /// them to `next` (T12).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let next = _forwarding(.touchesCancelled, event)
        next?._receive(.touchesCancelled, touches: touches, event: event)
    }

    // MARK: Presses

    // UIKit: O3
    /// Buttons went down. Presses start at the key window's first responder, else the key window,
    /// and every later phase goes to the same responder (O3). The default passes them to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let next = _forwarding(.pressesBegan, event)
        next?._receive(.pressesBegan, presses: presses, event: event)
    }

    /// Presses changed while held. The default passes them to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let next = _forwarding(.pressesChanged, event)
        next?._receive(.pressesChanged, presses: presses, event: event)
    }

    /// Buttons were let go: the last message for these presses. The default passes them to
    /// `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let next = _forwarding(.pressesEnded, event)
        next?._receive(.pressesEnded, presses: presses, event: event)
    }

    /// These presses end without being let go: the host cancelled them, or a recognizer took
    /// them (sent only when this responder saw them begin). The default passes them to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let next = _forwarding(.pressesCancelled, event)
        next?._receive(.pressesCancelled, presses: presses, event: event)
    }

    // MARK: Motion and remote control

    // UIKit: O1
    /// A motion (a shake) began. Motion goes to the key window's first responder, else the key
    /// window (dropped with no key window); the default passes it to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let next = _forwarding(.motionBegan, event)
        next?._receive(.motionBegan, motion: motion, event: event)
    }

    /// The motion ended; UIKit reports no shakes in between (O1). The default passes it to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let next = _forwarding(.motionEnded, event)
        next?._receive(.motionEnded, motion: motion, event: event)
    }

    /// The motion was cancelled instead of ending. The default passes it to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let next = _forwarding(.motionCancelled, event)
        next?._receive(.motionCancelled, motion: motion, event: event)
    }

    // UIKit: O2
    /// A remote-control command; `event.subtype` says which. It starts where motion does (the
    /// first responder, else the key window); the default passes it to `next`.
    open func remoteControlReceived(with event: UIEvent?) {
        let next = _forwarding(.remoteControlReceived, event)
        next?._receive(.remoteControlReceived, event: event)
    }

    /// Delivers `message` as a call of the most-derived override: the run-time `overrides`, if
    /// any, else the method `message` names. The engine's dispatchers and the default forwarding
    /// deliver everything through here.
    func _receive(
        _ message: ResponderMessage, touches: Set<UITouch> = [], presses: Set<UIPress> = [],
        motion: UIEvent.EventSubtype? = nil, event: UIEvent?
    ) {
        guard let override = overrides?.receive else {
            _call(message, touches: touches, presses: presses, motion: motion, event: event)
            return
        }
        override(self, message, touches) {
            self._call(message, touches: touches, presses: presses, motion: motion, event: event)
        }
    }

    /// Calls the method `message` names.
    private func _call(
        _ message: ResponderMessage, touches: Set<UITouch>, presses: Set<UIPress>,
        motion: UIEvent.EventSubtype?, event: UIEvent?
    ) {
        let motion = motion ?? event?.subtype ?? .none
        switch message {
        case .touchesBegan: touchesBegan(touches, with: event)
        case .touchesMoved: touchesMoved(touches, with: event)
        case .touchesEnded: touchesEnded(touches, with: event)
        case .touchesCancelled: touchesCancelled(touches, with: event)
        case .pressesBegan: pressesBegan(presses, with: event as? UIPressesEvent)
        case .pressesChanged: pressesChanged(presses, with: event as? UIPressesEvent)
        case .pressesEnded: pressesEnded(presses, with: event as? UIPressesEvent)
        case .pressesCancelled: pressesCancelled(presses, with: event as? UIPressesEvent)
        case .motionBegan: motionBegan(motion, with: event)
        case .motionEnded: motionEnded(motion, with: event)
        case .motionCancelled: motionCancelled(motion, with: event)
        case .remoteControlReceived: remoteControlReceived(with: event)
        }
    }

    /// Returns `next`, tracing the hop when the event belongs to a tracing application.
    private func _forwarding(_ message: ResponderMessage, _ event: UIEvent?) -> UIResponder? {
        let next = self.next
        if let event, event._traceTopics.contains(.responders) {
            event._application?._trace(.responders, .forwarded(message: message, from: self, to: next))
        }
        return next
    }

    // MARK: First responder (F1–F6); the logic lives in UIResponder+FirstResponder.swift

    /// Default false (F1); a run-time override (``overrides``) answers first, here and in the
    /// built-in classes that override this property.
    open var canBecomeFirstResponder: Bool { overrides?.canBecomeFirstResponder ?? false }

    /// Default true (F1); a run-time override (``overrides``) answers first.
    open var canResignFirstResponder: Bool { overrides?.canResignFirstResponder ?? true }

    /// Asks the window's current first responder to resign, then, if it did, becomes first
    /// responder if `canBecomeFirstResponder` allows. False outside a window (F2, F3).
    @discardableResult
    open func becomeFirstResponder() -> Bool { _becomeFirstResponder() }

    /// Gives up first-responder status. Refuses (false) when `canResignFirstResponder` is false;
    /// overrides that refuse return false, and must otherwise call super (F4).
    @discardableResult
    open func resignFirstResponder() -> Bool { _resignFirstResponder() }

    /// The view shown in place of the keyboard while the receiver is first responder; nil by
    /// default (UIKit: the system keyboard, for responders that take text). Override to supply
    /// one. ResponderKit shows no keyboard or input views: the value is only stored and read.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard (or the input view) while the receiver is first
    /// responder; nil by default. As `inputView`, only stored and read.
    open var inputAccessoryView: UIView? { nil }

    /// True only for the one first responder of the receiver's window (F5).
    public var isFirstResponder: Bool { _hostWindow?._firstResponder === self }

    /// Called after the receiver became or stopped being its window's first responder, whatever
    /// the path (text fields send their editing events from here).
    func _firstResponderStatusDidChange() {}

    /// The window whose first responder this responder can be; nil when it is in none.
    var _hostWindow: UIWindow? { nil }

    // MARK: Actions (A5, A6); the table lives in UIResponder+Actions.swift

    /// True iff the receiver performs `action` (A6). Override to disable actions conditionally.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        // UIKit: A6
        guard let override = overrides?.canPerformAction else { return responds(to: action) }
        return override(self, action, sender) { self.responds(to: action) }
    }

    // MARK: Standard edit actions (A7)

    // UIKit's `UIResponderStandardEditActions`, which a responder implements by overriding these
    // (`override func copy(_ sender: Any?)`). Linux cannot see whether a subclass overrides one, so
    // the default `canPerformAction(_:withSender:)` does not count an override: a responder that
    // performs one says so in `canPerformAction(_:withSender:)` or with `implement(_:_:)`. When an
    // action reaches a responder that has not overridden it, the default below runs, does nothing,
    // and the action counts as not performed (UIKit would raise "unrecognized selector").

    /// `cut:`; the default does nothing and the action counts as not performed.
    open func cut(_ sender: Any?) { _editActionFellThrough = true }
    /// `copy:`; the default does nothing and the action counts as not performed.
    open func copy(_ sender: Any?) { _editActionFellThrough = true }
    /// `paste:`; the default does nothing and the action counts as not performed.
    open func paste(_ sender: Any?) { _editActionFellThrough = true }
    /// `select:`; the default does nothing and the action counts as not performed.
    open func select(_ sender: Any?) { _editActionFellThrough = true }
    /// `selectAll:`; the default does nothing and the action counts as not performed.
    open func selectAll(_ sender: Any?) { _editActionFellThrough = true }
    /// `delete:`; the default does nothing and the action counts as not performed.
    open func delete(_ sender: Any?) { _editActionFellThrough = true }

    /// Set by the default edit actions above, so that `_perform` can tell an override ran.
    var _editActionFellThrough = false

    /// The receiver if it can perform `action`, else `next`'s answer; nil if nobody can (A5).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        // UIKit: A5
        guard let override = overrides?.targetForAction else { return _defaultTarget(forAction: action, sender) }
        return override(self, action, sender) { self._defaultTarget(forAction: action, sender) }
    }

    private func _defaultTarget(forAction action: Selector, _ sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }
}

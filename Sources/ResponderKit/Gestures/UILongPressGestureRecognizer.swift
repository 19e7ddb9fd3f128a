import Foundation

/// A continuous recognizer for fingers held still (GB2).
///
/// Begins when `numberOfTouchesRequired` fingers have been down for `minimumPressDuration`
/// without moving more than `allowableMovement` (after `numberOfTapsRequired` taps); moving
/// further or lifting first makes it fail. Once begun, every move is `changed` and lifting a finger
/// ends it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds on the virtual clock, the fingers must stay down before the gesture
    /// begins; 0.5 by default. Counted from the moment the last required finger came down.
    public var minimumPressDuration: TimeInterval {
        get { _minimumPressDuration }
        set { _minimumPressDuration = newValue }
    }
    /// How far, in points, each finger may move before the gesture begins; moving further fails
    /// it. 10 by default (UIKit's header says pixels). No limit once it has begun.
    public var allowableMovement: CGFloat {
        get { _allowableMovement }
        set { _allowableMovement = newValue }
    }
    /// Taps to make before the press (0, the default: none). Each must lift within
    /// `maximumIntervalBetweenTaps` of the next coming down.
    public var numberOfTapsRequired: Int {
        get { _numberOfTapsRequired }
        set { _numberOfTapsRequired = newValue }
    }
    /// How many fingers must be down together; 1 by default. More fail the gesture.
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }
    /// The longest pause between the preliminary taps (our addition; as `UITapGestureRecognizer`).
    public var maximumIntervalBetweenTaps: TimeInterval {
        get { _maximumIntervalBetweenTaps }
        set { _maximumIntervalBetweenTaps = newValue }
    }

    // The parameters' storage: the recognizer reads them on every touch, and a read of a public
    // stored property costs a run-time exclusivity check.
    private var _minimumPressDuration: TimeInterval = 0.5
    private var _allowableMovement: CGFloat = 10
    private var _numberOfTapsRequired: Int = 0
    private var _numberOfTouchesRequired: Int = 1
    private var _maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var start: [UITouch: CGPoint] = [:]  // screen coordinates, fingers down
    private var tapsCompleted = 0

    public override init(target: Any? = nil, action: Selector? = nil) {
        super.init(target: target, action: action)
        allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        _cancelTimers()
        var start = self.start._take()  // changed through `_take()`: see Collection+Take.swift
        for touch in touches { start[touch] = _screenLocation(of: touch) }
        self.start = start
        if start.count > numberOfTouchesRequired {
            state = .failed
        } else if start.count == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired {
            _schedule(after: minimumPressDuration) { recognizer in
                if recognizer.state == .possible { recognizer.state = .began }
            }
        }
    }

    /// Before the gesture begins, fails when a finger has moved more than `allowableMovement`;
    /// once it has begun, every move is `changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let moved = touches.contains { touch in
                start[touch].map { _screenLocation(of: touch).distance(to: $0) > allowableMovement } ?? false
            }
            if moved { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a gesture under way. Before it began, all fingers lifting count as a preliminary tap
    /// if one is still required, and anything else fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        var start = self.start._take()
        for touch in touches { start[touch] = nil }
        self.start = start
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            // A preliminary tap: all fingers up before the press began.
            guard tapsCompleted < numberOfTapsRequired, start.isEmpty else {
                state = .failed
                return
            }
            tapsCompleted += 1
            _schedule(after: maximumIntervalBetweenTaps) { $0.state = .failed }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    // A press of an allowed button held for `minimumPressDuration` begins the gesture.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard state == .possible, _timers.isEmpty else { return }
        _schedule(after: minimumPressDuration) { recognizer in
            if recognizer.state == .possible { recognizer.state = .began }
        }
    }

    /// Ends a gesture under way; fails one that had not begun.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        state = state == .possible ? .failed : .ended
    }

    /// Cancels a gesture under way; fails one that had not begun.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        var start = self.start._take()
        start.removeAll(keepingCapacity: true)
        self.start = start
        tapsCompleted = 0
    }
}

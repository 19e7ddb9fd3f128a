import Foundation

/// A continuous recognizer for fingers held still (GB2).
///
/// Begins when `numberOfTouchesRequired` fingers have been down for `minimumPressDuration`
/// without moving more than `allowableMovement` (after `numberOfTapsRequired` taps); moving
/// further or lifting first makes it fail. Once begun, every move is `changed` and lifting a finger
/// ends it.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    public var minimumPressDuration: TimeInterval = 0.5
    public var allowableMovement: CGFloat = 10
    public var numberOfTapsRequired = 0
    public var numberOfTouchesRequired = 1
    /// The longest pause between the preliminary taps (our addition; as `UITapGestureRecognizer`).
    public var maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var start: [UITouch: CGPoint] = [:]   // screen coordinates, fingers down
    private var tapsCompleted = 0

    public override init(target: UIResponder? = nil, action: Selector? = nil) {
        super.init(target: target, action: action)
        allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        _cancelTimers()
        for touch in touches { start[touch] = _screenLocation(of: touch) }
        if start.count > numberOfTouchesRequired {
            state = .failed
        } else if start.count == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired {
            _schedule(after: minimumPressDuration) { recognizer in
                if recognizer.state == .possible { recognizer.state = .began }
            }
        }
    }

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

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { start[touch] = nil }
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

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        state = state == .possible ? .failed : .ended
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        start.removeAll(keepingCapacity: true)
        tapsCompleted = 0
    }
}

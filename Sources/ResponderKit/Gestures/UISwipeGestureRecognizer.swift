import Foundation

/// A discrete recognizer for a quick movement in one of the allowed directions (GB4).
///
/// Recognized when the fingers' centroid has moved `minimumDistance` along an allowed direction
/// within `maximumDuration`, straying sideways by at most `maximumDeviation` times the distance
/// along it. It fails when it takes too long, moves that far in no allowed direction, or the
/// fingers lift first.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take; several may be allowed at once. Directions are in
    /// screen coordinates: `down` is towards larger y.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// UIKit's bits: right 1, left 2, up 4, down 8.
        public let rawValue: UInt
        /// Any bits are kept; unnamed ones allow no direction.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards larger x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards smaller x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards smaller y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards larger y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions; `right` by default. Moving `minimumDistance` in any other
    /// direction fails the swipe.
    public var direction: Direction {
        get { _direction }
        set { _direction = newValue }
    }
    /// How many fingers swipe together; 1 by default. A finger more fails it; until all are
    /// down, moves are not judged.
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }

    // Observed: UIKit's swipe thresholds are undocumented (GB4 ❓); ours are named and configurable.
    /// How far the fingers must travel along the direction (our addition; default 50 pt).
    public var minimumDistance: CGFloat {
        get { _minimumDistance }
        set { _minimumDistance = newValue }
    }
    /// How long the swipe may take from the first finger down (our addition; default 0.5 s).
    public var maximumDuration: TimeInterval {
        get { _maximumDuration }
        set { _maximumDuration = newValue }
    }
    /// The sideways movement allowed, as a fraction of the distance along (our addition; 0.5).
    public var maximumDeviation: CGFloat {
        get { _maximumDeviation }
        set { _maximumDeviation = newValue }
    }

    // The parameters' storage: the recognizer reads them on every touch, and a read of a public
    // stored property costs a run-time exclusivity check.
    private var _direction: Direction = .right
    private var _numberOfTouchesRequired: Int = 1
    private var _minimumDistance: CGFloat = 50
    private var _maximumDuration: TimeInterval = 0.5
    private var _maximumDeviation: CGFloat = 0.5

    private var down: [UITouch] = []
    private var start: CGPoint?  // screen coordinates
    private var window: UIWindow? {
        get { windowReference.wrappedValue }
        set { windowReference = _Weak(wrappedValue: newValue) }  // set whole (see `_Weak`)
    }
    private var windowReference = _Weak<UIWindow>(wrappedValue: nil)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        var down = self.down._take()  // changed through `_take()`: see Collection+Take.swift
        down.append(contentsOf: touches._byFinger)
        self.down = down
        if down.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = centroid(of: down, _screenLocation(of:))
        window = down.first?.window
        if down.count == touches.count {
            _schedule(after: maximumDuration) { $0.state = .failed }
        }
    }

    /// With all the required fingers down, judges their centroid's travel since the last of them
    /// came down: recognized (`ended`) along an allowed direction, failed when it went as far
    /// another way.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, down.count == numberOfTouchesRequired else { return }
        let travel = centroid(of: down, _screenLocation(of:)) - start
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, travel.x, abs(travel.y)), (.left, -travel.x, abs(travel.y)),
            (.down, travel.y, abs(travel.x)), (.up, -travel.y, abs(travel.x))
        ]
        if candidates.contains(where: {
            direction.contains($0.0) && $0.along >= minimumDistance && $0.across <= $0.along * maximumDeviation
        }) {
            state = .ended
        } else if max(abs(travel.x), abs(travel.y)) >= minimumDistance {
            state = .failed
        }
    }

    /// Fails: a finger lifted before the swipe was recognized.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Where the swipe began, in `view`'s coordinates (GB4).
    open override func location(in view: UIView?) -> CGPoint {
        guard let start, let window else { return super.location(in: view) }
        return window.convert(window.convert(start, from: nil as UIWindow?), to: view)
    }

    open override func reset() {
        super.reset()
        var down = self.down._take()
        down._removeAllKeepingCapacity()
        self.down = down
        start = nil
    }
}

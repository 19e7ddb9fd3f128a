import Foundation

/// A discrete recognizer for a quick movement in one of the allowed directions (GB4).
///
/// Recognized when the fingers' centroid has moved `minimumDistance` along an allowed direction
/// within `maximumDuration`, straying sideways by at most `maximumDeviation` times the distance
/// along it. It fails when it takes too long, moves that far in no allowed direction, or the
/// fingers lift first.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1

    // Observed: UIKit's swipe thresholds are undocumented (GB4 ❓); ours are named and configurable.
    /// How far the fingers must travel along the direction (our addition; default 50 pt).
    public var minimumDistance: CGFloat = 50
    /// How long the swipe may take from the first finger down (our addition; default 0.5 s).
    public var maximumDuration: TimeInterval = 0.5
    /// The sideways movement allowed, as a fraction of the distance along (our addition; 0.5).
    public var maximumDeviation: CGFloat = 0.5

    private var down: [UITouch] = []
    private var start: CGPoint?          // screen coordinates
    @_Weak private var window: UIWindow?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        down.append(contentsOf: touches._byFinger)
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

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, down.count == numberOfTouchesRequired else { return }
        let travel = centroid(of: down, _screenLocation(of:)) - start
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, travel.x, abs(travel.y)), (.left, -travel.x, abs(travel.y)),
            (.down, travel.y, abs(travel.x)), (.up, -travel.y, abs(travel.x)),
        ]
        if candidates.contains(where: { direction.contains($0.0) && $0.along >= minimumDistance && $0.across <= $0.along * maximumDeviation }) {
            state = .ended
        } else if max(abs(travel.x), abs(travel.y)) >= minimumDistance {
            state = .failed
        }
    }

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
        down._removeAllKeepingCapacity()
        start = nil
    }
}

import Foundation

// UIView's block animations on the application's virtual clock (H10). There are no layers: the
// model values change at once, as in UIKit, and what the screen would show is computed from the
// running animations on demand (`presentationFrame`, `presentationAlpha`).

extension UIView {
    /// Options of `animate(withDuration:delay:options:animations:completion:)`. Only those that
    /// change what ResponderKit models are here: interaction (H10) and the timing curves, which
    /// `presentationFrame` follows, and `.beginFromCurrentState`, which is what ResponderKit always
    /// does. The others (`.repeat`, `.autoreverse`, the `.transition…` and `.override…` options,
    /// `.layoutSubviews`, `.allowAnimatedContent`, `.showHideTransitionViews`) are absent; see
    /// DifferencesFromUIKit.md.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lets the animated views receive touches while they animate (H10).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what the screen shows when a running animation changes the same view.
        /// Accepted, no effect: ResponderKit's animations always add to the running ones (as
        /// UIKit's have since iOS 8), so a view's presentation never jumps either way.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Slow at both ends, UIKit's default curve: the cubic Bézier (0.42, 0), (0.58, 1).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start: (0.42, 0), (1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end: (0, 0), (0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The two bits UIKit gives the curve.
        static let curveMask = AnimationOptions(rawValue: 3 << 16)
    }

    /// Runs `animations` at once, so that the model values (`frame`, `center`, `bounds`,
    /// `transform`, `alpha`, `backgroundColor`) take their final values, and animates every view
    /// whose values it set (even to the value they had) from the old values to the new ones, `delay` seconds from now for
    /// `duration` seconds of its application's clock. Until then the view is animating: unless
    /// `options` has `.allowUserInteraction` it takes no touches, nor does its subtree (H10), and
    /// hit-testing uses its final frame, never where it appears (`presentationFrame`).
    /// `completion(true)` runs when the animations end, on the clock of the first animated view's
    /// application.
    ///
    /// With nothing to animate (no value set, a duration of 0, or views in no
    /// application's window), `completion(true)` runs on the next turn of the first changed
    /// view's application, or, without one, before this returns.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let recorder = _AnimationRecorder()
        _AnimationRecorder.$current.withValue(recorder) { animations() }
        let duration = duration.isFinite ? max(0, duration) : 0
        let delay = delay.isFinite ? max(0, delay) : 0
        var groups: [(application: UIApplication, views: [UIView])] = []
        var firstApplication: UIApplication?
        for (view, before) in recorder.changes {
            // Observed: a value set to what it was animates too (Core Animation asks the view for an
            // action on every set), so the view takes no touches meanwhile all the same.
            guard let application = view._cachedWindow?._application else { continue }
            let after = _AnimatedValues(of: view)
            if firstApplication == nil { firstApplication = application }
            guard duration > 0 else { continue }
            let animation = _ViewAnimation(
                start: application.clock.now, delay: delay, duration: duration,
                curve: options.intersection(.curveMask),
                allowsUserInteraction: options.contains(.allowUserInteraction), delta: before - after)
            if let index = application._animationIndex(of: view) {
                application._animations[index].running.append(animation)
            } else {
                var entry = _ViewAnimations(view)
                entry.running.append(animation)
                application._animations.append(entry)
            }
            view._animationsDidChange(in: application)
            if let index = groups.firstIndex(where: { $0.application === application }) {
                groups[index].views.append(view)
            } else {
                groups.append((application, [view]))
            }
        }
        guard let clockOwner = groups.first?.application ?? firstApplication else {
            // Deviation: with no application there is no clock; UIKit calls it on the next turn.
            completion?(true)
            return
        }
        let end = duration > 0 ? delay + duration : 0
        // The application owns its clock, and the clock its timers: a timer holds its
        // application weakly, so an application released mid-animation is freed with them.
        for (application, views) in groups where application !== clockOwner {
            application.clock.schedule(after: end) { [weak application] in
                guard let application else { return }
                _endAnimations(of: views, in: application)
            }
        }
        let ownViews = groups.first?.views ?? []
        clockOwner.clock.schedule(after: end) { [weak clockOwner] in
            guard let clockOwner else { return }
            _endAnimations(of: ownViews, in: clockOwner)
            completion?(true)
        }
    }

    /// `animate(withDuration:delay:options:animations:completion:)`, as a spring. The model values,
    /// the duration, the delay and what the views may touch meanwhile (H10) are as that method's;
    /// `presentationFrame` follows the curve in `options` instead of a spring's motion, so
    /// `dampingRatio` and `velocity` are not used.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        // Deviation: no spring motion in presentationFrame (DifferencesFromUIKit.md, "Animations").
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and no options.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, no options and
    /// no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` so that none of its changes is animated, even inside an
    /// animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _AnimationRecorder.$current.withValue(nil) { actionsWithoutAnimation() }
    }

    /// Ends the view's running animations now, as `layer.removeAllAnimations()` would: from
    /// now on it shows its model values and takes touches (H10). Their completions still run when
    /// they would have ended (a container guards its own). Call it while the view is in its window.
    func _removeAllAnimations() {
        guard let application = _cachedWindow?._application, let index = application._animationIndex(of: self) else {
            return
        }
        application._animations.remove(at: index)
        _animationsDidChange(in: application)
    }

    /// Removes the animations of `views` that have ended by now.
    private static func _endAnimations(of views: [UIView], in application: UIApplication) {
        let now = application.clock.now
        for view in views {
            guard let index = application._animationIndex(of: view) else { continue }
            application._animations[index].running.removeAll { $0.end <= now }
            if application._animations[index].running.isEmpty { application._animations.remove(at: index) }
            view._animationsDidChange(in: application)
        }
    }

    // MARK: What the screen would show (ours)

    /// Whether the view is part of a running UIView animation (ours: UIKit would ask its layer's
    /// `animationKeys()`).
    public var isAnimating: Bool { !_runningAnimations.isEmpty }

    /// Whether every running animation of the view was given `.allowUserInteraction`; true when
    /// none runs (ours).
    public var animationsAllowUserInteraction: Bool { !_hitFlags.contains(.animatingWithoutInteraction) }

    /// How long the view's running animations still run, delays included, at the application's
    /// current time: 0 when none runs (ours: UIKit's would be read from its layer's animations).
    public var remainingAnimationTime: TimeInterval {
        guard let now = _cachedWindow?._application?.clock.now else { return 0 }
        return _runningAnimations.map { max(0, $0.end - now) }.max() ?? 0
    }

    /// Where the view appears now, in its superview's space: its frame with the running
    /// animations applied at the application's current time along their curves (ours: UIKit's
    /// `layer.presentation()?.frame`; ResponderKit has no layers). Equal to `frame` when the view
    /// is not animating. Hit-testing never reads it: it uses `frame`, the final values (H10).
    public var presentationFrame: CGRect {
        let running = _runningAnimations
        guard !running.isEmpty, let now = _cachedWindow?._application?.clock.now else { return _frame }
        let shown = _presented(running, at: now)
        let transform = shown.transform
        let size = shown.bounds.size
        let corners = [
            CGPoint(x: -size.width / 2, y: -size.height / 2), CGPoint(x: size.width / 2, y: -size.height / 2),
            CGPoint(x: -size.width / 2, y: size.height / 2), CGPoint(x: size.width / 2, y: size.height / 2)
        ]
        return boundingBox(
            of: corners.map {
                CGPoint(
                    x: shown.center.x + transform.a * $0.x + transform.c * $0.y + transform.tx,
                    y: shown.center.y + transform.b * $0.x + transform.d * $0.y + transform.ty)
            })
    }

    /// The `alpha` the view appears with now (ours, as `presentationFrame`); `alpha` when not
    /// animating.
    public var presentationAlpha: CGFloat {
        let running = _runningAnimations
        guard !running.isEmpty, let now = _cachedWindow?._application?.clock.now else { return _alpha }
        return _presented(running, at: now).alpha
    }

    /// The model values with each running animation's remaining part added (animations add up,
    /// as UIKit's have since iOS 8).
    private func _presented(_ running: [_ViewAnimation], at now: TimeInterval) -> _AnimatedValues {
        var shown = _AnimatedValues(of: self)
        for animation in running {
            shown.add(animation.delta, times: 1 - animation.progress(at: now))
        }
        return shown
    }

    var _runningAnimations: [_ViewAnimation] {
        guard let application = _cachedWindow?._application, let index = application._animationIndex(of: self) else {
            return []
        }
        return application._animations[index].running
    }

    /// Keeps the hit-test flag in step with the view's running animations.
    fileprivate func _animationsDidChange(in application: UIApplication) {
        let running = application._animationIndex(of: self).map { application._animations[$0].running } ?? []
        // UIKit: H10 — interaction is off while any animation of the view lacks the option.
        let blocked = running.contains { !$0.allowsUserInteraction }
        if blocked != _hitFlags.contains(.animatingWithoutInteraction) {
            _setHitFlag(.animatingWithoutInteraction, blocked)
        }
    }

    /// Called by every setter of an animatable value before it changes: inside an animation block,
    /// the view's values before the block are kept, once.
    @inline(__always)
    func _animatableValueWillChange() {
        if let recorder = _AnimationRecorder.current { recorder.willChange(self) }
    }
}

extension UIApplication {
    /// The views of this application that are part of a running UIView animation, in the order
    /// their first running animation started (ours: UIKit has no such list).
    public var animatingViews: [UIView] { _animations.map(\.view) }

    func _animationIndex(of view: UIView) -> Int? {
        _animations.firstIndex { $0.view === view }
    }
}

/// The views an animation block changed, with their values before it: the block runs with one
/// as a task-local value, so nothing is global and blocks nest.
@MainActor
final class _AnimationRecorder {
    @TaskLocal static var current: _AnimationRecorder?

    private(set) var changes: [(view: UIView, before: _AnimatedValues)] = []
    private var seen: Set<ObjectIdentifier> = []

    func willChange(_ view: UIView) {
        guard seen.insert(ObjectIdentifier(view)).inserted else { return }
        changes.append((view, _AnimatedValues(of: view)))
    }
}

/// The values a UIView animation interpolates: the stored geometry and alpha (`backgroundColor`
/// animates too, but only its change matters here).
struct _AnimatedValues {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform
    var alpha: CGFloat
    var backgroundColor: UIColor?

    @MainActor
    init(of view: UIView) {
        center = view._center
        bounds = view._bounds
        transform = view._transform
        alpha = view._alpha
        backgroundColor = view.backgroundColor
    }

    init(center: CGPoint, bounds: CGRect, transform: CGAffineTransform, alpha: CGFloat) {
        self.center = center
        self.bounds = bounds
        self.transform = transform
        self.alpha = alpha
    }

    /// What remains to animate: from minus to, entry by entry.
    static func - (from: _AnimatedValues, to: _AnimatedValues) -> _AnimatedValues {
        let a = from.transform, b = to.transform
        return _AnimatedValues(
            center: CGPoint(x: from.center.x - to.center.x, y: from.center.y - to.center.y),
            bounds: CGRect(
                x: from.bounds.minX - to.bounds.minX, y: from.bounds.minY - to.bounds.minY,
                width: from.bounds.width - to.bounds.width, height: from.bounds.height - to.bounds.height),
            transform: CGAffineTransform(
                a: a.a - b.a, b: a.b - b.b, c: a.c - b.c, d: a.d - b.d, tx: a.tx - b.tx, ty: a.ty - b.ty),
            alpha: from.alpha - to.alpha)
    }

    // Deviation: transforms are interpolated entry by entry, not decomposed as Core Animation does.
    mutating func add(_ delta: _AnimatedValues, times k: CGFloat) {
        guard k != 0 else { return }
        center.x += delta.center.x * k
        center.y += delta.center.y * k
        bounds = CGRect(
            x: bounds.minX + delta.bounds.minX * k, y: bounds.minY + delta.bounds.minY * k,
            width: bounds.width + delta.bounds.width * k, height: bounds.height + delta.bounds.height * k)
        let t = delta.transform
        transform = CGAffineTransform(
            a: transform.a + t.a * k, b: transform.b + t.b * k, c: transform.c + t.c * k, d: transform.d + t.d * k,
            tx: transform.tx + t.tx * k, ty: transform.ty + t.ty * k)
        alpha += delta.alpha * k
    }
}

/// One animation block's part on one view.
struct _ViewAnimation {
    let start: TimeInterval
    let delay: TimeInterval
    let duration: TimeInterval
    let curve: UIView.AnimationOptions
    let allowsUserInteraction: Bool
    /// From minus to.
    let delta: _AnimatedValues

    /// As the clock computes the fire time of the timer that ends it.
    var end: TimeInterval { start + (delay + duration) }

    /// How far along its curve the animation is at `now`: 0 until the delay has passed (the old
    /// values show meanwhile), 1 at the end.
    func progress(at now: TimeInterval) -> CGFloat {
        let elapsed = now - start - delay
        guard elapsed > 0 else { return 0 }
        guard elapsed < duration else { return 1 }
        let t = CGFloat(elapsed / duration)
        switch curve {
        case .curveLinear: return t
        case .curveEaseIn: return _ViewAnimation.bezier(t, 0.42, 0, 1, 1)
        case .curveEaseOut: return _ViewAnimation.bezier(t, 0, 0, 0.58, 1)
        default: return _ViewAnimation.bezier(t, 0.42, 0, 0.58, 1)
        }
    }

    /// The timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1) at time `t`: the curve's
    /// parameter for `t` found by bisection (60 halvings, exact in doubles), then its y.
    static func bezier(_ t: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> CGFloat {
        func component(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low: CGFloat = 0, high: CGFloat = 1
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if component(middle, x1, x2) < t { low = middle } else { high = middle }
        }
        return component((low + high) / 2, y1, y2)
    }
}

/// The running animations of one view, which they keep alive until they end (as Core Animation
/// keeps a layer's).
struct _ViewAnimations {
    let view: UIView
    var running: [_ViewAnimation] = []

    init(_ view: UIView) { self.view = view }
}

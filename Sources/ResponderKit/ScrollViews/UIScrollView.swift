import Foundation

/// A view that scrolls its content with a pan, and decides with its content which of them gets a
/// touch (S1–S5).
///
/// `contentOffset` is `bounds.origin` (S5). On touch-down, while `delaysContentTouches`, the
/// content waits `contentTouchDelay` seconds for `touchesBegan`: a finger that pans first scrolls
/// and the content never sees it; one that stays or lifts goes to the content (S1). Once content
/// tracks a touch, a pan takes it over only if `canCancelContentTouches` and
/// `touchesShouldCancel(in:)` agree (S3, S4). The `delegate` hears the drag begin and end and
/// every change of the offset.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The pan that scrolls; attached to the scroll view.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    let _contentTouchDelayRecognizer = ContentTouchDelayRecognizer()

    /// Told when the view scrolls and when a drag begins and ends. Not retained.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Extra scrollable space around the content, as UIKit's: a drag may scroll from
    /// `-contentInset.left` (top) to `contentSize.width - bounds.width + contentInset.right`
    /// (bottom). Zero by default.
    open var contentInset: UIEdgeInsets = .zero
    /// The insets scrolling uses: `contentInset` (ResponderKit models no safe area, so nothing is
    /// added to it).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The size of the scrollable content; zero by default. Panning clamps `contentOffset` to
    /// it, grown by `contentInset`, and the pan does not begin when the finger moves mostly along
    /// an axis where the content and its insets are no larger than the bounds.
    open var contentSize: CGSize = .zero
    /// Whether a vertical drag scrolls (and so takes the touch from the content) even when the
    /// content and its insets fit the bounds, as UIKit's bounce lets it; false by default, true
    /// for a table view. The offset stays within the content: no bounce is drawn or modelled.
    open var alwaysBounceVertical = false
    /// As `alwaysBounceVertical`, for horizontal drags; false by default.
    open var alwaysBounceHorizontal = false
    /// True by default; false disables `panGestureRecognizer` (a scroll under way is cancelled,
    /// UIKit rule GR6), so the view stops scrolling and its pan takes no touches.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Default true (S1).
    open var delaysContentTouches = true {
        didSet { _contentTouchDelayRecognizer.isEnabled = delaysContentTouches }
    }
    /// Default true (S3).
    open var canCancelContentTouches = true
    /// How a drag of the scroll view dismisses the keyboard; `none` by default. With `onDrag` (or
    /// `onDragWithAccessory`), the first responder of the window is asked to resign
    /// (`resignFirstResponder()`, which it may refuse) when a drag begins, if it is one that shows
    /// a keyboard: it adopts `UIKeyInput` (a text field or text view) or has an `inputView`.
    /// `interactive` (and `interactiveWithAccessory`) dismisses only when the finger drags the
    /// keyboard itself down, and ResponderKit has no keyboard: stored, no effect.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The smallest `zoomScale`; 1 by default (UIScrollView+Zoom.swift).
    open var minimumZoomScale: CGFloat = 1
    /// The largest `zoomScale`; 1 by default, so that a scroll view does not zoom until both are set.
    open var maximumZoomScale: CGFloat = 1
    var _zoomScale: CGFloat = 1
    /// Whether the horizontal scroll indicator shows while scrolling; true by default. Stored, no
    /// effect: ResponderKit draws no indicators.
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows while scrolling; true by default. Stored, no effect.
    open var showsVerticalScrollIndicator = true
    /// How far the vertical indicator is inset from the edges; zero by default. Stored, no effect.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator is inset from the edges; zero by default. Stored, no effect.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// How dragging a scroll view dismisses the keyboard; raw values are UIKit's.
    public enum KeyboardDismissMode: Int, Sendable {
        /// `none`: it does not; `onDrag`: when a drag begins; `interactive`: as the finger drags the
        /// keyboard down; the `WithAccessory` forms dismiss the input accessory view too (iOS 16).
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    // Observed: UIKit's content-touch delay is undocumented (S1 ❓, ≈150 ms).
    /// How long content waits for `touchesBegan` while `delaysContentTouches` (our addition; 0.15 s).
    public var contentTouchDelay: TimeInterval {
        get { _contentTouchDelayRecognizer.delay }
        set { _contentTouchDelayRecognizer.delay = newValue }
    }

    private var offsetAtPanStart: CGPoint = .zero

    /// A scroll view with no content, with its content-touch delay recognizer and
    /// `panGestureRecognizer` attached.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        _attachRecognizers()
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _attachRecognizers()
    }

    private func _attachRecognizers() {
        addGestureRecognizer(_contentTouchDelayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        panGestureRecognizer.addTarget(self, action: UIScrollView._pan)
    }

    /// The scroll position: the bounds' origin (S5).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Every change of the bounds' origin (a drag, `contentOffset`, `setContentOffset(_:animated:)`)
    /// tells the delegate `scrollViewDidScroll(_:)`, as UIKit does.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != old { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// Sets `contentOffset` at once, unclamped (there is no animation).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Whether content `view` may receive the touches now beginning in it (S2). Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a scroll may take a touch that content `view` is tracking (S4): true unless `view` is
    /// a control.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        // UIKit: S4
        !(view is UIControl)
    }

    // UIKit: S3, S4 — the pan may take touches from content only with both permissions.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        // Observed: a scroll view that cannot scroll along the direction the finger mostly moves
        // does not begin (a vertical list leaves sideways swipes to its cells).
        let translation = panGestureRecognizer.translation(in: self)
        let horizontal = abs(translation.x) > abs(translation.y)
        let inset = adjustedContentInset
        let scrollable =
            horizontal
            ? alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
            : alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
        if !scrollable { return false }
        for touch in gestureRecognizer._touches where touch._delivery.reachesView {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    private func _pan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            offsetAtPanStart = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory {
                _dismissKeyboard()
            }
            fallthrough
        case .changed:
            // UIKit: S3 — clamped to the content, with no bouncing.
            let translation = pan.translation(in: self)
            let limits = reachableContentOffsets
            contentOffset = CGPoint(
                x: min(max(offsetAtPanStart.x - translation.x, limits.minX), limits.maxX),
                y: min(max(offsetAtPanStart.y - translation.y, limits.minY), limits.maxY))
        case .ended, .cancelled:
            // No deceleration is modelled: the scroll stops where the finger left it.
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }
}

extension UIScrollView {
    /// The content offsets a drag can reach, as a rectangle of offsets: from `-adjustedContentInset`
    /// (top, left) to `contentSize` minus the bounds' size plus the inset (bottom, right), and never
    /// less than the first. Dragging clamps `contentOffset` to it (S3); diagnosis asks it to know
    /// what scrolling brings into view. (Our addition: UIKit clamps without naming the range.)
    public var reachableContentOffsets: CGRect {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(contentSize.width - bounds.width + inset.right, minX)
        let maxY = max(contentSize.height - bounds.height + inset.bottom, minY)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Asks the window's first responder to resign when it shows a keyboard (`keyboardDismissMode`).
    fileprivate func _dismissKeyboard() {
        // Observed: UIKit says only "dismissed when a drag begins"; the responders that show a
        // keyboard are asked, and may refuse (TouchMeasurementTests, snippet S50).
        guard let window, let responder = window._firstResponder,
            responder is any UIKeyInput || responder.inputView != nil
        else { return }
        _ = responder._resignFirstResponder(for: .keyboardDismissOnDrag(self), in: window._application)
    }
}

/// Holds content touches back for a moment after touch-down (S1): it never recognizes; it fails
/// when the delay passes or the finger lifts, releasing `touchesBegan` to the content, unless the
/// scroll view's pan recognizes first and discards them.
@MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    var delay: TimeInterval = 0.15

    override init(target: Any? = nil, action: Selector? = nil) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard _timers.isEmpty else { return }
        _schedule(after: delay) { $0.state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    // It only delays; it never stops another recognizer.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIView {
    /// Whether a scroll view above this view refuses it `touch` (S2), asked innermost first.
    func _enclosingScrollViewDeclines(_ touch: UITouch, with event: UIEvent) -> Bool {
        // UIKit: S2
        var ancestor = _superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView, !scrollView.touchesShouldBegin([touch], with: event, in: self)
            {
                return true
            }
            ancestor = current._superview
        }
        return false
    }
}

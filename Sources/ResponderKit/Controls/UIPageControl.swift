import Foundation

/// Page dots: a tap that lifts on the left half goes back a page, on the right half forward one.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// 0 by default, which makes taps do nothing. Lowering it pulls `currentPage` back onto the
    /// last page.
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    /// The page shown, from 0. A tap moves it by one, never past the first or last page, and
    /// sends `valueChanged` if it changed; setting it in code sends nothing and is not clamped.
    open var currentPage = 0
    /// False by default. Kept for UIKit code; it does not hide the control or change its touches.
    open var hidesForSinglePage = false

    /// A control with no pages.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func _touchUp(_ touch: UITouch, inside: Bool) -> Event {
        guard inside, numberOfPages > 0 else { return [] }
        let forward = touch.location(in: self).x >= bounds.midX
        let page = min(max(currentPage + (forward ? 1 : -1), 0), numberOfPages - 1)
        guard page != currentPage else { return [] }
        currentPage = page
        return .valueChanged
    }

    // UIKit: C9
    override func _defaultActionBeats(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer._isSingleTap
    }
}

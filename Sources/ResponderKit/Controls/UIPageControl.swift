import Foundation

/// Page dots: a tap that lifts on the left half goes back a page, on the right half forward one.
@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    open var currentPage = 0
    open var hidesForSinglePage = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
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

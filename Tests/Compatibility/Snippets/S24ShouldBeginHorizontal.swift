// A pan that only begins for mostly horizontal movement, decided by the view.
import ResponderKit

class SwipeToDeleteView: UIView {
    let pan = UIPanGestureRecognizer()
    var offset: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        pan.addTarget(self, action: SwipeToDeleteView.panned)
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let translation = pan.translation(in: self)
        return abs(translation.x) > abs(translation.y)
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        offset = pan.translation(in: self).x
    }
}

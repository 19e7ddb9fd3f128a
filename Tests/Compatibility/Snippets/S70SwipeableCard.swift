// A Tinder-style card: drag it sideways, and past a threshold or a fast flick it flies off.
import ResponderKit

protocol SwipeCardDelegate: AnyObject {
    func cardDidSwipe(_ card: SwipeCardView, right: Bool)
}

class SwipeCardView: UIView {
    weak var delegate: SwipeCardDelegate?
    private var originalCenter = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 6
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SwipeCardView.didPan))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func didPan(_ recognizer: UIPanGestureRecognizer) {
        guard let container = superview else { return }
        let translation = recognizer.translation(in: container)
        switch recognizer.state {
        case .began:
            originalCenter = center
        case .changed:
            center = CGPoint(x: originalCenter.x + translation.x, y: originalCenter.y + translation.y)
            transform = CGAffineTransform(rotationAngle: translation.x / container.bounds.width * 0.4)
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: container)
            if abs(translation.x) > 120 || abs(velocity.x) > 800 {
                delegate?.cardDidSwipe(self, right: translation.x > 0)
            } else {
                UIView.animate(
                    withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.7,
                    initialSpringVelocity: 0, options: [.curveEaseOut]
                ) {
                    self.center = self.originalCenter
                    self.transform = .identity
                }
            }
        default:
            break
        }
    }
}

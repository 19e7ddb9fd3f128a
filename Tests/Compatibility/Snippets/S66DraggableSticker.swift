// A sticker the user drags around with a finger; it comes to the front when picked up.
import ResponderKit

class DraggableStickerView: UIImageView {
    private var touchOffset = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        contentMode = .scaleAspectFit
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let container = superview else { return }
        let point = touch.location(in: container)
        touchOffset = CGPoint(x: center.x - point.x, y: center.y - point.y)
        container.bringSubviewToFront(self)
        UIView.animate(withDuration: 0.15) {
            self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let container = superview else { return }
        let point = touch.location(in: container)
        center = CGPoint(x: point.x + touchOffset.x, y: point.y + touchOffset.y)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIView.animate(withDuration: 0.15) {
            self.transform = .identity
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }
}

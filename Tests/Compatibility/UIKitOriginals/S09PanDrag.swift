// Dragging a view around with a pan, resetting the translation each time.
import UIKit

class DraggableView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(DraggableView.handlePan(_:))))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(DraggableView.handlePan(_:))))
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let superview = superview else { return }
        let translation = pan.translation(in: superview)
        center = CGPoint(x: center.x + translation.x, y: center.y + translation.y)
        pan.setTranslation(.zero, in: superview)
    }
}

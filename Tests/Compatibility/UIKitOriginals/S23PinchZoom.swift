// Pinch to scale a view through its transform, resetting the recognizer's scale.
import UIKit

class ZoomableView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(ZoomableView.pinched(_:))))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func pinched(_ pinch: UIPinchGestureRecognizer) {
        guard pinch.state == .began || pinch.state == .changed else { return }
        transform = transform.scaledBy(x: pinch.scale, y: pinch.scale)
        pinch.scale = 1
    }
}

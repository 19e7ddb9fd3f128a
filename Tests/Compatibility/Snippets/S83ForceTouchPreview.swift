// A thumbnail that grows with the pressure of the finger on devices with 3D Touch.
import ResponderKit

class PressureThumbnailView: UIView {
    private(set) var pressure: CGFloat = 0

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if traitCollection.forceTouchCapability == .available {
            pressure = touch.force / touch.maximumPossibleForce
        } else {
            pressure = touch.majorRadius > 30 ? 1 : 0
        }
        let scale = 1 + pressure * 0.2
        transform = CGAffineTransform(scaleX: scale, y: scale)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressure = 0
        transform = .identity
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressure = 0
        transform = .identity
    }
}

// A 24-point close button whose touch area is grown to Apple's recommended 44 points.
import ResponderKit

final class CloseButton: UIButton {
    var minimumHitSize: CGFloat = 44

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 {
            return false
        }
        let dx = max(0, (minimumHitSize - bounds.width) / 2)
        let dy = max(0, (minimumHitSize - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }
}

@MainActor
func makeCloseButton() -> CloseButton {
    let button = CloseButton(type: .custom)
    button.setImage(UIImage(systemName: "xmark"), for: .normal)
    button.tintColor = .secondaryLabel
    button.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    button.accessibilityLabel = "Close"
    return button
}

// Extending a small button's tappable area with negative edge insets.
import ResponderKit

class HitAreaButton: UIButton {
    var hitTestEdgeInsets = UIEdgeInsets(top: -15, left: -15, bottom: -15, right: -15)

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        return bounds.inset(by: hitTestEdgeInsets).contains(point)
    }
}

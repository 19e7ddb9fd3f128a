// A view whose subview sticks out of its bounds and should still be tappable there.
import ResponderKit

class OverflowingContainer: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            let converted = subview.convert(point, from: self)
            if let hit = subview.hitTest(converted, with: event) { return hit }
        }
        return nil
    }
}

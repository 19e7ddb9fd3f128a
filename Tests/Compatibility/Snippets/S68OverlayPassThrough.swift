// A full-screen overlay that shows a tooltip but lets every touch outside its bubble through.
import ResponderKit

class TooltipOverlayView: UIView {
    let bubble = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        bubble.backgroundColor = UIColor.black.withAlphaComponent(0.85)
        bubble.layer.cornerRadius = 8
        addSubview(bubble)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hitView = super.hitTest(point, with: event)
        if hitView == self {
            removeFromSuperview()
            return nil
        }
        return hitView
    }
}

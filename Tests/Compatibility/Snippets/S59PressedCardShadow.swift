// A tile that sinks while pressed: its shadow tightens and it shrinks a little, then springs back.
import ResponderKit

class PressableTileView: UIView {
    var presses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 6)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 2)
        transform = CGAffineTransform(scaleX: 0.97, y: 0.97)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        restore()
        presses += 1
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        restore()
    }

    private func restore() {
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 6)
        transform = .identity
    }
}

// A cell-like view that highlights while a finger is down on it.
import ResponderKit

class HighlightingView: UIView {
    var normalColor: UIColor = .white
    var highlightColor: UIColor = .lightGray

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = highlightColor
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = normalColor
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = normalColor
        super.touchesCancelled(touches, with: event)
    }
}

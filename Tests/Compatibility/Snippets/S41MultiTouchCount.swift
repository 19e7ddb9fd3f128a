// A view that counts the fingers on it, with multiple touch turned on.
import ResponderKit

class FingerCounterView: UIView {
    private(set) var maximumFingers = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let count = event?.touches(for: self)?.count ?? touches.count
        maximumFingers = max(maximumFingers, count)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

// A checkbox built on UIButton: it toggles on touch-up inside and shows its state in its title.
import ResponderKit

class CheckboxButton: UIButton {
    var isChecked = false {
        didSet { setTitle(isChecked ? "☑ Remember me" : "☐ Remember me", for: .normal) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("☐ Remember me", for: .normal)
        setTitleColor(.darkGray, for: .normal)
        setTitleColor(.lightGray, for: .highlighted)
        addAction(UIAction { [unowned self] _ in self.isChecked.toggle() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isTouchInside {
            accessibilityIdentifier = "released outside"
        }
    }
}

// A rounded, outlined call-to-action button styled through its layer and title colours, that
// dims while a finger is down on it.
import ResponderKit

class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        tintColor = .white
        layer.cornerRadius = frame.height / 2
        layer.masksToBounds = true
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemBlue.cgColor
        setTitleColor(.white, for: .normal)
        setTitleColor(UIColor.white.withAlphaComponent(0.6), for: .highlighted)
        titleLabel?.font = .boldSystemFont(ofSize: 17)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.8 : 1 }
    }
}

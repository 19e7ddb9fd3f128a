// A filter chip: a control whose border and label colours follow its selection.
import ResponderKit

class FilterChip: UIControl {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = frame.height / 2
        layer.borderWidth = 1
        label.frame = bounds
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 14, weight: .medium)
        addSubview(label)
        updateAppearance()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isSelected: Bool {
        didSet { updateAppearance() }
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch = touch, bounds.contains(touch.location(in: self)) {
            isSelected.toggle()
            sendActions(for: .valueChanged)
        }
    }

    private func updateAppearance() {
        layer.borderColor = (isSelected ? UIColor.systemBlue : UIColor.separator).cgColor
        backgroundColor = isSelected ? UIColor.systemBlue.withAlphaComponent(0.12) : .secondarySystemBackground
        label.textColor = isSelected ? .systemBlue : .secondaryLabel
    }
}

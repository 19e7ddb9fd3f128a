// A favourite toggle that shows its state through its tint colour; its icon inherits the tint.
import ResponderKit

class FavoriteButton: UIButton {
    let icon = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.frame = bounds
        addSubview(icon)
        updateTint()
        addTarget(self, action: FavoriteButton.toggle, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func toggle() {
        isSelected.toggle()
        updateTint()
    }

    private func updateTint() {
        tintColor = isSelected ? .systemRed : .secondaryLabel
    }
}

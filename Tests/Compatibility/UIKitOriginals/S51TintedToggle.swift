// A favourite toggle that shows its state through its tint colour; its icon inherits the tint.
import UIKit

class FavoriteButton: UIButton {
    let icon = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.frame = bounds
        addSubview(icon)
        updateTint()
        addTarget(self, action: #selector(toggle), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc func toggle() {
        isSelected.toggle()
        updateTint()
    }

    private func updateTint() {
        tintColor = isSelected ? .systemRed : .secondaryLabel
    }
}

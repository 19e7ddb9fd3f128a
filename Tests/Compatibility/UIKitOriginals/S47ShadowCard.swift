// A card with a soft shadow and rounded corners that opens its detail when tapped.
import UIKit

class ProductCardView: UIView {
    let titleLabel = UILabel()
    var onOpen: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .label
        titleLabel.frame = CGRect(x: 16, y: 16, width: frame.width - 32, height: 22)
        addSubview(titleLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:))))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc func cardTapped(_ sender: UITapGestureRecognizer) {
        onOpen?()
    }
}

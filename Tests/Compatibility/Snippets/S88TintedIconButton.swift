// An icon button whose colour follows its tint, and greys out with its view when a sheet dims it.
import ResponderKit

class TintedIconView: UIView {
    let iconView = UIImageView()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.image = UIImage(systemName: "star.fill")?.withRenderingMode(.alwaysTemplate)
        iconView.contentMode = .scaleAspectFit
        caption.textAlignment = .center
        caption.font = .systemFont(ofSize: 12, weight: .medium)
        addSubview(iconView)
        addSubview(caption)
        tintColorDidChange()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        caption.textColor = tintAdjustmentMode == .dimmed ? .systemGray : tintColor
    }
}

// A badge raised above its siblings with layer.zPosition, added before the image it overlaps.
import ResponderKit

class AvatarView: UIView {
    let badge = UIButton(type: .custom)
    let photo = UIImageView()
    var badgeTaps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.frame = CGRect(x: frame.width - 24, y: 0, width: 24, height: 24)
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 12
        badge.layer.zPosition = 1
        badge.addAction(UIAction { [weak self] _ in self?.badgeTaps += 1 }, for: .touchUpInside)
        addSubview(badge)

        photo.frame = bounds
        photo.isUserInteractionEnabled = true
        addSubview(photo)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

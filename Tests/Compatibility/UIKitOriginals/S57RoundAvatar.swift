// A round, tappable avatar image: clipped with clipsToBounds, outlined through its layer.
import UIKit

class ProfileHeaderView: UIView {
    let avatar = UIImageView()
    var avatarTaps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
        avatar.layer.cornerRadius = 32
        avatar.clipsToBounds = true
        avatar.layer.borderWidth = 2
        avatar.layer.borderColor = UIColor.white.cgColor
        avatar.isUserInteractionEnabled = true
        avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))
        addSubview(avatar)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc func avatarTapped() {
        avatarTaps += 1
    }
}

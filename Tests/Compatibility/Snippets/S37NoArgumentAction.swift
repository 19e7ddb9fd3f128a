// A tappable avatar image: interaction turned on, and an action method that takes no argument.
import ResponderKit

class ProfileViewController: UIViewController {
    let avatar = UIImageView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
    var avatarTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.isUserInteractionEnabled = true
        avatar.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: ProfileViewController.avatarTapped))
        view.addSubview(avatar)
    }

    func avatarTapped() {
        avatarTaps += 1
    }
}

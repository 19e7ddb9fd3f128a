// The sign-in screen's buttons, styled in code in viewDidLoad.
import ResponderKit

class SignInScreenViewController: UIViewController {
    let signInButton = UIButton(type: .system)
    let forgotButton = UIButton(type: .system)
    private(set) var signInCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.setTitleColor(.lightGray, for: .disabled)
        signInButton.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        signInButton.backgroundColor = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1.0)
        signInButton.layer.cornerRadius = 10
        signInButton.clipsToBounds = true
        signInButton.frame = CGRect(x: 24, y: 300, width: view.bounds.width - 48, height: 50)
        signInButton.addTarget(self, action: SignInScreenViewController.signInTapped, for: .touchUpInside)
        view.addSubview(signInButton)

        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
        forgotButton.tintColor = .systemGray
        forgotButton.contentHorizontalAlignment = .right
        forgotButton.frame = CGRect(x: 24, y: 360, width: view.bounds.width - 48, height: 30)
        view.addSubview(forgotButton)
    }

    private func signInTapped() {
        signInCount += 1
        signInButton.isEnabled = false
    }
}

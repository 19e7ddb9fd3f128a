// A sign-in form in a scroll view: rounded text fields with placeholders, return moves to the
// next field, and dragging the form dismisses the keyboard.
import ResponderKit

class LoginFormViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let emailField = UITextField()
    let passwordField = UITextField()
    var submitted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 2)
        scrollView.keyboardDismissMode = .onDrag
        view.addSubview(scrollView)

        emailField.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 44)
        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        emailField.font = .systemFont(ofSize: 16)
        emailField.delegate = self

        passwordField.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 44)
        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self

        scrollView.addSubview(emailField)
        scrollView.addSubview(passwordField)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submitted = true
        }
        return false
    }
}

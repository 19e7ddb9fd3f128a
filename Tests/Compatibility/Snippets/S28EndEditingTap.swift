// Dismissing the keyboard with a tap on the background that does not cancel other touches.
import ResponderKit

class LoginViewController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        let tap = UITapGestureRecognizer(target: self, action: LoginViewController.dismissKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func dismissKeyboard(_ sender: UITapGestureRecognizer) {
        view.endEditing(true)
    }
}

// The canonical "tap anywhere to dismiss the keyboard", cancelsTouchesInView left true.
import UIKit

class SignUpViewController: UIViewController {
    let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 40))
    let bioView = UITextView(frame: CGRect(x: 20, y: 160, width: 280, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameField)
        view.addSubview(bioView)
        let tap = UITapGestureRecognizer(target: self, action: #selector(SignUpViewController.dismissKeyboard(_:)))
        view.addGestureRecognizer(tap)
    }

    @objc func dismissKeyboard(_ sender: UITapGestureRecognizer) {
        view.endEditing(true)
    }
}

// A sign-in form: return moves to the next field, then submits; the fields take at most 20 characters.
import ResponderKit

class SignInViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 40))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 160, width: 280, height: 40))
    var submitted = false
    var editing: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [emailField, passwordField] {
            field.delegate = self
            view.addSubview(field)
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editing.append(textField == emailField ? "email" : "password")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submitted = true
        }
        return true
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: string)
        return updated.count <= 20
    }
}

// Tapping anywhere outside the text fields hides the keyboard, without stealing taps from buttons.
import ResponderKit

class ProfileEditViewController: UIViewController {
    let nameField = UITextField()
    let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.frame = CGRect(x: 20, y: 100, width: 280, height: 40)
        nameField.borderStyle = .roundedRect
        view.addSubview(nameField)
        saveButton.frame = CGRect(x: 20, y: 160, width: 280, height: 44)
        saveButton.setTitle("Save", for: .normal)
        view.addSubview(saveButton)

        let tap = UITapGestureRecognizer(target: self, action: ProfileEditViewController.dismissKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func dismissKeyboard() {
        view.endEditing(true)
    }
}

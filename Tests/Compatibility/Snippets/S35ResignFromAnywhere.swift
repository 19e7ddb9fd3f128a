// Hiding the keyboard from anywhere by sending resignFirstResponder to nil.
import ResponderKit

extension UIViewController {
    func hideKeyboard() {
        UIApplication.shared.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil)
    }
}

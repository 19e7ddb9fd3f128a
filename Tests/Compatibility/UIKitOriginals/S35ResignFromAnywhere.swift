// Hiding the keyboard from anywhere by sending resignFirstResponder to nil.
import UIKit

extension UIViewController {
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

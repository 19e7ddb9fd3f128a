// A view that becomes first responder on tap and shows a custom input view.
import ResponderKit

class PickerField: UIView {
    let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { picker }
    override var inputAccessoryView: UIView? { toolbar }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        becomeFirstResponder()
    }
}

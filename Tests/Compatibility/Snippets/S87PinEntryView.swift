// A four-digit PIN entry that becomes first responder and takes digits from the keyboard.
import ResponderKit

class PinEntryView: UIView, UIKeyInput {
    private(set) var digits = ""
    var onComplete: ((String) -> Void)?
    var keyboardType: UIKeyboardType = .numberPad

    override var canBecomeFirstResponder: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PinEntryView.focus))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func focus() {
        becomeFirstResponder()
    }

    var hasText: Bool { !digits.isEmpty }

    func insertText(_ text: String) {
        guard digits.count < 4, text.allSatisfy(\.isNumber) else { return }
        digits += text
        if digits.count == 4 {
            resignFirstResponder()
            onComplete?(digits)
        }
    }

    func deleteBackward() {
        if !digits.isEmpty { digits.removeLast() }
    }
}

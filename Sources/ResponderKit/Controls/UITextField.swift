import Foundation

/// A one-line text field. A tap that lifts inside makes it first responder (F8); becoming and
/// leaving first responder send `editingDidBegin` and `editingDidEnd`, and every text change
/// made through `UIKeyInput` sends `editingChanged`.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// Empty by default. `insertText(_:)` and `deleteBackward()` change it and send
    /// `editingChanged`; setting it in code sends nothing.
    open var text: String? = ""
    /// Nil by default; kept for UIKit code, nothing reads it.
    open var placeholder: String?
    /// `none` by default, as a text field made in code. Stored, no effect (ResponderKit draws
    /// nothing; the border does not change where the field takes touches).
    open var borderStyle: BorderStyle = .none
    /// The system font at 17 points by default. Stored, no effect.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// `natural` by default. Stored, no effect.
    open var textAlignment: NSTextAlignment = .natural
    /// When the clear button shows; `never` by default. Stored, no effect: there is no clear
    /// button to tap.
    open var clearButtonMode: ViewMode = .never

    /// When an overlay view of the field shows; raw values are UIKit's.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// The border a text field draws; raw values are UIKit's.
    public enum BorderStyle: Int, Sendable {
        /// No border; a thin line; a bezel; a rounded rectangle.
        case none, line, bezel, roundedRect
    }
    /// The text's colour; black by default (UIKit's default is the label colour, black in light
    /// mode). Stored: ResponderKit draws no text.
    open var textColor: UIColor? = .black
    /// The text input traits (keyboard, return key, secure entry …): see UITextInputTraits.swift.
    var _traits = _TextInputTraits()

    /// An empty, enabled text field.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addGestureRecognizer(TextTapRecognizer())
    }

    /// Settable, as UIKit's text field: the view to show in place of the keyboard (not shown:
    /// ResponderKit has no keyboard).
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }
    private var _inputView: UIView?

    /// Settable, as UIKit's text field: the view to show above the keyboard (not shown).
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }
    private var _inputAccessoryView: UIView?

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(TextTapRecognizer())
    }

    /// Asked and told about editing; not retained.
    open weak var delegate: (any UITextFieldDelegate)?

    /// An enabled text field can become first responder.
    open override var canBecomeFirstResponder: Bool { overrides?.canBecomeFirstResponder ?? isEnabled }

    /// Asks the delegate's `textFieldShouldBeginEditing(_:)` first (unless the field is already
    /// first responder or cannot become it); false refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if !isFirstResponder, isEnabled, window != nil, let delegate, !delegate.textFieldShouldBeginEditing(self) {
            return false
        }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate's `textFieldShouldEndEditing(_:)` first, while the field is first
    /// responder; false keeps it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isFirstResponder, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        return super.resignFirstResponder()
    }

    /// Whether the field is being edited: it is the first responder.
    public var isEditing: Bool { isFirstResponder }

    override func _touchUp(_ touch: UITouch, inside: Bool) -> Event {
        // UIKit: F8
        if inside, !isFirstResponder { _ = becomeFirstResponder() }
        return []
    }

    override func _firstResponderStatusDidChange() {
        if isFirstResponder {
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
        } else {
            delegate?.textFieldDidEndEditing(self)
            sendActions(for: .editingDidEnd)
        }
    }

    // MARK: UIKeyInput

    /// Whether `text` is neither nil nor empty.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Appends `text`, if the delegate allows the change; a return ("\n") instead asks the
    /// delegate's `textFieldShouldReturn(_:)` and, unless it answers false, sends
    /// `editingDidEndOnExit` and resigns.
    public func insertText(_ text: String) {
        if text == "\n" {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            sendActions(for: .editingDidEndOnExit)
            _ = _resignFirstResponder(for: .returnKey, in: _hostWindow?._application)
            return
        }
        let current = self.text ?? ""
        let end = NSRange(location: current.utf16.count, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: end, replacementString: text) ?? true else { return }
        self.text = current + text
        sendActions(for: .editingChanged)
    }

    /// Removes the last character of `text`, if the delegate allows the change, and sends
    /// `editingChanged`; does nothing, and sends nothing, when there is no text.
    public func deleteBackward() {
        guard let current = text, let last = current.last else { return }
        let length = String(last).utf16.count
        let range = NSRange(location: current.utf16.count - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        text?.removeLast()
        sendActions(for: .editingChanged)
    }
}

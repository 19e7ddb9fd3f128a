import Foundation

/// A one-line text field. A tap that lifts inside makes it first responder (F8); becoming and
/// leaving first responder send `editingDidBegin` and `editingDidEnd`, and every text change
/// made through `UIKeyInput` sends `editingChanged`.
@MainActor
open class UITextField: UIControl, UIKeyInput {
    /// Empty by default. `insertText(_:)` and `deleteBackward()` change it and send
    /// `editingChanged`; setting it in code sends nothing.
    open var text: String? = ""
    /// Nil by default; kept for UIKit code, nothing reads it.
    open var placeholder: String?

    /// An empty, enabled text field.
    public override init(frame: CGRect) {
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

    /// An enabled text field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Whether the field is being edited: it is the first responder.
    public var isEditing: Bool { isFirstResponder }

    override func _touchUp(_ touch: UITouch, inside: Bool) -> Event {
        // UIKit: F8
        if inside, !isFirstResponder { _ = becomeFirstResponder() }
        return []
    }

    override func _firstResponderStatusDidChange() {
        sendActions(for: isFirstResponder ? .editingDidBegin : .editingDidEnd)
    }

    // MARK: UIKeyInput

    /// Whether `text` is neither nil nor empty.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Appends `text`; a return ("\n") instead sends `editingDidEndOnExit` and resigns.
    public func insertText(_ text: String) {
        if text == "\n" {
            sendActions(for: .editingDidEndOnExit)
            _ = resignFirstResponder()
            return
        }
        self.text = (self.text ?? "") + text
        sendActions(for: .editingChanged)
    }

    /// Removes the last character of `text` and sends `editingChanged`; does nothing, and sends
    /// nothing, when there is no text.
    public func deleteBackward() {
        guard hasText else { return }
        text?.removeLast()
        sendActions(for: .editingChanged)
    }
}

import Foundation

/// A multi-line text view (a scroll view, as in UIKit): it handles its touches, and a tap that lifts on it makes it first
/// responder while it is editable (F8).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Empty by default; `insertText(_:)` and `deleteBackward()` change it. A text view is not a
    /// control: it sends no editing events.
    open var text: String! = ""
    /// True by default; when false, the text view cannot become first responder, and a tap on
    /// it does nothing (it still keeps its touches).
    open var isEditable = true
    /// True by default; kept for UIKit code, nothing reads it (there is no selection).
    open var isSelectable = true
    /// Nil by default (UIKit's 12-point system font). Stored, no effect: ResponderKit draws no text.
    open var font: UIFont?
    /// Nil by default (the label colour). Stored, no effect.
    open var textColor: UIColor?
    /// `natural` by default. Stored, no effect.
    open var textAlignment: NSTextAlignment = .natural

    /// The delegate, if it is a text view delegate (`delegate` is typed as the scroll view's, and
    /// a `UITextViewDelegate` is one).
    var _textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// An empty, editable text view.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addGestureRecognizer(TextTapRecognizer())
    }

    /// Settable, as UIKit's text view: the view to show in place of the keyboard (not shown:
    /// ResponderKit has no keyboard).
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }
    private var _inputView: UIView?

    /// Settable, as UIKit's text view: the view to show above the keyboard (not shown).
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

    /// `isEditable`: only an editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { overrides?.canBecomeFirstResponder ?? isEditable }

    /// Asks the delegate's `textViewShouldBeginEditing(_:)` first (unless the text view is already
    /// first responder or cannot become it); false refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if !isFirstResponder, isEditable, window != nil, let delegate = _textViewDelegate,
            !delegate.textViewShouldBeginEditing(self)
        {
            return false
        }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate's `textViewShouldEndEditing(_:)` first, while the text view is first
    /// responder; false keeps it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isFirstResponder, let delegate = _textViewDelegate, !delegate.textViewShouldEndEditing(self) {
            return false
        }
        return super.resignFirstResponder()
    }

    override func _firstResponderStatusDidChange() {
        if isFirstResponder {
            _textViewDelegate?.textViewDidBeginEditing(self)
        } else {
            _textViewDelegate?.textViewDidEndEditing(self)
        }
    }

    // The text view keeps its touches: they do not travel up the responder chain.
    /// Does nothing: the text view keeps its touches, and they do not go up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Does nothing: the text view keeps its touches.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Does nothing: the text view keeps its touches.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A touch that lifts inside the bounds makes an editable text view first responder (F8);
    /// the touch goes no further up the chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // UIKit: F8
        let inside = touches.contains { bounds._contains($0.location(in: self)) }
        if inside, isEditable, !isFirstResponder { _ = becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    /// Whether `text` is not empty.
    public var hasText: Bool { !text.isEmpty }
    /// Appends `text`, `"\n"` included (a new line; it does not resign), if the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` allows it; then `textViewDidChange(_:)`.
    public func insertText(_ text: String) {
        let end = NSRange(location: self.text.utf16.count, length: 0)
        guard _textViewDelegate?.textView(self, shouldChangeTextIn: end, replacementText: text) ?? true else { return }
        self.text += text
        _textViewDelegate?.textViewDidChange(self)
    }

    /// Removes the last character of `text`, if any and if the delegate allows it; then
    /// `textViewDidChange(_:)`.
    public func deleteBackward() {
        guard let last = text.last else { return }
        let length = String(last).utf16.count
        let range = NSRange(location: text.utf16.count - length, length: length)
        guard _textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true else { return }
        text.removeLast()
        _textViewDelegate?.textViewDidChange(self)
    }
}

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
    /// Appends `text`, `"\n"` included (a new line; it does not resign).
    public func insertText(_ text: String) { self.text += text }
    /// Removes the last character of `text`, if any.
    public func deleteBackward() {
        if hasText { text.removeLast() }
    }
}

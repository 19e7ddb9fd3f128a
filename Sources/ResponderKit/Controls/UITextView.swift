import Foundation

/// A multi-line text view (a scroll view, as in UIKit): it handles its touches, and a tap that lifts on it makes it first
/// responder while it is editable (F8).
@MainActor
open class UITextView: UIScrollView, UIKeyInput {
    open var text: String! = ""
    open var isEditable = true
    open var isSelectable = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open override var canBecomeFirstResponder: Bool { isEditable }

    // The text view keeps its touches: they do not travel up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // UIKit: F8
        let inside = touches.contains { bounds._contains($0.location(in: self)) }
        if inside, isEditable, !isFirstResponder { _ = becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    public var hasText: Bool { !text.isEmpty }
    public func insertText(_ text: String) { self.text += text }
    public func deleteBackward() {
        if hasText { text.removeLast() }
    }
}

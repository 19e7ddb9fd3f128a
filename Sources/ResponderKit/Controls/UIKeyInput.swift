import Foundation

/// Text entry as a keyboard performs it on the first responder.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether the receiver holds any text; the built-in text field and text view ignore
    /// `deleteBackward()` when it is false.
    var hasText: Bool { get }
    /// Inserts what a key typed, `"\n"` for return.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (the last one: there is no selection).
    func deleteBackward()
}

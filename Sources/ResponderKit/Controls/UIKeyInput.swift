import Foundation

/// Text entry as a keyboard performs it on the first responder.
@MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

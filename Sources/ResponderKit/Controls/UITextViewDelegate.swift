import Foundation

/// What a text view asks and tells its `delegate` about editing, as UIKit's protocol of that name;
/// it refines the scroll view's delegate, and a text view's `delegate` is its scroll view's.
///
/// Every method has a default (the "should" ones answer true, the others do nothing), as UIKit's
/// are optional. As for any Swift protocol, a method added by a subclass of the class that declares
/// the conformance is not called.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before the text view becomes first responder; false refuses. Not asked when it
    /// already is.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Told after the text view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Asked before the text view resigns; false keeps it first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Told after the text view stopped being first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before `insertText(_:)` or `deleteBackward()` changes the text: `range` (in UTF-16
    /// units, as UIKit's) is replaced by `text`; false leaves the text as it is.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Told after `insertText(_:)` or `deleteBackward()` changed the text (not when code sets it).
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
}

import Foundation

/// What a text field asks and tells its `delegate` about editing, as UIKit's protocol of that name.
///
/// Every method has a default (the "should" ones answer true, the others do nothing), as UIKit's
/// are optional. As for any Swift protocol, a method added by a subclass of the class that declares
/// the conformance is not called.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before the field becomes first responder; false refuses (`becomeFirstResponder()`
    /// returns false). Not asked when it already is.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Told after the field became first responder, before its `editingDidBegin` actions.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before the field resigns; false keeps it first responder (`endEditing(true)` does not
    /// ask).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Told after the field stopped being first responder, before its `editingDidEnd` actions.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asked before `insertText(_:)` or `deleteBackward()` changes the text: `range` (in UTF-16
    /// units, as UIKit's) is replaced by `string`; false leaves the text as it is.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// Asked when return is typed (`insertText("\n")`); false stops the field's own handling
    /// (`editingDidEndOnExit` and resigning).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// True.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

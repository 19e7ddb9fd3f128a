import Foundation

/// An object outside the responder chain that performs action messages (our addition; DESIGN
/// decision 2).
///
/// In UIKit any object that has a method named after the selector can receive an action: an
/// explicit target, or an object that an override of `target(forAction:withSender:)` returns.
/// Linux has no Objective-C runtime to look the method up, so such an object says which actions
/// it performs and performs them, as a responder does with its action table (`implement(_:_:)`):
///
/// ```swift
/// final class Clipboard: ActionPerforming {
///     var copies = 0
///     func responds(to action: Selector) -> Bool { action == .copy }
///     func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
///         if action == .copy { copies += 1 }
///     }
/// }
/// ```
///
/// `UIApplication.sendAction(_:to:from:for:)` delivers an action to such an object when it is the
/// target, or when the responder chain's `target(forAction:withSender:)` returns it, provided it
/// `responds(to:)` the action. One that does not is traced as returned but not performing it.
@preconcurrency @MainActor
public protocol ActionPerforming: AnyObject {
    /// Whether the object performs `action`, as `NSObject.responds(to:)` for an action method.
    func responds(to action: Selector) -> Bool
    /// Performs `action`, as the action method would run: `sender` is the control, recognizer or
    /// object that sent it, `event` the event that caused it, if any.
    func perform(_ action: Selector, sender: Any?, event: UIEvent?)
}

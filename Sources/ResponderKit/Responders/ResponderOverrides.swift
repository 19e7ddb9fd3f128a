import Foundation

/// Overrides of a responder's event methods supplied at run time (our addition). Each closure
/// stands for an override written in the responder's most-derived class: it decides, and may call
/// `callSuper` — the class's own implementation — or not. Scenes use it to give any UIKit class
/// declared behaviours (seed 002's button that overrides `touchesBegan` without calling super).
///
/// `hitTest(_:with:)` and `point(inside:with:)` honour them on every call: `UIView`'s own
/// implementations consult them first. Messages honour them wherever the engine sends them —
/// delivery and the default forwarding up the chain; a direct call of `touchesBegan(_:with:)` in
/// code runs the class's method. For a class that overrides one of these methods in code, the
/// run-time override takes effect where that class calls super.
@preconcurrency @MainActor
public final class ResponderOverrides {
    /// Touch, press, motion and remote-control messages; `touches` is empty for the others.
    public var receive:
        (
            (_ responder: UIResponder, _ message: ResponderMessage, _ touches: Set<UITouch>, _ callSuper: () -> Void) ->
                Void
        )?
    /// `hitTest(_:with:)` of a view.
    public var hitTest: ((_ view: UIView, _ point: CGPoint, _ event: UIEvent?, _ callSuper: () -> UIView?) -> UIView?)?
    /// `point(inside:with:)` of a view.
    public var pointInside: ((_ view: UIView, _ point: CGPoint, _ event: UIEvent?, _ callSuper: () -> Bool) -> Bool)?
    /// `gestureRecognizerShouldBegin(_:)` of a view, asked where the engine asks the view (GV9).
    public var gestureRecognizerShouldBegin:
        ((_ view: UIView, _ gestureRecognizer: UIGestureRecognizer, _ callSuper: () -> Bool) -> Bool)?
    /// The shape of ``canPerformAction``.
    public typealias CanPerformAction = (
        _ responder: UIResponder, _ action: Selector, _ sender: Any?, _ callSuper: () -> Bool
    ) -> Bool
    /// The shape of ``targetForAction``.
    public typealias TargetForAction = (
        _ responder: UIResponder, _ action: Selector, _ sender: Any?, _ callSuper: () -> Any?
    ) -> Any?
    /// `canPerformAction(_:withSender:)` of a responder (A6); `callSuper` is UIKit's default.
    public var canPerformAction: CanPerformAction?
    /// `target(forAction:withSender:)` of a responder (A5); `callSuper` is UIKit's default, which
    /// asks `canPerformAction(_:withSender:)` and then the next responder.
    public var targetForAction: TargetForAction?
    /// `canBecomeFirstResponder`, when set.
    public var canBecomeFirstResponder: Bool?
    /// `canResignFirstResponder`, when set.
    public var canResignFirstResponder: Bool?

    /// What these overrides do in the scene format's words, by scene key (`hitTest: "passThrough"`,
    /// `pointInside: "{outsets: [10, 5, 10, 5]}"`, `touches: "handle"`), for tools that write a
    /// live hierarchy back as a scene file (ResponderCapture). Whoever installs an override that a
    /// scene key can say also sets its entry here, and removes it with the override; an override
    /// with no entry is one no scene key says, which a capture marks as overridden, its behaviour
    /// missing. The engine never reads it.
    public var declaredBehaviour: [String: String] = [:]

    /// No overrides: every method behaves as the class's own until a property is set.
    public init() {}
}

extension ResponderOverrides: BehaviourDeclaring {}

/// An object that can say what its overrides or answers do in the scene format's words (ours):
/// a responder's ``ResponderOverrides``, or a gesture recognizer's delegate whose answers are
/// constants a scene declared. ResponderCapture copies ``declaredBehaviour`` into the scene file
/// it writes; for any other object it probes the answers or marks them missing.
@preconcurrency @MainActor
public protocol BehaviourDeclaring: AnyObject {
    /// The object's behaviour by scene key, each value a YAML flow value (`handle`,
    /// `{falseFor: [tap]}`, `false`); keys it does not declare are absent.
    var declaredBehaviour: [String: String] { get }
}

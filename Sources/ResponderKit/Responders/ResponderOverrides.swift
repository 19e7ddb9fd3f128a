import Foundation

/// Overrides of a responder's event methods supplied at run time (our addition). Each closure
/// stands for an override written in the responder's most-derived class: it decides, and may call
/// `callSuper` — the class's own implementation — or not. Scenes use it to give any UIKit class
/// declared behaviours (seed 002's button that overrides `touchesBegan` without calling super).
///
/// The engine honours overrides wherever it calls these methods itself: delivery, default
/// forwarding up the chain, hit-testing and first-responder changes. A direct call of the method
/// in code (`view.hitTest(_:with:)`) runs the class's implementation, as a call to super would.
@MainActor
public final class ResponderOverrides {
    /// Touch, press, motion and remote-control messages; `touches` is empty for the others.
    public var receive: ((_ responder: UIResponder, _ message: ResponderMessage, _ touches: Set<UITouch>, _ callSuper: () -> Void) -> Void)?
    /// `hitTest(_:with:)` of a view.
    public var hitTest: ((_ view: UIView, _ point: CGPoint, _ event: UIEvent?, _ callSuper: () -> UIView?) -> UIView?)?
    /// `point(inside:with:)` of a view.
    public var pointInside: ((_ view: UIView, _ point: CGPoint, _ event: UIEvent?, _ callSuper: () -> Bool) -> Bool)?
    /// `canBecomeFirstResponder`, when set.
    public var canBecomeFirstResponder: Bool?
    /// `canResignFirstResponder`, when set.
    public var canResignFirstResponder: Bool?

    public init() {}
}

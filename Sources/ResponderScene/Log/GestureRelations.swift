import Foundation
import ResponderKit

/// What the scene's recognizers say about each other before any touch, as the arbiter would ask
/// it: failure requirements from `require(toFail:)`, from both subclasses and both delegates
/// (UIKit rules GC4, GC5), simultaneous recognition (GC1), and delegate answers that do not
/// depend on the touch. Lint and the log narrator read them to name the API that decided.
@MainActor
package enum GestureRelations {
    /// How `recognizer` comes to wait for `other` to fail, as the API that asks it, in words
    /// (`require(toFail:)`, `its delegate's gestureRecognizer(_:shouldRequireFailureOf:)` …);
    /// nil when nothing makes it wait. The same four questions as the arbiter, in its order.
    package static func requirement(of recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> String? {
        // UIKit: GC4
        if recognizer.failureRequirements.contains(where: { $0 === other }) { return "require(toFail:)" }
        // UIKit: GC5
        if recognizer.shouldRequireFailure(of: other) { return "its shouldRequireFailure(of:) override" }
        if other.shouldBeRequiredToFail(by: recognizer) {
            return "the shouldBeRequiredToFail(by:) override of the other"
        }
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true {
            return "its delegate's gestureRecognizer(_:shouldRequireFailureOf:)"
        }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true {
            return "the other's delegate's gestureRecognizer(_:shouldBeRequiredToFailBy:)"
        }
        return nil
    }

    /// Whether `recognizer` waits for `other` to fail, one way or another (GC4, GC5).
    package static func waits(_ recognizer: UIGestureRecognizer, forFailureOf other: UIGestureRecognizer) -> Bool {
        requirement(of: recognizer, toFail: other) != nil
    }

    /// Whether a delegate lets the two recognize together (GC1: true from either side is enough).
    package static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        // UIKit: GC1
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether the scene's delegate of `recognizer` always answers false to
    /// `gestureRecognizerShouldBegin(_:)` (`shouldBegin: false`): it never leaves possible (GV8).
    /// Only a scene's own delegate is known to answer the same for every touch.
    package static func neverBegins(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let delegate = recognizer.delegate as? SceneGestureDelegate else { return false }
        // UIKit: GV8
        return !delegate.gestureRecognizerShouldBegin(recognizer)
    }

    /// Whether the scene's delegate of `recognizer` declines every touch on `view`
    /// (`shouldReceive: false`, or `shouldReceive: {falseIn: …}` naming `view` or an ancestor):
    /// such a recognizer never sees a touch that begins there (GV7).
    package static func declinesTouches(_ recognizer: UIGestureRecognizer, on view: UIView) -> Bool {
        guard let delegate = recognizer.delegate as? SceneGestureDelegate else { return false }
        // UIKit: GV7
        return !delegate.shouldReceive
            || delegate.refusedIn.contains { $0.view.map { view.isDescendant(of: $0) } ?? false }
    }

    /// The phrase for `recognizer` waiting for `others` as the log and lint say it: the API of
    /// each requirement, once each, in order (`require(toFail:)`, `the delegate of `single`'s
    /// gestureRecognizer(_:shouldRequireFailureOf:)`), with `GC4`/`GC5`.
    package static func requirementsPhrase(
        of recognizer: UIGestureRecognizer, toFail others: [UIGestureRecognizer],
        name: (AnyObject) -> String
    ) -> String {
        var phrases: [String] = []
        for other in others {
            let phrase: String
            switch requirement(of: recognizer, toFail: other) {
            case "require(toFail:)", nil: phrase = "require(toFail:), GC4"
            case "its delegate's gestureRecognizer(_:shouldRequireFailureOf:)":
                phrase =
                    "the delegate of \(name(recognizer)) answers true to gestureRecognizer(_:shouldRequireFailureOf:), GC5"
            case "the other's delegate's gestureRecognizer(_:shouldBeRequiredToFailBy:)":
                phrase =
                    "the delegate of \(name(other)) answers true to gestureRecognizer(_:shouldBeRequiredToFailBy:), GC5"
            case "its shouldRequireFailure(of:) override":
                phrase = "\(name(recognizer))'s class overrides shouldRequireFailure(of:), GC5"
            default:
                phrase = "\(name(other))'s class overrides shouldBeRequiredToFail(by:), GC5"
            }
            if !phrases.contains(phrase) { phrases.append(phrase) }
        }
        return phrases.joined(separator: "; ")
    }
}

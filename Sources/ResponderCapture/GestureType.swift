#if canImport(UIKit) && !os(watchOS)
import UIKit
#else
import ResponderKit
#endif
import Foundation

/// A recognizer's type in the scene format, and its parameters as scene keys.
@MainActor
struct GestureType {
    /// The scene's `type` (`tap`, `pan` …).
    let name: String
    /// Whether the recognizer is of a subclass of the type's UIKit class (an app's own), whose
    /// code the scene cannot hold.
    let isSubclass: Bool

    /// The type of `recognizer`: declared by the engine (a scene's `observer`), or the UIKit class
    /// it is or extends; nil for a recognizer of another class.
    static func of(_ recognizer: UIGestureRecognizer) -> GestureType? {
        if let declared = Platform.declaredBehaviour(of: recognizer)["type"] {
            return GestureType(name: declared, isSubclass: false)
        }
        // Subclasses before their superclasses: a screen-edge pan is a pan.
        let classes: [(name: String, matches: Bool, type: AnyClass)] = [
            ("tap", recognizer is UITapGestureRecognizer, UITapGestureRecognizer.self),
            ("longPress", recognizer is UILongPressGestureRecognizer, UILongPressGestureRecognizer.self),
            ("screenEdgePan", recognizer is UIScreenEdgePanGestureRecognizer, UIScreenEdgePanGestureRecognizer.self),
            ("pan", recognizer is UIPanGestureRecognizer, UIPanGestureRecognizer.self),
            ("swipe", recognizer is UISwipeGestureRecognizer, UISwipeGestureRecognizer.self),
            ("pinch", recognizer is UIPinchGestureRecognizer, UIPinchGestureRecognizer.self),
            ("rotation", recognizer is UIRotationGestureRecognizer, UIRotationGestureRecognizer.self)
        ]
        if let match = classes.first(where: \.matches) {
            let exact = ObjectIdentifier(Swift.type(of: recognizer)) == ObjectIdentifier(match.type)
            return GestureType(name: match.name, isSubclass: !exact)
        }
        return nil
    }

    /// The type's parameters that differ from their defaults, as scene keys.
    func parameters(of recognizer: UIGestureRecognizer) -> [String] {
        var keys: [String] = []
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if tap.numberOfTapsRequired != 1 { keys.append("taps: \(tap.numberOfTapsRequired)") }
            if tap.numberOfTouchesRequired != 1 { keys.append("touches: \(tap.numberOfTouchesRequired)") }
            if let movement = Platform.allowableMovement(of: tap), movement != 10 {
                keys.append("allowableMovement: \(YAMLOut.number(movement))")
            }
        case let press as UILongPressGestureRecognizer:
            if press.numberOfTapsRequired != 0 { keys.append("taps: \(press.numberOfTapsRequired)") }
            if press.numberOfTouchesRequired != 1 { keys.append("touches: \(press.numberOfTouchesRequired)") }
            if press.minimumPressDuration != 0.5 {
                keys.append("minimumPressDuration: \(YAMLOut.number(press.minimumPressDuration))")
            }
            if press.allowableMovement != 10 {
                keys.append("allowableMovement: \(YAMLOut.number(press.allowableMovement))")
            }
        case let edge as UIScreenEdgePanGestureRecognizer:
            if !edge.edges.isEmpty { keys.append("edges: \(YAMLOut.edges(edge.edges))") }
        case let pan as UIPanGestureRecognizer:
            if pan.minimumNumberOfTouches != 1 { keys.append("minimumNumberOfTouches: \(pan.minimumNumberOfTouches)") }
            // UIKit's default is NSUIntegerMax; any count a hand can make is written.
            if pan.maximumNumberOfTouches < 1000 {
                keys.append("maximumNumberOfTouches: \(pan.maximumNumberOfTouches)")
            }
        case let swipe as UISwipeGestureRecognizer:
            let names: [(UISwipeGestureRecognizer.Direction, String)] = [
                (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")
            ]
            let directions = names.filter { swipe.direction.contains($0.0) }.map(\.1)
            if directions != ["right"], !directions.isEmpty { keys.append("direction: \(YAMLOut.list(directions))") }
            if swipe.numberOfTouchesRequired != 1 { keys.append("touches: \(swipe.numberOfTouchesRequired)") }
        default:
            break
        }
        return keys
    }

    /// A state as the event log names it.
    static func stateName(_ state: UIGestureRecognizer.State) -> String {
        let names = ["possible", "began", "changed", "ended", "cancelled", "failed"]
        return names.indices.contains(state.rawValue) ? names[state.rawValue] : "\(state.rawValue)"
    }
}

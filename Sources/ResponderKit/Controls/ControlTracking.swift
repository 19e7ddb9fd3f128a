import Foundation

/// The control events a touch produces, decided from where it is and where it was: a pure function
/// of the tracking rules (C3–C6); `UIControl` performs the result.
enum ControlTracking {
    /// The events of a touch coming down (C3).
    static func touchDown(tapCount: Int) -> UIControl.Event {
        // UIKit: C3
        tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown
    }

    /// The events of a move, given whether the touch was and is inside (C4); a crossing sends the
    /// crossing and the drag as one combined mask.
    static func move(wasInside: Bool, isInside: Bool) -> UIControl.Event {
        // UIKit: C4 — enter only after an exit, exit only after being inside.
        switch (wasInside, isInside) {
        case (true, true): .touchDragInside
        case (false, false): .touchDragOutside
        case (true, false): [.touchDragExit, .touchDragOutside]
        case (false, true): [.touchDragEnter, .touchDragInside]
        }
    }

    /// The events of the touch lifting (C5).
    static func up(isInside: Bool) -> UIControl.Event {
        // UIKit: C5
        isInside ? .touchUpInside : .touchUpOutside
    }

    /// Whether `point`, in the control's coordinates, counts as inside while tracking: the bounds
    /// grown by `margin` on every side (C7).
    static func isInside(_ point: CGPoint, bounds: CGRect, margin: CGFloat) -> Bool {
        // UIKit: C7 — recommended: a configurable margin, 70 pt by default.
        bounds.insetBy(dx: -margin, dy: -margin)._contains(point)
    }
}

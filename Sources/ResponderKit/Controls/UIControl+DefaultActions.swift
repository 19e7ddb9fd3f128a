import Foundation

// The gestures that are a control's own default action (C9), as predicates on recognizers.

extension UIGestureRecognizer {
    /// A single-finger single tap.
    var _isSingleTap: Bool {
        guard let tap = self as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// A single-finger swipe along the x axis only.
    var _isHorizontalSwipe: Bool {
        guard let swipe = self as? UISwipeGestureRecognizer else { return false }
        return swipe.numberOfTouchesRequired == 1 && swipe.direction.isSubset(of: [.left, .right])
    }

    /// A single-finger pan, moving more across than up or down so far.
    var _isHorizontalPan: Bool {
        guard let pan = self as? UIPanGestureRecognizer, pan.numberOfTouches == 1 else { return false }
        let translation = pan.translation(in: nil)
        return abs(translation.x) >= abs(translation.y)
    }

    /// Whether the gesture's touches all began inside `rect` of `view` (in its coordinates).
    func _began(in rect: CGRect, of view: UIView) -> Bool {
        !_touches.isEmpty
            && _touches.allSatisfy { touch in
                guard let window = touch.window else { return false }
                return rect._contains(window.convert(touch._startLocation, to: view))
            }
    }
}

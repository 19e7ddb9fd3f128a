import Foundation

/// The tap with which a text field or text view starts editing, as UIKit's text interaction
/// recognizers do (F8).
///
/// It sits on the text view itself, so it sees a touch before any recognizer of an ancestor
/// (GV1) and, of two single taps, recognizes first (GC6): an ancestor's "tap anywhere to dismiss
/// the keyboard" recognizer then fails instead of cancelling the field's touches, and the field
/// still becomes first responder. It cancels and delays nothing, so the view's own touch handling
/// goes on as before.
@MainActor
final class TextTapRecognizer: UITapGestureRecognizer {
    init() {
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
        addAction { recognizer in
            // UIKit: F8
            guard recognizer.state == .ended, let view = recognizer.view, !view.isFirstResponder,
                view.canBecomeFirstResponder
            else { return }
            view.becomeFirstResponder()
        }
    }
}

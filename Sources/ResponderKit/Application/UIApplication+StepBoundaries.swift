import Foundation

// What ResponderScene's script runner asks to tell a step's own touches from earlier steps'.

extension UIApplication {
    /// The number of the last touch update (`UITouch._update`): touches an update changes (by
    /// beginning, moving, lifting or being cancelled by input) carry its number, so a touch with
    /// a greater number than this was changed by input that came later. Not UIKit API.
    package var _lastTouchUpdate: Int { _touchUpdate }
}

extension UIGestureRecognizer {
    /// The greatest update number (`UIApplication._lastTouchUpdate`) among the touches the
    /// recognizer holds now (ended ones stay until reset), nil when it holds none. Not UIKit API.
    package var _latestTouchUpdate: Int? { _touches.lazy.map(\._update).max() }
}

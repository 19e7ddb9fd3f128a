import Foundation

extension UIView {
    /// The recognizers attached to the view, in the order they were added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for recognizer in _gestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any view it was attached to.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        var recognizers = _gestureRecognizers._take()
        recognizers.append(gestureRecognizer)
        _gestureRecognizers = recognizers
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`. A recognizer in the middle of a gesture is cancelled (began,
    /// changed) or fails (possible) first.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer._application?._gestures.recognizerWasDetached(gestureRecognizer)
        var recognizers = _gestureRecognizers._take()
        recognizers.removeAll { $0 === gestureRecognizer }
        _gestureRecognizers = recognizers
        gestureRecognizer.view = nil
    }
}

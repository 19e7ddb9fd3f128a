import Foundation

// DESIGN decision 11: checks that do real work only when RESPONDERKIT_INVARIANTS is defined
// (debug builds: the tests and `swift run`). A failure is a bug in the engine.

extension UIView {
    /// The receiver's links agree with its superview's and subviews', and its window is its
    /// superview's.
    @inline(__always)
    func _checkInvariants() {
        #if RESPONDERKIT_INVARIANTS
        if let superview = _superview {
            precondition(superview._subviews.contains { $0 === self }, "invariant: \(_debugName(self)) is not among its superview's subviews")
            precondition(_cachedWindow === superview._cachedWindow, "invariant: \(_debugName(self)) has a window other than its superview's")
        } else if !(self is UIWindow) {
            precondition(_cachedWindow == nil, "invariant: detached \(_debugName(self)) still names a window")
        }
        for subview in _subviews {
            precondition(subview._superview === self, "invariant: a subview of \(_debugName(self)) names another superview")
        }
        #endif
    }
}

extension UIApplication {
    /// After every event: first responders live in their windows, every live touch is bound to a
    /// view of its window or no longer reaches it, no view appears twice in one hierarchy, and
    /// recognizers have been reset after their terminal states.
    func _checkInvariants() {
        #if RESPONDERKIT_INVARIANTS
        for window in windows {
            if let responder = window._firstResponder {
                precondition(responder._hostWindow === window, "invariant: the first responder of a window is not in that window")
            }
            var seen = Set<ObjectIdentifier>()
            window._forEachInSubtree { view in
                precondition(seen.insert(ObjectIdentifier(view)).inserted, "invariant: \(_debugName(view)) appears twice in a hierarchy")
                precondition(view._cachedWindow === window, "invariant: \(_debugName(view)) names the wrong window")
            }
        }
        for touch in touchesEvent._touches where touch._reachesView {
            precondition(touch.view?._cachedWindow === touch.window, "invariant: a live touch reaches a view outside its window")
        }
        for recognizer in _gestures.participants {
            precondition(!recognizer._state.isTerminal, "invariant: \(_recognizerName(recognizer)) was not reset after \(recognizer._state)")
            precondition(recognizer._pendingRecognition == nil || recognizer._state == .possible,
                         "invariant: \(_recognizerName(recognizer)) waits to recognize while \(recognizer._state)")
        }
        #endif
    }
}

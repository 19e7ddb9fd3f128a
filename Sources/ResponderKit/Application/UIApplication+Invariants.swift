import Foundation

// DESIGN decision 11: checks that do real work only when RESPONDERKIT_INVARIANTS is defined
// (debug builds: the tests, `swift run`, every consumer's debug build). A failure is a bug in the
// engine. Each check costs what the change it follows costs: a mutation checks the links it made,
// an event the touches, first responders and recognizers it involved. The whole-hierarchy check
// runs only where a test asks for it (`_checkHierarchyInvariants()`).

extension UIView {
    /// After `view` was linked in at `position` of the receiver's subviews (before any hook runs):
    /// the two links agree. O(1).
    @inline(__always)
    func _checkInvariants(linked view: UIView, at position: Int) {
        #if RESPONDERKIT_INVARIANTS
        precondition(
            view._superview === self && _subviews[position] === view,
            "invariant: \(_debugName(view)) and its superview \(_debugName(self)) disagree about their link")
        #endif
    }

    /// After the receiver was unlinked from its superview (before any hook runs): it names no
    /// superview. O(1).
    @inline(__always)
    func _checkInvariantsAfterUnlinking() {
        #if RESPONDERKIT_INVARIANTS
        precondition(_superview == nil, "invariant: detached \(_debugName(self)) still names a superview")
        #endif
    }

    /// After the receiver's subtree was given a window (before any `didMoveToWindow` runs): the
    /// window is its superview's, or none when it has no superview. O(1); giving the window cost
    /// the subtree's size already.
    @inline(__always)
    func _checkWindowInvariant() {
        #if RESPONDERKIT_INVARIANTS
        if let superview = _superview {
            precondition(
                _cachedWindow === superview._cachedWindow,
                "invariant: \(_debugName(self)) has a window other than its superview's")
        } else if !(self is UIWindow) {
            precondition(_cachedWindow == nil, "invariant: detached \(_debugName(self)) still names a window")
        }
        #endif
    }
}

extension UIApplication {
    /// After every event: first responders live in their windows, every live touch is bound to a
    /// view of its window or no longer reaches it, and recognizers have been reset after their
    /// terminal states. O(windows + live touches + recognizers involved).
    func _checkInvariants() {
        #if RESPONDERKIT_INVARIANTS
        for window in windows {
            if let responder = window._firstResponder {
                precondition(
                    responder._hostWindow === window, "invariant: the first responder of a window is not in that window"
                )
            }
        }
        for touch in touchesEvent._touches where touch._delivery.reachesView {
            precondition(
                touch.view?._cachedWindow === touch.window, "invariant: a live touch reaches a view outside its window")
        }
        for recognizer in _gestures.participants {
            precondition(
                !recognizer._state.isTerminal,
                "invariant: \(_recognizerName(recognizer)) was not reset after \(recognizer._state)")
            precondition(
                recognizer._pendingRecognition == nil || recognizer._state == .possible,
                "invariant: \(_recognizerName(recognizer)) waits to recognize while \(recognizer._state)")
        }
        #endif
    }

    /// Walks every window's whole hierarchy: each view appears once, names the window it is in,
    /// and agrees with its superview and subviews about their links. O(views); the engine never
    /// calls it, the project's own tests do where they change hierarchies at random.
    package func _checkHierarchyInvariants() {
        for window in windows {
            var seen = Set<ObjectIdentifier>()
            window._forEachInSubtree { view in
                precondition(
                    seen.insert(ObjectIdentifier(view)).inserted,
                    "invariant: \(_debugName(view)) appears twice in a hierarchy")
                precondition(view._cachedWindow === window, "invariant: \(_debugName(view)) names the wrong window")
                for subview in view._subviews {
                    precondition(
                        subview._superview === view,
                        "invariant: a subview of \(_debugName(view)) names another superview")
                }
            }
        }
    }
}

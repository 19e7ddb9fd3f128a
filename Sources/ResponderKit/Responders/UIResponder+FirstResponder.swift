import Foundation

extension UIResponder {
    func _becomeFirstResponder() -> Bool {
        // UIKit: F3 — outside a window the request fails and nothing changes.
        guard let window = _hostWindow else { return false }
        let application = window._application
        if window._firstResponder === self { return true }
        // Observed: a change requested while another is under way (for example from inside
        // resignFirstResponder) is refused, which rules out endless ping-pong.
        guard !window._isChangingFirstResponder else {
            application?._trace(.firstResponder, .firstResponderRefused(responder: self, reason: .changeInProgress))
            return false
        }
        window._isChangingFirstResponder = true
        defer { window._isChangingFirstResponder = false }
        // UIKit: F2 — the current first responder is asked first and may refuse.
        if let current = window._firstResponder {
            guard current._resignFirstResponder(for: .becomeFirstResponder(self), in: application) else {
                application?._trace(
                    .firstResponder, .firstResponderRefused(responder: self, reason: .currentRefusedToResign))
                return false
            }
        }
        guard canBecomeFirstResponder else {
            application?._trace(
                .firstResponder, .firstResponderRefused(responder: self, reason: .cannotBecomeFirstResponder))
            return false
        }
        // The responder may have left the window while the old one resigned.
        guard _hostWindow === window else { return false }
        window._setFirstResponder(self)  // UIKit: F5
        return true
    }

    /// Whether the responder is `root`, below it, or a controller whose root view is.
    func _isInSubtree(of root: UIView) -> Bool {
        if let view = self as? UIView { return view.isDescendant(of: root) }
        if let view = (self as? UIViewController)?.viewIfLoaded { return view.isDescendant(of: root) }
        return false
    }

    func _resignFirstResponder() -> Bool {
        // UIKit: F4
        guard canResignFirstResponder else {
            _hostWindow?._application?._trace(
                .firstResponder, .firstResponderRefused(responder: self, reason: .refusedToResign))
            return false
        }
        if let window = _hostWindow, window._firstResponder === self {
            window._setFirstResponder(nil)
        }
        return true
    }
}

extension UIView {
    /// Makes the first responder among the receiver and its descendants resign; with `force` it
    /// resigns even if it refuses (F6). Returns true when no first responder is left in the
    /// subtree, including when there was none.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        // UIKit: F6
        guard let window = _cachedWindow, let responder = window._firstResponder else { return true }
        guard responder._isInSubtree(of: self) else { return true }
        if force {
            window._setFirstResponder(nil)
            return true
        }
        return responder._resignFirstResponder(for: .endEditing(self), in: window._application)
    }
}

extension UIResponder {
    /// Calls `resignFirstResponder()`, the most-derived override, as the engine does for
    /// `request`, and traces what it returned.
    func _resignFirstResponder(for request: ResignRequest, in application: UIApplication?) -> Bool {
        let resigned = resignFirstResponder()
        application?._trace(
            .firstResponder, .resignFirstResponderCalled(responder: self, request: request, returned: resigned))
        return resigned
    }
}

import Foundation

/// The body of an action: it may ignore the sender and the event, as an Objective-C action
/// method may take no argument, the sender, or the sender and the event (A1).
public typealias ActionHandler = @MainActor (_ sender: Any?, _ event: UIEvent?) -> Void

extension UIResponder {
    /// Makes the receiver perform `action` by running `handler` (DESIGN decision 2).
    ///
    /// This is what an Objective-C class does by defining a method named after the selector.
    /// Implementing a selector again replaces the earlier handler.
    public func implement(_ action: Selector, _ handler: @escaping ActionHandler) {
        _actionTable = _actionTable ?? [:]
        _actionTable![action] = handler
    }

    /// Stops the receiver performing `action` (it will no longer respond to it).
    public func removeImplementation(of action: Selector) {
        _actionTable?[action] = nil
    }

    /// Whether the receiver performs `action`: an implemented selector, or one of the methods every
    /// responder has (`resignFirstResponder`, `becomeFirstResponder`).
    public func responds(to action: Selector) -> Bool {
        if _actionTable?[action] != nil { return true }
        return action == .resignFirstResponder || action == .becomeFirstResponder
    }

    /// The selectors the receiver has `implement(_:_:)`ed, sorted by name (ours: what an
    /// Objective-C class's method list would show). `responds(to:)` is true for each.
    public var implementedActions: [Selector] {
        (_actionTable?.keys).map { $0.sorted { $0.description < $1.description } } ?? []
    }

    /// Performs `action` if the receiver responds to it; returns whether it did.
    @discardableResult
    func _perform(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        if let handler = _actionTable?[action] {
            handler(sender, event)
            return true
        }
        switch action {
        case .resignFirstResponder:
            _ = _resignFirstResponder(for: .action, in: _hostWindow?._application)
            return true
        case .becomeFirstResponder: _ = becomeFirstResponder(); return true
        case .cut, .copy, .paste, .select, .selectAll, .delete: return _performEditAction(action, sender: sender)
        default: return false
        }
    }

    /// Calls the edit-action method `action` names; true if an override ran without calling the
    /// default (A7).
    private func _performEditAction(_ action: Selector, sender: Any?) -> Bool {
        _editActionFellThrough = false
        switch action {
        case .cut: cut(sender)
        case .copy: copy(sender)
        case .paste: paste(sender)
        case .select: select(sender)
        case .selectAll: selectAll(sender)
        default: delete(sender)
        }
        defer { _editActionFellThrough = false }
        return !_editActionFellThrough
    }
}

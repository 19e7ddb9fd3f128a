import Foundation

// What UIKit's responders get from `NSObject` in Swift: `==` and hashing by identity, so views,
// windows, controllers and the application can be compared, put in sets (`Set<UIView>`), used as
// dictionary keys and wrapped in `AnyHashable`. `isEqual(_:)` itself is not modelled: `==` is
// identity and cannot be overridden.
extension UIResponder: Hashable {
    /// True when both are the same object (`NSObject`'s default `isEqual(_:)`).
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the object's identity, so equal responders hash alike.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

import Foundation

// What UIKit's recognizers get from `NSObject` in Swift: `==` and hashing by identity, for
// `AnyHashable(recognizer)`, sets of recognizers and dictionaries keyed by them.
extension UIGestureRecognizer: Hashable {
    /// True when both are the same object (`NSObject`'s default `isEqual(_:)`).
    public nonisolated static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }

    /// Hashes the object's identity, so equal recognizers hash alike.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

import Foundation

/// The traits of the environment a view or controller lives in, with UIKit's names. ResponderKit
/// models one device, a phone in portrait without 3D Touch, so every view and controller has the
/// same collection (`UITraitCollection.current`); traits never change, so nothing like
/// `traitCollectionDidChange(_:)` is called.
@preconcurrency @MainActor
public final class UITraitCollection {
    /// `phone`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// `light`.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// `compact`, as a phone's in portrait.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// `regular`, as a phone's in portrait.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// `unavailable`: touches made by ResponderKit (`UIApplication.touch`, scripts) carry no force
    /// (`UITouch.force` is 0). Input that gives a force (`RawTouch(force:)`) still has it.
    public let forceTouchCapability: UIForceTouchCapability

    private init() {
        userInterfaceIdiom = .phone
        userInterfaceStyle = .light
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        forceTouchCapability = .unavailable
    }

    /// The collection every view and controller has.
    public static let current = UITraitCollection()
}

/// Whether the device measures a touch's force (3D Touch); raw values are UIKit's.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown, unavailable, available
}

/// Light or dark appearance; raw values are UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A size class; raw values are UIKit's.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The kind of device; raw values are UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

/// What has a trait collection: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {
    /// `UITraitCollection.current`: the same for every view.
    public var traitCollection: UITraitCollection { .current }
}

extension UIViewController: UITraitEnvironment {
    /// `UITraitCollection.current`: the same for every controller.
    public var traitCollection: UITraitCollection { .current }
}

import Foundation

/// One byte per view that the fast hit-test walk reads instead of calling the view: eligibility
/// (H2.1, H4, H10), whether the transform is the identity, and whether the view's `hitTest` and
/// `point(inside:)` are certainly the default ones.
struct _HitFlags: OptionSet {
    var rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let hidden = _HitFlags(rawValue: 1 << 0)
    static let transparent = _HitFlags(rawValue: 1 << 1)
    static let interactionDisabled = _HitFlags(rawValue: 1 << 2)
    static let transformed = _HitFlags(rawValue: 1 << 3)
    /// The view's class is not one of ResponderKit's own, so it may override `hitTest`,
    /// `point(inside:)` or the eligibility properties.
    static let customClass = _HitFlags(rawValue: 1 << 4)
    /// The view has run-time `overrides`.
    static let overridden = _HitFlags(rawValue: 1 << 5)
    /// The view is part of a running UIView animation without `.allowUserInteraction` (H10).
    static let animatingWithoutInteraction = _HitFlags(rawValue: 1 << 6)

    /// A view with any of these does not receive touches, nor does its subtree.
    // UIKit: H10 — an animating view is one more flag of the same mask: the walk's test is unchanged.
    static let ineligible: _HitFlags = [.hidden, .transparent, .interactionDisabled, .animatingWithoutInteraction]
    /// A view with any of these must be asked through its own `hitTest(_:with:)`.
    static let custom: _HitFlags = [.customClass, .overridden]

    @inline(__always)
    mutating func set(_ flag: _HitFlags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }

    /// The flags of a new instance of `type`.
    @MainActor
    init(forInstanceOf type: UIView.Type) {
        self = type.isUserInteractionEnabledByDefault ? [] : .interactionDisabled
        if !_HitFlags.defaultHitTestingClasses.contains(ObjectIdentifier(type)) { insert(.customClass) }
    }

    /// ResponderKit's view classes, none of which overrides `hitTest(_:with:)`,
    /// `point(inside:with:)`, `isHidden`'s value, `alpha` or `isUserInteractionEnabled`.
    @MainActor
    static let defaultHitTestingClasses: Set<ObjectIdentifier> = Set(
        [
            UIView.self, UIWindow.self, UILabel.self, UIImageView.self, UIScrollView.self, UITextView.self,
            UIControl.self, UIButton.self, UISwitch.self, UISlider.self, UISegmentedControl.self,
            UIStepper.self, UIPageControl.self, UITextField.self
        ].map { ObjectIdentifier($0) })
}

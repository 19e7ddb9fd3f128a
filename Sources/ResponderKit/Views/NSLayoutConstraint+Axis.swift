import Foundation

/// UIKit's constraint class, here only as the namespace of ``Axis``, which `UIStackView.axis`
/// takes: ResponderKit has no Auto Layout, so there are no constraints to make or activate
/// (Documentation/DifferencesFromUIKit.md, "Not supported").
public enum NSLayoutConstraint {
    /// A direction of layout: the axis a stack view arranges its views along.
    public enum Axis: Int, Sendable, CaseIterable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

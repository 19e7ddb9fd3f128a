import Foundation
import ResponderKit
import ResponderScene

/// `small-target`: a visible control narrower or shorter than `Lint.minimumTargetSize` (44 pt)
/// that does not widen its hit area with a `pointInside` override is hard to hit. A standard
/// control at least as high as UIKit makes it (a rounded-rect text field 30 pt, a switch 31, a
/// slider 30, a segmented control 28, a stepper 29, a page control 26) and 44 pt wide is not reported for its
/// height: that is UIKit's default, and the threads never blame it.
struct SmallTargetRule: LintRule {
    let id = "small-target"
    let severity = LintSeverity.warning
    let summary = "a control under 44×44 pt, other than a standard control at its standard height"

    /// The smallest height of a standard control at UIKit's default size, by class.
    static func standardHeight(of view: UIView) -> CGFloat? {
        switch view {
        case is UITextField: 30
        case is UISwitch: 31
        case is UISlider: 30
        case is UISegmentedControl: 28
        case is UIStepper: 29
        // Observed: iOS 14's page control is 26 pt high at its intrinsic size (37 before);
        // pinned by "small-target: a standard control at UIKit's standard height is not reported
        // for its height".
        case is UIPageControl: 26
        default: nil
        }
    }

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        let minimumHeight = Self.standardHeight(of: view) ?? Lint.minimumTargetSize
        guard Lint.isVisibleTarget(view), view is UIControl,
            view.bounds.width < Lint.minimumTargetSize || view.bounds.height < minimumHeight,
            view.overrides?.pointInside == nil, ZeroSizeArrangedRule.collapsingStack(of: view) == nil
        else { return [] }
        let name = scene.displayName(of: view)
        return [
            finding(
                about: view, in: scene,
                "\(name) is \(TraceRecord.format(view.bounds.width))×\(TraceRecord.format(view.bounds.height)) pt, under 44×44",
                fix:
                    "make it at least 44×44 pt, or enlarge its hit area with point(inside:) (pointInside: {outsets: …})"
            )
        ]
    }
}

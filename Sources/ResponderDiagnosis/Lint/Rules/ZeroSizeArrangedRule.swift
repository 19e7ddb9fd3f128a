import Foundation
import ResponderKit
import ResponderScene

/// `zero-size-arranged`: a visible touch target that its stack view lays out with zero width or
/// height can never be touched — the classic "the button in my stack view has no size". The stack
/// says how it sizes the view (`UIStackView.arrangedSizing(of:)`): by the view's own size, which is
/// zero, or from room the stack does not have. A stack of zero size is `zero-size-ancestor`'s
/// finding instead.
struct ZeroSizeArrangedRule: LintRule {
    let id = "zero-size-arranged"
    let severity = LintSeverity.error
    let summary = "a touch target that its stack view lays out with zero width or height"

    /// The stack view that lays `view` out with zero width or height, and how, when `view` is a
    /// visible target and the stack has a size; `outside-ancestor` and `small-target` leave such a
    /// view to this rule, whose fix is the one that helps.
    static func collapsingStack(of view: UIView) -> (stack: UIStackView, sizing: ArrangedSizing)? {
        guard Lint.isVisibleTarget(view), let stack = view.superview as? UIStackView,
            stack.bounds.width > 0, stack.bounds.height > 0, let sizing = stack.arrangedSizing(of: view),
            sizing.frame.width == 0 || sizing.frame.height == 0
        else { return nil }
        return (stack, sizing)
    }

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard let (stack, sizing) = Self.collapsingStack(of: view) else { return [] }
        let horizontal = stack.axis == .horizontal
        let length = horizontal ? sizing.frame.width : sizing.frame.height
        let thickness = horizontal ? sizing.frame.height : sizing.frame.width
        let (lengthWord, thicknessWord) = horizontal ? ("wide", "tall") : ("tall", "wide")
        let (lengthNoun, thicknessNoun) = horizontal ? ("width", "height") : ("height", "width")
        let name = scene.displayName(of: view)
        let stackName = scene.displayName(of: stack)
        let start = "\(name) can never be touched: its stack view \(stackName) lays it out 0 pt"
        if length == 0 {
            guard sizing.keepsOwnLength else {
                return [
                    finding(
                        about: view, in: scene,
                        "\(start) \(lengthWord): the stack's other views and spacing take all its \(lengthNoun)",
                        fix:
                            "make \(stackName) \(horizontal ? "wider" : "taller"), or its spacing or other views smaller"
                    )
                ]
            }
            return [
                finding(
                    about: view, in: scene,
                    "\(start) \(lengthWord), because its distribution \(stack.distribution) keeps each view's own \(lengthNoun), and \(name) has none",
                    fix:
                        "give \(name) a \(lengthNoun) of its own (a frame, or an intrinsicContentSize), or set the distribution of \(stackName) to fillEqually",
                    change: (stack, "distribution", "fillEqually"))
            ]
        }
        guard thickness == 0 else { return [] }
        guard sizing.keepsOwnThickness else {
            return [
                finding(
                    about: view, in: scene,
                    "\(start) \(thicknessWord): \(stackName) leaves no \(thicknessNoun) for its views inside its layout margins",
                    fix:
                        "make the layoutMargins of \(stackName) smaller, or the stack \(horizontal ? "taller" : "wider")"
                )
            ]
        }
        return [
            finding(
                about: view, in: scene,
                "\(start) \(thicknessWord), because its alignment \(stack.alignment) keeps each view's own \(thicknessNoun), and \(name) has none",
                fix:
                    "give \(name) a \(thicknessNoun) of its own (a frame, or an intrinsicContentSize), or set the alignment of \(stackName) to fill",
                change: (stack, "alignment", "fill"))
        ]
    }
}

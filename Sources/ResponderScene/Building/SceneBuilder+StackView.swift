import Foundation
import ResponderKit

// Stack views in the scene format (Documentation/SceneFormat.md, "Stack views"): `class:
// UIStackView` with its settings and `arrangedSubviews`, each a view built there or the id of one
// of the stack's own `subviews`.

extension SceneBuilder {
    /// The settings of a stack view, which a script's `set` step may change too.
    nonisolated static let stackViewKeys = [
        "axis", "distribution", "alignment", "spacing", "layoutMargins", "layoutMarginsRelativeArrangement",
        "baselineRelativeArrangement"
    ]

    static let axes: KeyValuePairs<String, NSLayoutConstraint.Axis> = ["horizontal": .horizontal, "vertical": .vertical]
    static let distributions: KeyValuePairs<String, UIStackView.Distribution> = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering
    ]
    static let alignments: KeyValuePairs<String, UIStackView.Alignment> = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline
    ]

    /// Applies the stack view settings present in `fields`; any of them on another view is an
    /// error.
    static func applyStackViewSettings(_ fields: Fields, to view: UIView) throws {
        let present = stackViewKeys.filter { fields[$0] != nil }
        guard let first = present.first else { return }
        guard let stack = view as? UIStackView else {
            throw fields.keyValue(first).error(
                "'\(first)' does not apply to \(String(describing: type(of: view)))",
                hint: "only a UIStackView has it: add `class: UIStackView`")
        }
        if let value = fields["axis"] { stack.axis = try value.choice("axis", axes) }
        if let value = fields["distribution"] { stack.distribution = try value.choice("distribution", distributions) }
        if let value = fields["alignment"] { stack.alignment = try value.choice("alignment", alignments) }
        if let value = fields["spacing"] { stack.spacing = CGFloat(try value.number("spacing")) }
        if let value = fields["layoutMargins"] {
            let n = try value.numbers("layoutMargins", count: 4, shape: "[top, left, bottom, right]")
            stack.layoutMargins = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        if let value = fields["layoutMarginsRelativeArrangement"] {
            stack.isLayoutMarginsRelativeArrangement = try value.bool("layoutMarginsRelativeArrangement")
        }
        if let value = fields["baselineRelativeArrangement"] {
            stack.isBaselineRelativeArrangement = try value.bool("baselineRelativeArrangement")
        }
    }

    /// Arranges a stack view's `arrangedSubviews`, in order: a view written there is built and
    /// added; an id names one of the stack's `subviews`, built already. Then lays the stack out,
    /// so that its arranged views have their frames before anything reads them (lint, explain).
    mutating func buildArrangedSubviews(_ fields: Fields, of view: UIView, id: String) throws {
        guard let value = fields["arrangedSubviews"] else {
            (view as? UIStackView)?.layoutIfNeeded()
            return
        }
        guard let stack = view as? UIStackView else {
            throw fields.keyValue("arrangedSubviews").error(
                "'\(id)' is not a stack view, so it has no arranged subviews",
                hint: "add `class: UIStackView`, or write these views under `subviews:`")
        }
        for item in try value.sequence("arrangedSubviews") {
            let arranged: UIView
            if item.isMapping {
                arranged = try buildView(item)
            } else {
                let name = try item.string("an arranged subview")
                arranged = try scene.lookup(name, at: item, as: UIView.self, what: "a view")
                // Observed: UIKit would make any view a subview of the stack; in a scene, naming a
                // view that is elsewhere is a mistake, since the view is written where it lives.
                guard arranged.superview === stack else {
                    let subviews = stack.subviews.compactMap { scene.id(of: $0) }
                    throw item.error(
                        "'\(name)' is not a subview of '\(id)'",
                        hint: subviews.isEmpty
                            ? "write the view itself under `arrangedSubviews:`"
                            : "arrangedSubviews names the stack's own subviews (\(subviews.joined(separator: ", "))), or writes a view in full"
                    )
                }
            }
            if stack.arrangedSubviews.contains(where: { $0 === arranged }) {
                throw item.error(
                    "'\(scene.id(of: arranged) ?? name(of: arranged))' is arranged twice in '\(id)'",
                    hint: "a view has one place in its stack; remove one of them")
            }
            stack.addArrangedSubview(arranged)
        }
        stack.layoutIfNeeded()
    }

    private func name(of view: UIView) -> String { view.accessibilityIdentifier ?? "view" }
}

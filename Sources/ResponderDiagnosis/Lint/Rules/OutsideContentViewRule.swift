import Foundation
import ResponderKit
import ResponderScene

/// `outside-content-view`: a touch target added to a table or collection view cell itself rather
/// than to its `contentView`, where a cell's content belongs (Apple, `UITableViewCell.contentView`).
/// A table cell makes its content view when first asked for and puts it on top (TV17), so a
/// button added to the cell before that lies under it and never gets a touch: an error. Above the
/// content view it works, for now: a warning.
struct OutsideContentViewRule: LintRule {
    let id = "outside-content-view"
    let severity = LintSeverity.error
    let summary = "a touch target added to a table or collection view cell itself instead of its contentView"

    func findings(for view: UIView, in scene: Scene) -> [LintFinding] {
        guard Lint.isVisibleTarget(view), let cell = view.superview,
            case let contents = Self.contentViews(of: cell, in: scene), !contents.isEmpty,
            !contents.contains(where: { $0 === view }), (cell as? UITableViewCell)?.accessoryView !== view
        else { return [] }
        let name = scene.displayName(of: view)
        let cellName = scene.displayName(of: cell)
        let fix =
            "add \(name) to the cell's contentView (cell.contentView.addSubview(…); in a scene, list it under the row's `subviews:`, not `cellSubviews:`)"
        // UIKit: TV17 — asked of the engine: where a touch at the view's centre goes in the cell.
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: cell)
        if let hit = cell.hitTest(center, with: nil), hit !== view, !hit.isDescendant(of: view),
            contents.contains(where: { hit === $0 || hit.isDescendant(of: $0) })
        {
            return [
                finding(
                    about: view, in: scene,
                    "\(name) is a subview of the cell \(cellName) itself, under its contentView, which takes its touches: no touch reaches \(name)",
                    fix: fix)
            ]
        }
        return [
            finding(
                about: view, in: scene,
                "\(name) is a subview of the cell \(cellName) itself, not of its contentView: it works while it lies above the content view, which a table cell makes on top when first asked for (iOS 14)",
                fix: fix, severity: .warning)
        ]
    }

    /// The content views of `cell` when it is a table or collection view cell: its own, once
    /// made and unless hidden, and the one a dump printed (`UITableViewCellContentView`), which an
    /// imported cell has in front of its hidden own.
    private static func contentViews(of cell: UIView, in scene: Scene) -> [UIView] {
        let own: UIView?
        if let cell = cell as? UITableViewCell {
            own = cell._contentViewIfMade
        } else if let cell = cell as? UICollectionViewCell {
            own = cell.contentView
        } else {
            return []
        }
        let printed = cell.subviews.filter { subview in
            let name = scene.id(of: subview).flatMap { scene.declaredClasses[$0] }
            return name == "UITableViewCellContentView" || name == "UICollectionViewCellContentView"
        }
        return (own.map { $0.isHidden ? [] : [$0] } ?? []) + printed
    }
}

import Foundation
import ResponderKit

/// The declarative `hitTest` and `pointInside` overrides of the seed articles (DESIGN).
@MainActor
enum HitBehaviour {
    static func apply(_ fields: Fields, to view: UIView) throws {
        if let value = fields["hitTest"] {
            enum Mode { case normal, always, never, passThrough }
            let mode = try value.choice(
                "hitTest behaviour",
                ["default": Mode.normal, "self": .always, "none": .never, "passThrough": .passThrough])
            let overrides = view.overrides ?? ResponderOverrides()
            switch mode {
            case .normal: overrides.hitTest = nil
            // Seed 000 TEST_2: `return self`.
            case .always: overrides.hitTest = { view, _, _, _ in view }
            case .never: overrides.hitTest = { _, _, _, _ in nil }
            // An overlay that lets touches through to what is under it, but not to its subviews' gaps.
            case .passThrough:
                overrides.hitTest = { view, _, _, callSuper in
                    let hit = callSuper()
                    return hit === view ? nil : hit
                }
            }
            view.overrides = overrides
        }
        if let value = fields["pointInside"] {
            let overrides = view.overrides ?? ResponderOverrides()
            overrides.pointInside = try pointInside(value)
            view.overrides = overrides
        }
    }

    typealias PointInside = (UIView, CGPoint, UIEvent?, () -> Bool) -> Bool

    static func pointInside(_ value: Value) throws -> PointInside? {
        if value.isMapping {
            let fields = try value.fields("pointInside", keys: ["outsets", "corners"])
            if let outsets = fields["outsets"] {
                // Seed 003: an enlarged hit area, [top, left, bottom, right].
                let n = try outsets.numbers("outsets", count: 4, shape: "[top, left, bottom, right]")
                return { view, point, _, _ in
                    let b = view.bounds
                    return CGRect(
                        x: b.minX - n[1], y: b.minY - n[0], width: b.width + n[1] + n[3], height: b.height + n[0] + n[2]
                    ).contains(point)
                }
            }
            if let corners = fields["corners"] {
                // Seed 003: only squares of this side at the four corners.
                let side = CGFloat(try corners.number("corners"))
                guard side >= 0 else {
                    throw corners.error(
                        "corners must be 0 or more", hint: "write the corner radius in points, such as 20")
                }
                return { view, point, _, _ in
                    let b = view.bounds
                    guard b.contains(point) else { return false }
                    let nearX = point.x < b.minX + side || point.x >= b.maxX - side
                    let nearY = point.y < b.minY + side || point.y >= b.maxY - side
                    return nearX && nearY
                }
            }
            throw value.error(
                "pointInside needs 'outsets' or 'corners'", hint: "write {outsets: [t, l, b, r]} or {corners: 20}")
        }
        enum Mode { case bounds, withSubviews, withInteractiveSubviews, circle }
        let mode = try value.choice(
            "pointInside behaviour",
            [
                "bounds": Mode.bounds, "withSubviews": .withSubviews,
                "withInteractiveSubviews": .withInteractiveSubviews, "circle": .circle
            ])
        switch mode {
        case .bounds:
            return nil
        case .withSubviews:
            // Seed 000 TEST_3: inside the bounds or inside any subview.
            return { view, point, event, _ in
                view.bounds.contains(point)
                    || view.subviews.reversed().contains {
                        $0.point(inside: $0.convert(point, from: view), with: event)
                    }
            }
        case .withInteractiveSubviews:
            // Seed 000 TEST_4's fix: only an interactive, visible view counts its own bounds.
            return { view, point, event, _ in
                (view.isUserInteractionEnabled && !view.isHidden && view.bounds.contains(point))
                    || view.subviews.reversed().contains {
                        $0.point(inside: $0.convert(point, from: view), with: event)
                    }
            }
        case .circle:
            // Seed 002: a round button takes only the points of its inscribed circle.
            return { view, point, _, _ in
                let b = view.bounds
                let dx = point.x - b.midX, dy = point.y - b.midY
                return (dx * dx + dy * dy).squareRoot() <= b.width / 2
            }
        }
    }
}

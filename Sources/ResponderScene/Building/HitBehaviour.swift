import Foundation
import ResponderKit

/// The declarative `hitTest` and `pointInside` overrides of the seed articles (DESIGN).
@MainActor
enum HitBehaviour {
    /// Applies `hitTest`, `pointInside` and `gestureRecognizerShouldBegin`; links that name other
    /// objects are appended to `links`, to run once every id is known.
    static func apply(_ fields: Fields, to view: UIView, scene: Scene, links: inout [() throws -> Void]) throws {
        if let value = fields["hitTest"], value.isMapping {
            // `return other` where super returns the view itself: a container that hands its own
            // touches to another view (a peeking scroll view's container).
            let target = try value.fields("hitTest", keys: ["forwardTo"]).required("forwardTo")
            let id = try target.string("forwardTo")
            links.append { [weak view] in
                let other = try scene.lookup(id, at: target, as: UIView.self, what: "a view")
                guard let view else { return }
                guard other !== view else {
                    throw target.error(
                        "a view cannot forward its hit-test to itself", hint: "write `hitTest: self` for that")
                }
                let overrides = view.overrides ?? ResponderOverrides()
                overrides.hitTest = { [weak other] view, _, _, callSuper in
                    let hit = callSuper()
                    return hit === view ? (other ?? hit) : hit
                }
                overrides.declaredBehaviour["hitTest"] = value.flowText
                view.overrides = overrides
            }
        } else if let value = fields["hitTest"] {
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
            case .passThrough: overrides.hitTest = passThrough
            }
            overrides.declaredBehaviour["hitTest"] = mode == .normal ? nil : value.flowText
            view.overrides = overrides
        }
        if let value = fields["pointInside"] {
            let overrides = view.overrides ?? ResponderOverrides()
            overrides.pointInside = try pointInside(value)
            overrides.declaredBehaviour["pointInside"] = overrides.pointInside == nil ? nil : value.flowText
            view.overrides = overrides
        }
        if let value = fields["gestureRecognizerShouldBegin"] {
            try applyShouldBegin(value, to: view, scene: scene, links: &links)
        }
    }

    /// A view's `gestureRecognizerShouldBegin(_:)` (GV9): `true` (UIKit's default, or the
    /// class's: a control's C9 answer), `false` for every recognizer, or `{falseFor: [ids]}`.
    private static func applyShouldBegin(
        _ value: Value, to view: UIView, scene: Scene, links: inout [() throws -> Void]
    ) throws {
        let overrides = view.overrides ?? ResponderOverrides()
        if value.isMapping {
            let list = try value.fields("gestureRecognizerShouldBegin", keys: ["falseFor"]).required("falseFor")
            let ids = try list.list("falseFor").map { ($0, try $0.string("falseFor")) }
            links.append {
                for (item, id) in ids {
                    _ = try scene.lookup(id, at: item, as: UIGestureRecognizer.self, what: "a gesture")
                }
            }
            let names = Set(ids.map(\.1))
            overrides.gestureRecognizerShouldBegin = { _, recognizer, callSuper in
                recognizer.name.map { names.contains($0) } == true ? false : callSuper()
            }
        } else if try value.bool("gestureRecognizerShouldBegin") {
            overrides.gestureRecognizerShouldBegin = nil
        } else {
            overrides.gestureRecognizerShouldBegin = { _, _, _ in false }
        }
        overrides.declaredBehaviour["gestureRecognizerShouldBegin"] =
            overrides.gestureRecognizerShouldBegin == nil ? nil : value.flowText
        view.overrides = overrides
    }

    typealias PointInside = (UIView, CGPoint, UIEvent?, () -> Bool) -> Bool
    typealias HitTest = (UIView, CGPoint, UIEvent?, () -> UIView?) -> UIView?

    /// `hitTest: passThrough`: an overlay that lets touches through to what is under it where
    /// none of its subviews takes them (it returns nil where UIKit's hit-test returns itself).
    static let passThrough: HitTest = { view, _, _, callSuper in
        let hit = callSuper()
        return hit === view ? nil : hit
    }

    /// `pointInside: withSubviews`: inside the bounds or inside any subview.
    static let withSubviews: PointInside = { view, point, event, _ in
        view.bounds.contains(point)
            || view.subviews.reversed().contains {
                $0.point(inside: $0.convert(point, from: view), with: event)
            }
    }

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
            return withSubviews
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

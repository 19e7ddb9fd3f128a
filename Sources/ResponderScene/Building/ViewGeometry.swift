import Foundation
import ResponderKit

/// `frame`, or `center` and `bounds`, and `transform` of a scene view.
@MainActor
enum ViewGeometry {
    static func apply(_ fields: Fields, to view: UIView) throws {
        if let frame = fields["frame"] {
            if fields["center"] != nil {
                throw frame.error("give either frame or center, not both", hint: "frame sets the center")
            }
            view.frame = try frame.rect("frame")
            if let bounds = fields["bounds"] {
                let rect = try bounds.rect("bounds")
                guard rect.size == view.bounds.size else {
                    throw bounds.error(
                        "bounds size \(format(rect.size)) differs from the frame's \(format(view.bounds.size))",
                        hint: "with a frame, bounds may only move the origin (a scroll offset)")
                }
                view.bounds = rect
            }
        } else {
            if let bounds = fields["bounds"] { view.bounds = try bounds.rect("bounds") }
            if let center = fields["center"] { view.center = try center.point("center") }
        }
        if let value = fields["transform"] {
            let transform = try self.transform(value)
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant != 0, determinant.isFinite else {
                throw value.error(
                    "the transform cannot be inverted", hint: "a scale of 0 flattens the view; use hidden: true instead"
                )
            }
            // As in UIKit, the transform applies around the center; center and bounds stay.
            view.transform = transform
        }
    }

    /// `[a, b, c, d, tx, ty]` or `{rotate: degrees, scale: [sx, sy] or s, translate: [tx, ty]}`,
    /// applied in the order scale, rotate, translate.
    static func transform(_ value: Value) throws -> CGAffineTransform {
        if value.isSequence {
            let n = try value.numbers("transform", count: 6, shape: "[a, b, c, d, tx, ty]")
            return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
        }
        let fields = try value.fields("transform", keys: ["rotate", "scale", "translate"])
        var transform = CGAffineTransform.identity
        if let scale = fields["scale"] {
            if scale.isSequence {
                let n = try scale.numbers("scale", count: 2, shape: "[sx, sy]")
                transform = transform.concatenating(CGAffineTransform(scaleX: n[0], y: n[1]))
            } else {
                let s = try scale.number("scale")
                transform = transform.concatenating(CGAffineTransform(scaleX: s, y: s))
            }
        }
        if let rotate = fields["rotate"] {
            transform = transform.concatenating(
                CGAffineTransform(rotationAngle: try rotate.number("rotate") * .pi / 180))
        }
        if let translate = fields["translate"] {
            let t = try translate.point("translate")
            transform = transform.concatenating(CGAffineTransform(translationX: t.x, y: t.y))
        }
        return transform
    }

    static func format(_ size: CGSize) -> String {
        "[\(TraceRecord.format(size.width)), \(TraceRecord.format(size.height))]"
    }
}

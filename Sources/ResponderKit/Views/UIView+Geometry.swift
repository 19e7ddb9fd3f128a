import Foundation

extension UIView {
    /// G4: the bounding box of the bounds' corners mapped into the superview.
    nonisolated var _frame: CGRect {
        if _transform.isIdentity {
            return CGRect(
                x: _center.x - _bounds.width / 2, y: _center.y - _bounds.height / 2,
                width: _bounds.width, height: _bounds.height)
        }
        // UIKit: G4
        return boundingBox(of: _bounds.corners.map(_pointToSuperview))
    }

    /// G3: a point in the receiver's bounds space, in its superview's bounds space (for a window
    /// or any other top-most view: in screen space).
    // UIKit: G3
    @inline(__always)
    nonisolated func _pointToSuperview(_ p: CGPoint) -> CGPoint {
        let cx = _bounds.origin.x + _bounds.width / 2
        let cy = _bounds.origin.y + _bounds.height / 2
        let dx = p.x - cx, dy = p.y - cy
        let t = _transform
        return CGPoint(
            x: _center.x + t.a * dx + t.c * dy + t.tx,
            y: _center.y + t.b * dx + t.d * dy + t.ty)
    }

    /// G3 inverted: a point in the superview's space, in the receiver's bounds space.
    ///
    /// A transform that cannot be inverted (scale 0, NaN or infinite entries) squeezes the view
    /// to a segment or a point: no point of the superview has an image in its space, and the
    /// answer is NaN, which no view contains.
    @inline(__always)
    nonisolated func _pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let cx = _bounds.origin.x + _bounds.width / 2
        let cy = _bounds.origin.y + _bounds.height / 2
        var dx = p.x - _center.x, dy = p.y - _center.y
        if !_transform.isIdentity {
            let t = _transform, determinant = t.a * t.d - t.b * t.c
            guard determinant != 0, determinant.isFinite else { return CGPoint(x: CGFloat.nan, y: .nan) }
            let inverse = t.inverted()
            let x = dx, y = dy
            dx = inverse.a * x + inverse.c * y + inverse.tx
            dy = inverse.b * x + inverse.d * y + inverse.ty
        }
        return CGPoint(x: cx + dx, y: cy + dy)
    }

    /// The top-most ancestor (the window, for a view in one) and `p` in its bounds space.
    func _toTop(_ p: CGPoint) -> (point: CGPoint, top: UIView) {
        var point = p
        var view = self
        while let parent = view._superview {
            point = view._pointToSuperview(point)
            view = parent
        }
        return (point, view)
    }

    /// `p`, given in the bounds space of the receiver's top-most ancestor, in the receiver's space.
    func _fromTop(_ p: CGPoint) -> CGPoint {
        _fromTop(p, levelsLeft: UIView._recursiveConversionDepth)
    }

    /// How many levels a conversion from the top goes down by recursion (on the stack, without
    /// allocating) before it lists the rest of the path in an array.
    private static let _recursiveConversionDepth = 64

    private func _fromTop(_ p: CGPoint, levelsLeft: Int) -> CGPoint {
        guard let parent = _superview else { return p }
        guard levelsLeft > 0 else { return _fromTopListingPath(p) }
        return _pointFromSuperview(parent._fromTop(p, levelsLeft: levelsLeft - 1))
    }

    /// `_fromTop` for a very deep hierarchy, without recursion.
    private func _fromTopListingPath(_ p: CGPoint) -> CGPoint {
        var path: [UIView] = []
        var view = self
        while let parent = view._superview {
            path.append(view)
            view = parent
        }
        var point = p
        for level in path.reversed() { point = level._pointFromSuperview(point) }
        return point
    }

    var _topMost: UIView {
        var view = self
        while let parent = view._superview { view = parent }
        return view
    }

    // MARK: Converting points (G10, G12, G13)

    /// `point`, in the receiver's coordinates, in `view`'s coordinates.
    ///
    /// With `nil` the result is in the window's coordinates (G10), or, for a view in no window, in
    /// its top-most ancestor's (G12). Views in different windows convert through screen
    /// coordinates (G13).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        // UIKit: G10
        let (inTop, top) = _toTop(point)
        guard let view else { return inTop }  // UIKit: G12
        let otherTop = view._topMost
        if otherTop === top { return view._fromTop(inTop) }
        // UIKit: G13 — through the screen: each top-most view's geometry places it on screen.
        let onScreen = top._pointToSuperview(inTop)
        return view._fromTop(otherTop._pointFromSuperview(onScreen))
    }

    /// `point`, in `view`'s coordinates (nil: the window's), in the receiver's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return _fromTop(point) }
        return view.convert(point, to: self)
    }

    /// The bounding box of `rect`'s converted corners (G11).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        // UIKit: G11
        if rect.isNull { return rect }
        return boundingBox(of: rect.corners.map { convert($0, to: view) })
    }

    /// The bounding box of `rect`'s converted corners (G11).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if rect.isNull { return rect }
        return boundingBox(of: rect.corners.map { convert($0, from: view) })
    }
}

extension CGAffineTransform {
    /// G4b: the size whose image under this transform's linear part has the bounding box `size`,
    /// that is the bounding box of a `size` rectangle mapped through the inverse linear part.
    /// `size` itself when the transform cannot be inverted (a scale of 0, NaN or infinite entries).
    func _untransformedSize(of size: CGSize) -> CGSize {
        // UIKit: G4b
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return size }
        let inverse = CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0).inverted()
        return CGSize(
            width: abs(inverse.a) * size.width + abs(inverse.c) * size.height,
            height: abs(inverse.b) * size.width + abs(inverse.d) * size.height)
    }
}

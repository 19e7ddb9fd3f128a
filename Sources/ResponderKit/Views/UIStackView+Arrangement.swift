import Foundation

/// Where a stack view puts its visible arranged views: a pure function of the stack's settings,
/// its area and the views' natural sizes (what stands in for their intrinsic content sizes), so
/// that the layout and the diagnosis query (`UIStackView.arrangedSizing(of:)`) share one path.
///
/// Lengths are along the axis, thicknesses across it. Left to right and top to bottom: the
/// engine has no right-to-left layout.
struct _StackArrangement {
    let axis: NSLayoutConstraint.Axis
    let distribution: UIStackView.Distribution
    let alignment: UIStackView.Alignment
    let spacing: CGFloat
    /// The stack's bounds, or its bounds inside its layout margins.
    let area: CGRect

    /// One view's place.
    struct Slot: Equatable {
        var frame: CGRect
        /// Whether the view's own length decided its length along the axis.
        var keepsOwnLength: Bool
        /// Whether the view's own thickness decided its thickness across the axis.
        var keepsOwnThickness: Bool
    }

    /// A view's span along one axis.
    private struct Span {
        var start: CGFloat
        var size: CGFloat
        var keepsOwn: Bool
    }

    /// The places of views of `naturalSizes`, in order.
    func slots(naturalSizes: [CGSize]) -> [Slot] {
        guard !naturalSizes.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let lengths = naturalSizes.map { horizontal ? $0.width : $0.height }
        let thicknesses = naturalSizes.map { horizontal ? $0.height : $0.width }
        let along = spans(lengths, in: horizontal ? area.width : area.height)
        let across = crossSpans(thicknesses, in: horizontal ? area.height : area.width)
        return along.indices.map { index in
            let (main, cross) = (along[index], across[index])
            let frame =
                horizontal
                ? CGRect(x: area.minX + main.start, y: area.minY + cross.start, width: main.size, height: cross.size)
                : CGRect(x: area.minX + cross.start, y: area.minY + main.start, width: cross.size, height: main.size)
            return Slot(frame: frame, keepsOwnLength: main.keepsOwn, keepsOwnThickness: cross.keepsOwn)
        }
    }

    // MARK: Along the axis

    private func spans(_ natural: [CGFloat], in room: CGFloat) -> [Span] {
        let count = natural.count
        let room = max(0, room)
        // UIKit: STK2 — the first view starts at the leading edge and the last ends at the
        // trailing one, whatever the distribution: a single view spans the stack.
        if count == 1 { return [Span(start: 0, size: room, keepsOwn: false)] }
        let gaps = spacing * CGFloat(count - 1)
        switch distribution {
        case .fill:
            // UIKit: STK3
            var sizes = natural
            var keepsOwn = Array(repeating: true, count: count)
            let extra = room - (natural.reduce(0, +) + gaps)
            if extra > 0 {
                // Observed: with equal hugging priorities (none are modelled), the first view
                // stretches; pinned by "STK3 ❓: fill stretches the first view and shrinks the last".
                sizes[0] += extra
                keepsOwn[0] = false
            } else if extra < 0 {
                Self.shrink(&sizes, &keepsOwn, by: -extra)
            }
            return packed(sizes, keepsOwn, gap: spacing)
        case .fillEqually:
            // UIKit: STK4
            let size = max(0, (room - gaps) / CGFloat(count))
            return packed(Array(repeating: size, count: count), Array(repeating: false, count: count), gap: spacing)
        case .fillProportionally:
            // UIKit: STK5
            let share = max(0, room - gaps)
            let total = natural.reduce(0, +)
            guard total > 0 else {
                // Observed: views with no length of their own share the room equally; pinned by
                // "STK5 ❓: fillProportionally shares equally among views with no length".
                let size = share / CGFloat(count)
                return packed(Array(repeating: size, count: count), Array(repeating: false, count: count), gap: spacing)
            }
            return packed(natural.map { share * $0 / total }, Array(repeating: true, count: count), gap: spacing)
        case .equalSpacing:
            // UIKit: STK6
            return equallySpaced(natural, in: room)
        case .equalCentering:
            // UIKit: STK7
            return equallyCentered(natural, in: room) ?? equallySpaced(natural, in: room)
        }
    }

    /// The views in order from the leading edge, `gap` apart.
    private func packed(_ sizes: [CGFloat], _ keepsOwn: [Bool], gap: CGFloat) -> [Span] {
        var start: CGFloat = 0
        return sizes.indices.map { index in
            defer { start += sizes[index] + gap }
            return Span(start: start, size: sizes[index], keepsOwn: keepsOwn[index])
        }
    }

    /// `equalSpacing`: the views at their own lengths, the leftover room shared between the gaps,
    /// each at least `spacing`; when even that does not fit, `spacing` apart and shrunk.
    private func equallySpaced(_ natural: [CGFloat], in room: CGFloat) -> [Span] {
        let count = natural.count
        let gap = (room - natural.reduce(0, +)) / CGFloat(count - 1)
        if gap >= spacing { return packed(natural, Array(repeating: true, count: count), gap: gap) }
        var sizes = natural
        var keepsOwn = Array(repeating: true, count: count)
        Self.shrink(&sizes, &keepsOwn, by: natural.reduce(0, +) + spacing * CGFloat(count - 1) - room)
        return packed(sizes, keepsOwn, gap: spacing)
    }

    /// `equalCentering`: the first view at the leading edge, the last at the trailing one and the
    /// centres equally far apart; nil when two views would then be closer than `spacing`.
    private func equallyCentered(_ natural: [CGFloat], in room: CGFloat) -> [Span]? {
        let count = natural.count
        let first = natural[0] / 2
        let step = (room - natural[count - 1] / 2 - first) / CGFloat(count - 1)
        let spans = natural.indices.map { index in
            Span(start: first + step * CGFloat(index) - natural[index] / 2, size: natural[index], keepsOwn: true)
        }
        for (left, right) in zip(spans, spans.dropFirst()) where right.start - (left.start + left.size) < spacing {
            // Observed: UIKit gives up equal centres to keep `spacing`; here the views are then
            // laid out as by equalSpacing; pinned by "STK7 ❓: equalCentering that would break the
            // spacing lays out as equalSpacing".
            return nil
        }
        return spans
    }

    /// Takes `overflow` from the views, the last first, each down to zero at most.
    // Observed: with equal compression resistance priorities (none are modelled), the last views
    // give way first; pinned by "STK3 ❓: fill stretches the first view and shrinks the last".
    private static func shrink(_ sizes: inout [CGFloat], _ keepsOwn: inout [Bool], by overflow: CGFloat) {
        var overflow = overflow
        for index in sizes.indices.reversed() where overflow > 0 && sizes[index] > 0 {
            let taken = min(sizes[index], overflow)
            sizes[index] -= taken
            overflow -= taken
            keepsOwn[index] = false
        }
    }

    // MARK: Across the axis

    private func crossSpans(_ natural: [CGFloat], in room: CGFloat) -> [Span] {
        let room = max(0, room)
        let fitted = natural.map { min($0, room) }
        switch alignment {
        case .fill:
            // UIKit: STK8
            return natural.map { _ in Span(start: 0, size: room, keepsOwn: false) }
        case .leading:
            return natural.indices.map { Span(start: 0, size: fitted[$0], keepsOwn: natural[$0] <= room) }
        case .center:
            return natural.indices.map {
                Span(start: (room - fitted[$0]) / 2, size: fitted[$0], keepsOwn: natural[$0] <= room)
            }
        case .trailing:
            return natural.indices.map {
                Span(start: room - fitted[$0], size: fitted[$0], keepsOwn: natural[$0] <= room)
            }
        case .firstBaseline, .lastBaseline:
            // Deviation: a vertical stack has no baseline alignment in UIKit's documentation;
            // here it fills (DifferencesFromUIKit.md, "Stack views").
            guard axis == .horizontal else {
                return natural.map { _ in Span(start: 0, size: room, keepsOwn: false) }
            }
            // Deviation: no text is measured, so every view's baseline is its bottom edge, as a
            // view without text has in UIKit; the bottoms meet at the tallest view's.
            let line = fitted.max() ?? 0
            return natural.indices.map {
                Span(start: line - fitted[$0], size: fitted[$0], keepsOwn: natural[$0] <= room)
            }
        }
    }
}

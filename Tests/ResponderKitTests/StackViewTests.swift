import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view whose content asks for a size, as a label's text does in UIKit.
private final class SizedContentView: UIView {
    var contentSize = CGSize(width: 70, height: 25) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { contentSize }
}

/// Three arranged views of 40×20, 60×30 and 80×50 (a horizontal stack; swapped for a vertical
/// one), 15 pt apart, in a stack of 300×100 (100×300), laid out at once.
@MainActor
private func stack(
    _ axis: NSLayoutConstraint.Axis = .horizontal, _ distribution: UIStackView.Distribution = .fill,
    _ alignment: UIStackView.Alignment = .fill, length: CGFloat = 300
) -> (stack: UIStackView, views: [UIView]) {
    let horizontal = axis == .horizontal
    let sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (80, 50)]
    let views = sizes.map { along, across in
        UIView(frame: horizontal ? r(0, 0, along, across) : r(0, 0, across, along))
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = horizontal ? r(0, 0, length, 100) : r(0, 0, 100, length)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 15
    stack.layoutIfNeeded()
    return (stack, views)
}

/// `rects` with x and y swapped, and width and height: the same layout along the other axis.
private func transposed(_ rects: [CGRect]) -> [CGRect] {
    rects.map { r($0.minY, $0.minX, $0.height, $0.width) }
}

@Suite("Stack views")
@MainActor
struct StackViewTests {
    // MARK: Distributions, along either axis

    /// Each distribution's frames for the three views of `stack(_:_:_:length:)`, horizontal.
    static let distributionFrames: [(UIStackView.Distribution, [CGRect])] = [
        // 40 + 60 + 80 + 2 × 15 = 210: the first view takes the 90 left over.
        (.fill, [r(0, 0, 130, 100), r(145, 0, 60, 100), r(220, 0, 80, 100)]),
        // (300 − 30) / 3 = 90 each.
        (.fillEqually, [r(0, 0, 90, 100), r(105, 0, 90, 100), r(210, 0, 90, 100)]),
        // 270 shared as 40 : 60 : 80.
        (.fillProportionally, [r(0, 0, 60, 100), r(75, 0, 90, 100), r(180, 0, 120, 100)]),
        // Own widths, the 120 left over as two gaps of 60.
        (.equalSpacing, [r(0, 0, 40, 100), r(100, 0, 60, 100), r(220, 0, 80, 100)]),
        // Centres at 20, 140 and 260.
        (.equalCentering, [r(0, 0, 40, 100), r(110, 0, 60, 100), r(220, 0, 80, 100)])
    ]

    @Test(
        "STK3 STK4 STK5 STK6 STK7: every distribution gives its frames, along a horizontal and a vertical axis alike",
        arguments: NSLayoutConstraint.Axis.allCases)
    func distributions(axis: NSLayoutConstraint.Axis) {
        for (distribution, frames) in Self.distributionFrames {
            let (_, views) = stack(axis, distribution)
            let expected = axis == .horizontal ? frames : transposed(frames)
            #expect(views.map(\.frame) == expected, "\(distribution) \(axis)")
        }
    }

    @Test("STK2: a single arranged view spans the stack along its axis, whatever the distribution")
    func singleView() {
        for distribution in UIStackView.Distribution.allCases {
            let view = UIView(frame: r(0, 0, 40, 20))
            let stack = UIStackView(arrangedSubviews: [view])
            stack.frame = r(0, 0, 300, 100)
            stack.distribution = distribution
            stack.alignment = .center
            stack.layoutIfNeeded()
            #expect(view.frame == r(0, 40, 300, 20), "\(distribution)")
        }
    }

    @Test("STK3 ❓: fill stretches the first view and shrinks the last")
    func fillShrinksTheLastFirst() {
        // 210 in 150: the last view gives up 60.
        #expect(
            stack(.horizontal, .fill, length: 150).views.map(\.frame) == [
                r(0, 0, 40, 100), r(55, 0, 60, 100), r(130, 0, 20, 100)
            ])
        // 210 in 100: the last view gives up all its 80, the middle one 30 more.
        #expect(
            stack(.horizontal, .fill, length: 100).views.map(\.frame) == [
                r(0, 0, 40, 100), r(55, 0, 30, 100), r(100, 0, 0, 100)
            ])
    }

    @Test("STK6 ❓: equalSpacing that does not fit keeps the spacing and shrinks the last view")
    func equalSpacingOverflow() {
        #expect(
            stack(.horizontal, .equalSpacing, length: 150).views.map(\.frame) == [
                r(0, 0, 40, 100), r(55, 0, 60, 100), r(130, 0, 20, 100)
            ])
    }

    @Test("STK7 ❓: equalCentering that would break the spacing lays out as equalSpacing")
    func equalCenteringFallsBack() {
        let views = [UIView(frame: r(0, 0, 40, 10)), UIView(frame: r(0, 0, 200, 10)), UIView(frame: r(0, 0, 40, 10))]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = r(0, 0, 300, 10)
        stack.distribution = .equalCentering
        stack.spacing = 15
        stack.layoutIfNeeded()
        // Centres at 20, 150 and 280 would leave 10 pt between the first two; as equalSpacing,
        // 280 + 30 is 10 too many, taken from the last view.
        #expect(views.map(\.frame) == [r(0, 0, 40, 10), r(55, 0, 200, 10), r(270, 0, 30, 10)])
    }

    @Test("STK5 ❓: fillProportionally shares equally among views with no length")
    func proportionallyWithoutLengths() {
        let views = [UIView(frame: r(0, 0, 0, 10)), UIView(frame: r(0, 0, 0, 10))]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = r(0, 0, 110, 10)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [r(0, 0, 50, 10), r(60, 0, 50, 10)])
    }

    // MARK: Alignments

    /// Each alignment's frames for the three views of `stack(_:_:_:length:)` under fillEqually,
    /// horizontal: x 0, 105 and 210, 90 wide; own heights 20, 30 and 50 in 100.
    static let alignmentFrames: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
        (.fill, [0, 0, 0], [100, 100, 100]),
        (.leading, [0, 0, 0], [20, 30, 50]),
        (.center, [40, 35, 25], [20, 30, 50]),
        (.trailing, [80, 70, 50], [20, 30, 50]),
        // Bottoms on one line at the tallest view's bottom (a view's baseline is its bottom).
        (.firstBaseline, [30, 20, 0], [20, 30, 50]),
        (.lastBaseline, [30, 20, 0], [20, 30, 50])
    ]

    @Test("STK8: every alignment places the views across a horizontal stack")
    func horizontalAlignments() {
        for (alignment, ys, heights) in Self.alignmentFrames {
            let (_, views) = stack(.horizontal, .fillEqually, alignment)
            let expected = (0..<3).map { r(CGFloat($0) * 105, ys[$0], 90, heights[$0]) }
            #expect(views.map(\.frame) == expected, "\(alignment)")
        }
    }

    @Test("STK8 ❓: every alignment places the views across a vertical stack; baselines fill it")
    func verticalAlignments() {
        for (alignment, xs, widths) in Self.alignmentFrames {
            let (_, views) = stack(.vertical, .fillEqually, alignment)
            let baseline = alignment == .firstBaseline || alignment == .lastBaseline
            let expected = (0..<3).map {
                baseline ? r(0, CGFloat($0) * 105, 100, 90) : r(xs[$0], CGFloat($0) * 105, widths[$0], 90)
            }
            #expect(views.map(\.frame) == expected, "\(alignment)")
        }
    }

    @Test("STK8: top and bottom are leading and trailing")
    func topAndBottom() {
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Alignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Distribution.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("STK8: a view thicker than the stack is cut to the stack's thickness")
    func thickViewIsCut() {
        let (stackView, views) = stack(.horizontal, .fillEqually, .center)
        stackView.frame = r(0, 0, 300, 40)
        stackView.layoutIfNeeded()
        #expect(views.map(\.frame) == [r(0, 10, 90, 20), r(105, 5, 90, 30), r(210, 0, 90, 40)])
    }

    // MARK: Hidden views, spacing and margins

    @Test("STK2: a hidden arranged view takes no space, and its neighbours close up; shown again, it gets it back")
    func hiddenViewsTakeNoSpace() {
        let (stack, views) = stack(.horizontal, .fill)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // 40 + 80 + 15 = 135: the first view takes the 165 left over; the hidden one keeps its frame.
        #expect(views.map(\.frame) == [r(0, 0, 205, 100), r(145, 0, 60, 100), r(220, 0, 80, 100)])
        views[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [r(0, 0, 130, 100), r(145, 0, 60, 100), r(220, 0, 80, 100)])
    }

    @Test("STK2: a stack whose arranged views are all hidden lays out nothing")
    func allHidden() {
        let (stack, views) = stack(.horizontal, .fillEqually)
        for view in views { view.isHidden = true }
        stack.frame = r(0, 0, 600, 100)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [r(0, 0, 90, 100), r(105, 0, 90, 100), r(210, 0, 90, 100)])
    }

    @Test("STK3: spacing is the gap between neighbours, negative spacing overlaps them")
    func spacing() {
        let (stack, views) = stack(.horizontal, .fillEqually)
        stack.spacing = 0
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [r(0, 0, 100, 100), r(100, 0, 100, 100), r(200, 0, 100, 100)])
        stack.spacing = -30
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [r(0, 0, 120, 100), r(90, 0, 120, 100), r(180, 0, 120, 100)])
    }

    @Test("STK9: isLayoutMarginsRelativeArrangement keeps the views inside layoutMargins, 8 pt by default")
    func margins() {
        let (stack, views) = stack(.horizontal, .fillEqually)
        #expect(stack.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 10)
        stack.layoutIfNeeded()
        #expect(views[0].frame == r(0, 0, 90, 100))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        // 270 × 80 from (20, 5): (270 − 30) / 3 = 80 each.
        #expect(views.map(\.frame) == [r(20, 5, 80, 80), r(115, 5, 80, 80), r(210, 5, 80, 80)])
        #expect(!stack.isBaselineRelativeArrangement)
    }

    // MARK: Arranged subviews

    @Test("STK1: addArrangedSubview adds the view as a subview on top; a subview already there stays where it is")
    func addArranged() {
        let stack = UIStackView(frame: r(0, 0, 300, 100))
        let (a, b, c) = (UIView(), UIView(), UIView())
        stack.addSubview(b)
        stack.addSubview(c)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(stack.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [a, b].map { ObjectIdentifier($0) })
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [b, a].map { ObjectIdentifier($0) })
    }

    @Test("STK1: insertArrangedSubview puts the view at its index and moves an arranged one there")
    func insertArranged() {
        let (a, b, c) = (UIView(), UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        stack.insertArrangedSubview(a, at: 2)
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        #expect(stack.subviews.count == 3)
    }

    @Test("STK1: removeArrangedSubview leaves the view a subview, where the stack last put it")
    func removeArrangedKeepsSubview() {
        let (stack, views) = stack(.horizontal, .fillEqually)
        stack.removeArrangedSubview(views[2])
        stack.layoutIfNeeded()
        #expect(views[2].superview === stack)
        #expect(stack.arrangedSubviews.count == 2)
        // (300 − 15) / 2 for the two still arranged; the third keeps its frame.
        #expect(views.map(\.frame) == [r(0, 0, 142.5, 100), r(157.5, 0, 142.5, 100), r(210, 0, 90, 100)])
        stack.removeArrangedSubview(UIView())
        #expect(stack.arrangedSubviews.count == 2)
    }

    @Test("STK1: a view removed from its stack, or moved to another, is no longer arranged")
    func removalUnarranges() {
        let (stack, views) = stack(.horizontal, .fillEqually)
        views[0].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
        let other = UIStackView()
        other.addArrangedSubview(views[1])
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(views[2])])
        #expect(other.arrangedSubviews.count == 1)
        let plain = UIView()
        plain.addSubview(views[2])
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.subviews.isEmpty)
    }

    @Test("STK2: subviews that are not arranged keep their frames")
    func plainSubviewsKeepTheirFrames() {
        let (stack, _) = stack(.horizontal, .fillEqually)
        let badge = UIView(frame: r(280, -5, 30, 30))
        stack.addSubview(badge)
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        #expect(badge.frame == r(280, -5, 30, 30))
    }

    // MARK: When layout happens

    @Test("STK2: the stack lays out in the layout pass after a change, not at the change")
    func layoutInThePass() {
        let world = World()
        let stack = world.add(UIStackView(frame: r(0, 100, 300, 44)), "stack")
        stack.distribution = .fillEqually
        let views = (0..<3).map { _ in UIView() }
        for view in views { stack.addArrangedSubview(view) }
        #expect(views[1].frame == .zero)
        world.app.runUntilIdle()
        #expect(views.map(\.frame) == [r(0, 0, 100, 44), r(100, 0, 100, 44), r(200, 0, 100, 44)])
        stack.spacing = 30
        #expect(views[1].frame == r(100, 0, 100, 44))
        world.app.runUntilIdle()
        #expect(views.map(\.frame) == [r(0, 0, 80, 44), r(110, 0, 80, 44), r(220, 0, 80, 44)])
        views[0].isHidden = true
        world.app.runUntilIdle()
        #expect(views[1].frame == r(0, 0, 135, 44))
        stack.axis = .vertical
        world.app.runUntilIdle()
        #expect(views[1].frame == r(0, 0, 300, 7))
    }

    @Test(
        "STK2: an arranged view's size stands in for its intrinsic content size; set by the app, it lays the stack out again"
    )
    func ownSizeChanges() {
        let world = World()
        let stack = world.add(UIStackView(frame: r(0, 0, 300, 44)), "stack")
        stack.distribution = .equalSpacing
        let (a, b) = (UIView(frame: r(0, 0, 40, 44)), UIView(frame: r(0, 0, 60, 44)))
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        world.app.runUntilIdle()
        #expect([a.frame, b.frame] == [r(0, 0, 40, 44), r(240, 0, 60, 44)])
        b.frame = r(0, 0, 100, 44)
        world.app.runUntilIdle()
        #expect([a.frame, b.frame] == [r(0, 0, 40, 44), r(200, 0, 100, 44)])
    }

    @Test("STK2: an intrinsicContentSize is used where a view declares one, and invalidating it lays out again")
    func intrinsicContentSize() {
        let world = World()
        let stack = world.add(UIStackView(frame: r(0, 0, 300, 44)), "stack")
        stack.alignment = .center
        stack.distribution = .equalSpacing
        let sized = SizedContentView(frame: r(0, 0, 10, 10))
        let plain = UIView(frame: r(0, 0, 50, 20))
        stack.addArrangedSubview(sized)
        stack.addArrangedSubview(plain)
        world.app.runUntilIdle()
        #expect([sized.frame, plain.frame] == [r(0, 9.5, 70, 25), r(250, 12, 50, 20)])
        sized.contentSize = CGSize(width: 100, height: 40)
        world.app.runUntilIdle()
        #expect(sized.frame == r(0, 2, 100, 40))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: -1))
    }

    // MARK: Touches and diagnosis

    @Test("STK1 H2: an arranged button takes its tap; the gap between buttons is the stack's")
    func hitTesting() {
        let world = World()
        let stack = world.add(UIStackView(frame: r(0, 100, 320, 44)), "stack")
        stack.distribution = .fillEqually
        stack.spacing = 10
        for name in ["one", "two", "three"] {
            let button = UIButton(type: .system)
            button.accessibilityIdentifier = name
            stack.addArrangedSubview(button)
        }
        world.app.runUntilIdle()
        #expect(world.hit(50, 120) == "one")
        #expect(world.hit(105, 120) == "stack")
        #expect(world.hit(160, 120) == "two")
        #expect(world.hit(300, 120) == "three")
    }

    @Test("STK2: arrangedSizing says where a view goes and whether its own size decided it")
    func arrangedSizing() {
        let (stack, views) = stack(.horizontal, .fill, .center)
        let first = stack.arrangedSizing(of: views[0])
        #expect(first?.frame == r(0, 40, 130, 20))
        #expect(first?.naturalSize == CGSize(width: 40, height: 20))
        #expect(first?.keepsOwnLength == false)
        #expect(first?.keepsOwnThickness == true)
        #expect(stack.arrangedSizing(of: views[1])?.keepsOwnLength == true)
        views[1].isHidden = true
        #expect(stack.arrangedSizing(of: views[1]) == nil)
        #expect(stack.arrangedSizing(of: UIView()) == nil)
    }
}

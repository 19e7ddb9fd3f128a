import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that notes each `layoutSubviews()` in `notes` and runs `onLayout`.
private final class NotingView: UIView {
    var notes: Notes?
    var onLayout: ((NotingView) -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        notes?.lines.append("layout \(accessibilityIdentifier ?? "?")")
        onLayout?(self)
    }
}

/// Lines in the order things happened, shared by the views and controllers of a test.
@MainActor
private final class Notes {
    var lines: [String] = []
    func count(_ line: String) -> Int { lines.filter { $0 == line }.count }
}

/// A bar that keeps its button at its right edge, as hit-area and toolbar code does.
private final class BarView: UIView {
    let button = HandlingView(frame: .zero)
    var layouts = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        button.accessibilityIdentifier = "button"
        addSubview(button)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        button.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: 44)
    }
}

private final class NotingController: UIViewController {
    let notes: Notes
    init(notes: Notes) {
        self.notes = notes
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        let view = NotingView(frame: UIScreen.main.bounds)
        view.accessibilityIdentifier = "root"
        view.notes = notes
        self.view = view
    }
    override func viewWillLayoutSubviews() { notes.lines.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { notes.lines.append("viewDidLayoutSubviews") }
}

@Suite("Layout")
@MainActor
struct LayoutTests {
    /// A world whose pending layout (the window and root view, new) has run.
    private func settledWorld() -> World {
        let world = World()
        world.app.runUntilIdle()
        return world
    }

    private func noting(_ id: String, _ frame: CGRect, _ notes: Notes, in parent: UIView) -> NotingView {
        let view = NotingView(frame: frame)
        view.accessibilityIdentifier = id
        view.notes = notes
        parent.addSubview(view)
        return view
    }

    @Test("Observed: layoutSubviews runs before the next tap is hit-tested, and again after a handler resizes the view")
    func layoutBeforeNextTap() {
        let world = settledWorld()
        let bar = world.add(BarView(frame: r(0, 100, 100, 44)), "bar")
        bar.button.log = world.log
        #expect(bar.layouts == 0)
        #expect(bar.button.frame == .zero)  // not laid out yet: nothing ran the loop
        world.app.tap(at: p(80, 120))
        #expect(bar.button.frame == r(56, 0, 44, 44))
        bar.button.onBegan = { _ in bar.frame.size.width = 200 }
        world.app.tap(at: p(80, 120))
        // The began handler resized the bar; its layout ran before the touch ended, and the
        // next tap finds the button at the new right edge.
        #expect(bar.button.frame == r(156, 0, 44, 44))
        bar.button.onBegan = nil
        world.app.tap(at: p(180, 120))
        #expect(
            world.log.lines.filter { $0.hasPrefix("button handled") }.map { $0.prefix { $0 != "[" } } == [
                "button handled began ", "button handled ended ",
                "button handled began ", "button handled ended ",
                "button handled began ", "button handled ended "
            ])
        #expect(bar.layouts == 2)
    }

    @Test("Observed: layoutIfNeeded lays out at once, only when the view was marked")
    func layoutIfNeededAtOnce() {
        let world = settledWorld()
        let notes = Notes()
        let view = noting("v", r(0, 0, 100, 100), notes, in: world.root)
        view.layoutIfNeeded()
        #expect(notes.lines == ["layout v"])
        view.layoutIfNeeded()
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout v"])
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(notes.lines == ["layout v", "layout v"])
    }

    @Test("Observed: layoutIfNeeded lays out a marked superview first, then the marked views below it")
    func layoutIfNeededFromTopMost() {
        let world = settledWorld()
        let notes = Notes()
        let outer = noting("outer", r(0, 0, 200, 200), notes, in: world.root)
        let middle = noting("middle", r(0, 0, 100, 100), notes, in: outer)
        let inner = noting("inner", r(0, 0, 50, 50), notes, in: middle)
        world.app.runUntilIdle()
        notes.lines = []
        inner.setNeedsLayout()
        outer.setNeedsLayout()
        middle.layoutIfNeeded()
        #expect(notes.lines == ["layout outer", "layout inner"])
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout outer", "layout inner"])
    }

    @Test("Observed: setNeedsLayout coalesces, one layoutSubviews per pass however often it was called")
    func setNeedsLayoutCoalesces() {
        let world = settledWorld()
        let notes = Notes()
        let view = noting("v", r(0, 0, 100, 100), notes, in: world.root)
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.frame.size = CGSize(width: 120, height: 120)
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout v"])
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout v"])
        view.setNeedsLayout()
        view.setNeedsLayout()
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout v", "layout v"])
    }

    @Test("Observed: a size change lays the view out, a move does not")
    func sizeChangeMarks() {
        let world = settledWorld()
        let notes = Notes()
        let view = noting("v", r(0, 0, 100, 100), notes, in: world.root)
        world.app.runUntilIdle()
        notes.lines = []
        view.frame.origin = p(10, 10)
        view.center = p(70, 70)
        view.bounds.origin = p(5, 5)
        view.frame = view.frame  // the same size
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.transform = .identity
        world.app.runUntilIdle()
        #expect(notes.lines.isEmpty)
        view.frame.size.width = 150
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout v"])
        view.bounds.size.height = 30
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout v", "layout v"])
    }

    @Test("Observed: adding or removing a subview lays out the superview, and the view added")
    func hierarchyChangesMark() {
        let world = settledWorld()
        let notes = Notes()
        let parent = noting("parent", r(0, 0, 200, 200), notes, in: world.root)
        let other = noting("other", r(0, 0, 200, 200), notes, in: world.root)
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout parent", "layout other"])
        notes.lines = []
        let child = noting("child", r(0, 0, 50, 50), notes, in: parent)
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout parent", "layout child"])
        notes.lines = []
        other.addSubview(child)  // moves: both superviews and the view
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout parent", "layout other", "layout child"])
        notes.lines = []
        child.removeFromSuperview()
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout other"])
        notes.lines = []
        world.root.bringSubviewToFront(parent)
        world.app.runUntilIdle()
        #expect(notes.lines.isEmpty)
    }

    @Test("Observed: a view out of any window is laid out by layoutIfNeeded only, and by the pass once it enters one")
    func detachedViews() {
        let world = settledWorld()
        let notes = Notes()
        let detached = NotingView(frame: r(0, 0, 100, 100))
        detached.accessibilityIdentifier = "detached"
        detached.notes = notes
        let child = noting("child", r(0, 0, 10, 10), notes, in: detached)
        world.app.runUntilIdle()
        #expect(notes.lines.isEmpty)
        world.root.addSubview(detached)
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout detached", "layout child"])
        notes.lines = []
        detached.removeFromSuperview()
        child.setNeedsLayout()
        world.app.runUntilIdle()
        #expect(notes.lines.isEmpty)
        detached.layoutIfNeeded()
        #expect(notes.lines == ["layout child"])
    }

    @Test(
        "Observed: a controller's viewWillLayoutSubviews and viewDidLayoutSubviews surround its root view's layoutSubviews"
    )
    func controllerCallbacks() {
        let notes = Notes()
        let app = UIApplication()
        let window = UIWindow(frame: r(0, 0, 375, 667), application: app)
        let controller = NotingController(notes: notes)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let child = noting("child", r(0, 0, 10, 10), notes, in: controller.view)
        app.runUntilIdle()
        #expect(notes.lines == ["viewWillLayoutSubviews", "layout root", "viewDidLayoutSubviews", "layout child"])
        notes.lines = []
        child.setNeedsLayout()
        app.runUntilIdle()
        #expect(notes.lines == ["layout child"])
        controller.view.frame.size.height = 300
        app.runUntilIdle()
        #expect(notes.lines == ["layout child", "viewWillLayoutSubviews", "layout root", "viewDidLayoutSubviews"])
    }

    @Test("Observed: a layoutSubviews that resizes a subview has it laid out in the same pass, after its superview")
    func layoutMarksSubviewsTopDown() {
        let world = settledWorld()
        let notes = Notes()
        let parent = noting("parent", r(0, 0, 200, 200), notes, in: world.root)
        let first = noting("first", r(0, 0, 10, 10), notes, in: parent)
        let second = noting("second", r(0, 0, 10, 10), notes, in: parent)
        let sibling = noting("sibling", r(0, 0, 10, 10), notes, in: world.root)
        world.app.runUntilIdle()
        notes.lines = []
        parent.onLayout = { view in
            // Resizes both subviews, and a view outside its subtree.
            first.frame.size.width = view.bounds.width / 2
            second.frame.size.width = view.bounds.width / 2
            sibling.frame.size.width = view.bounds.width
        }
        parent.frame.size.width = 300
        world.app.runUntilIdle()
        #expect(notes.lines == ["layout parent", "layout first", "layout second", "layout sibling"])
        #expect(first.frame.width == 150 && sibling.frame.width == 300)
    }

    @Test("Observed: a layoutSubviews that marks its own view again stops after layoutRoundLimit rounds a pass")
    func selfMarkingIsBounded() {
        let world = settledWorld()
        let notes = Notes()
        let view = noting("v", r(0, 0, 100, 100), notes, in: world.root)
        view.onLayout = { $0.setNeedsLayout() }
        world.app.runUntilIdle()
        #expect(notes.count("layout v") == UIView.layoutRoundLimit)
        // Still marked: the next turn of the loop lays it out again, no more often.
        world.app.runUntilIdle()
        #expect(notes.count("layout v") == 2 * UIView.layoutRoundLimit)
        view.layoutIfNeeded()
        #expect(notes.count("layout v") == 3 * UIView.layoutRoundLimit)
        view.onLayout = nil
        world.app.runUntilIdle()
        #expect(notes.count("layout v") == 3 * UIView.layoutRoundLimit + 1)
        world.app.runUntilIdle()
        #expect(notes.count("layout v") == 3 * UIView.layoutRoundLimit + 1)
    }
}

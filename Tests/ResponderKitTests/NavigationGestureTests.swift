import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A page whose view handles touches itself and logs them.
final class TouchPage: UIViewController {
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() {
        let root = HandlingView(frame: UIScreen.main.bounds)
        root.log = log
        root.accessibilityIdentifier = "\(title!)Root"
        view = root
    }
}

@Suite("The back swipe")
@MainActor
struct NavigationGestureTests {
    /// A navigation stack A, B in a 375×667 window, with B's view handling touches.
    func stack() -> (world: NavigationWorld, pageB: TouchPage) {
        let world = NavigationWorld()
        let pageB = TouchPage("B", log: world.log)
        world.navigation.pushViewController(pageB, animated: false)
        world.log.clear()
        return (world, pageB)
    }

    @Test("NAV10: the swipe refuses at the root of the stack and during a transition, and says why")
    func refusals() {
        let world = NavigationWorld()
        #expect(world.navigation.interactivePopGestureRefusal == .rootOfStack)
        world.navigation.pushViewController(world.page("B"), animated: true)
        #expect(world.navigation.interactivePopGestureRefusal == .transitionInProgress)
        world.app.advance(by: 0.4)
        #expect(world.navigation.interactivePopGestureRefusal == nil)
        world.navigation.topViewController?.navigationItem.hidesBackButton = true
        #expect(world.navigation.interactivePopGestureRefusal == .backButtonHidden)
        world.navigation.topViewController?.navigationItem.hidesBackButton = false
        world.navigation.topViewController?.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Close", style: .plain, target: nil, action: nil)
        #expect(world.navigation.interactivePopGestureRefusal == .leftItemsReplaceBackButton)
        world.navigation.topViewController?.navigationItem.leftBarButtonItem = nil
        world.navigation.isNavigationBarHidden = true
        #expect(world.navigation.interactivePopGestureRefusal == .navigationBarHidden)
    }

    @Test("NAV10 NAV11: a drag from the left edge past half the width pops, with the page's touch cancelled")
    func swipePops() {
        let (world, pageB) = stack()
        world.app.drag(from: p(5, 300), to: p(250, 300), duration: 1, steps: 10)
        world.app.advance(by: 0.5)
        #expect(world.navigation.viewControllers == [world.pageA])
        #expect(pageB.parent == nil)
        #expect(
            world.log.lines == [
                "BRoot handled began [1]", "BRoot handled cancelled [1]",
                "A viewWillAppear true", "delegate willShow A true", "A viewDidAppear true", "delegate didShow A true"
            ])
    }

    @Test("NAV11 ❓: a short slow drag from the edge is undone; the page under it appears and disappears again")
    func shortSwipeCancels() {
        let (world, pageB) = stack()
        world.app.drag(from: p(5, 300), to: p(100, 300), duration: 2, steps: 10)
        #expect(world.navigation.viewControllers.count == 1)
        world.app.advance(by: 0.5)
        #expect(world.navigation.viewControllers == [world.pageA, pageB])
        #expect(pageB.view.frame == r(0, 0, 375, 667))
        #expect(
            world.log.lines == [
                "BRoot handled began [1]", "BRoot handled moved [1]", "BRoot handled cancelled [1]",
                "A viewWillAppear true", "delegate willShow A true", "A viewWillDisappear true",
                "A viewDidDisappear true"
            ])
    }

    @Test("NAV11 ❓: a short fast flick from the edge pops")
    func flickPops() {
        let (world, _) = stack()
        world.app.drag(from: p(5, 300), to: p(120, 300), duration: 0.1, steps: 5)
        world.app.advance(by: 0.5)
        #expect(world.navigation.viewControllers == [world.pageA])
    }

    @Test("NAV12 GC1: a full-screen pan on the page takes the back swipe; require(toFail:) gives it back")
    func pagePanTakesTheSwipe() {
        let (world, pageB) = stack()
        let pan = UIPanGestureRecognizer()
        pan.addAction { world.log.append("page pan \($0.state)") }
        pageB.view.addGestureRecognizer(pan)
        world.app.drag(from: p(5, 300), to: p(250, 300), duration: 1, steps: 10)
        world.app.advance(by: 0.5)
        #expect(world.navigation.viewControllers.count == 2)
        #expect(world.log.lines.contains("page pan began"))
        world.log.clear()
        pan.require(toFail: world.navigation.interactivePopGestureRecognizer!)
        world.app.drag(from: p(5, 300), to: p(250, 300), duration: 1, steps: 10)
        world.app.advance(by: 0.5)
        #expect(world.navigation.viewControllers == [world.pageA])
        #expect(!world.log.lines.contains { $0.hasPrefix("page pan") })
    }

    @Test("NAV12 GC4: with the requirement, a drag away from the edge still goes to the page's pan at once")
    func pagePanAwayFromEdge() {
        let (world, pageB) = stack()
        let pan = UIPanGestureRecognizer()
        pan.addAction { world.log.append("page pan \($0.state)") }
        pageB.view.addGestureRecognizer(pan)
        pan.require(toFail: world.navigation.interactivePopGestureRecognizer!)
        world.app.drag(from: p(100, 300), to: p(300, 300), duration: 0.5, steps: 5)
        #expect(world.log.lines.first { $0.hasPrefix("page pan") } == "page pan began")
        #expect(world.navigation.viewControllers.count == 2)
    }

    @Test("NAV12 S3: a horizontal scroll view on the page takes the back swipe; a vertical one leaves it")
    func scrollViews() {
        let (world, pageB) = stack()
        let horizontal = UIScrollView(frame: r(0, 0, 375, 667))
        horizontal.contentSize = CGSize(width: 1000, height: 667)
        pageB.view.addSubview(horizontal)
        horizontal.contentOffset = CGPoint(x: 300, y: 0)
        world.app.drag(from: p(5, 300), to: p(250, 300), duration: 0.5, steps: 5)
        world.app.advance(by: 0.5)
        #expect(world.navigation.viewControllers.count == 2)
        #expect(horizontal.contentOffset.x == 55)
        horizontal.panGestureRecognizer.require(toFail: world.navigation.interactivePopGestureRecognizer!)
        horizontal.contentOffset = CGPoint(x: 300, y: 0)
        world.app.drag(from: p(5, 300), to: p(250, 300), duration: 0.5, steps: 5)
        world.app.advance(by: 0.5)
        #expect(world.navigation.viewControllers == [world.pageA])
        #expect(horizontal.contentOffset.x == 300)
    }

    @Test("NAV12 S1: a vertical scroll view does not begin on a sideways drag, so the back swipe pops")
    func verticalScrollView() {
        let (world, pageB) = stack()
        let list = UIScrollView(frame: r(0, 0, 375, 667))
        list.contentSize = CGSize(width: 375, height: 2000)
        pageB.view.addSubview(list)
        world.app.drag(from: p(5, 300), to: p(250, 300), duration: 0.5, steps: 5)
        world.app.advance(by: 0.5)
        #expect(world.navigation.viewControllers == [world.pageA])
    }

    @Test("NAV10: with its delegate replaced, the swipe begins at the root and moves nothing")
    func replacedDelegate() {
        let world = NavigationWorld()
        let pop = world.navigation.interactivePopGestureRecognizer!
        var states: [UIGestureRecognizer.State] = []
        pop.addAction { states.append($0.state) }
        pop.delegate = nil
        world.app.drag(from: p(5, 300), to: p(250, 300), duration: 0.5, steps: 5)
        world.app.advance(by: 0.5)
        #expect(states.first == .began)
        #expect(world.navigation.viewControllers == [world.pageA])
        #expect(world.pageA.view.frame == r(0, 0, 375, 667))
    }
}

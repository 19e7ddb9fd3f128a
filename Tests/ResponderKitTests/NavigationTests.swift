import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A controller that logs its lifecycle and its parent changes into a shared log.
final class Page: UIViewController {
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
        view.accessibilityIdentifier = "\(title!)Root"
        log.append("\(title!) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("\(title!) viewWillAppear \(animated)") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(title!) viewDidAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(title!) viewWillDisappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(title!) viewDidDisappear \(animated)") }
    override func willMove(toParent parent: UIViewController?) {
        log.append("\(title!) willMove(toParent: \(parent?.title ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.append("\(title!) didMove(toParent: \(parent?.title ?? "nil"))")
    }
}

/// Logs a navigation controller's delegate calls.
final class NavigationDelegateLog: UINavigationControllerDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { log.append("delegate willShow \(viewController.title!) \(animated)") }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { log.append("delegate didShow \(viewController.title!) \(animated)") }
}

/// A 375×667 key window whose root is a navigation controller over page "A".
@MainActor
final class NavigationWorld {
    let app = UIApplication()
    let window: UIWindow
    let log = EventLog()
    let navigation: UINavigationController
    let pageA: Page
    let delegateLog: NavigationDelegateLog

    init(height: CGFloat = 667) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: height), application: app)
        window.accessibilityIdentifier = "window"
        pageA = Page("A", log: log)
        navigation = UINavigationController(rootViewController: pageA)
        navigation.title = "nav"
        delegateLog = NavigationDelegateLog(log)
        navigation.delegate = delegateLog
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        log.clear()
    }

    func page(_ name: String) -> Page { Page(name, log: log) }

    /// The class names from `view` up to the window.
    func chain(from responder: UIResponder) -> [String] {
        var names: [String] = []
        var current: UIResponder? = responder
        while let responder = current, !(responder is UIApplication) {
            if let controller = responder as? UIViewController {
                names.append(controller.title ?? "\(type(of: controller))")
            } else if let view = responder as? UIView, let id = view.accessibilityIdentifier {
                names.append(id)
            } else {
                names.append("\(type(of: responder))")
            }
            current = responder.next
        }
        return names
    }
}

@Suite("Navigation controllers")
@MainActor
struct NavigationTests {
    @Test("NAV1 NAV9: the container views are UIKit's and the top page's chain runs through them to the controller")
    func containerViews() {
        let world = NavigationWorld()
        let root = world.navigation.view!
        #expect(root is UILayoutContainerView)
        #expect(root.subviews.map { "\(type(of: $0))" } == ["UINavigationTransitionView", "UINavigationBar"])
        #expect(root.subviews[0].subviews.map { "\(type(of: $0))" } == ["UIViewControllerWrapperView"])
        #expect(root.subviews[0].subviews[0].subviews == [world.pageA.view])
        #expect(root.gestureRecognizers?.first === world.navigation.interactivePopGestureRecognizer)
        #expect(
            world.chain(from: world.pageA.view) == [
                "ARoot", "A", "UIViewControllerWrapperView", "UINavigationTransitionView", "UILayoutContainerView",
                "nav", "window"
            ])
    }

    @Test(
        "NAV7 Observed: the bar lies under a 20-pt status bar (44 pt on a notched phone) and the page fills the screen")
    func barFrame() {
        let world = NavigationWorld()
        #expect(world.navigation.navigationBar.frame == r(0, 20, 375, 44))
        #expect(world.pageA.view.frame == r(0, 0, 375, 667))
        let notched = NavigationWorld(height: 812)
        #expect(notched.navigation.navigationBar.frame == r(0, 44, 375, 44))
    }

    @Test("NAV1 NAV4 NAV5: a push without animation: children, appearance and the delegate in UIKit's order")
    func pushUnanimated() {
        let world = NavigationWorld()
        let pageB = world.page("B")
        world.navigation.pushViewController(pageB, animated: false)
        #expect(
            world.log.lines == [
                "B willMove(toParent: nav)", "B viewDidLoad", "A viewWillDisappear false", "B viewWillAppear false",
                "delegate willShow B false", "A viewDidDisappear false", "B viewDidAppear false",
                "B didMove(toParent: nav)", "delegate didShow B false"
            ])
        #expect(world.navigation.viewControllers == [world.pageA, pageB])
        #expect(pageB.navigationController === world.navigation)
        #expect(world.pageA.viewIfLoaded?.superview == nil)
    }

    @Test("NAV1 NAV3 NAV5: an animated push changes the stack at once and ends on the clock, 0.35 s later")
    func pushAnimated() {
        let world = NavigationWorld()
        let pageB = world.page("B")
        world.navigation.pushViewController(pageB, animated: true)
        #expect(world.navigation.viewControllers.count == 2)
        #expect(world.navigation.isTransitioning)
        #expect(
            world.log.lines == [
                "B willMove(toParent: nav)", "B viewDidLoad", "A viewWillDisappear true", "B viewWillAppear true",
                "delegate willShow B true"
            ])
        world.log.clear()
        world.app.advance(by: 0.34)
        #expect(world.log.lines.isEmpty)
        world.app.advance(by: 0.02)
        #expect(
            world.log.lines == [
                "A viewDidDisappear true", "B viewDidAppear true", "B didMove(toParent: nav)", "delegate didShow B true"
            ])
        #expect(!world.navigation.isTransitioning)
        #expect(pageB.view.frame == r(0, 0, 375, 667))
    }

    @Test("NAV3 ❓: during an animated push the pages and the bar's buttons take no touches")
    func touchesDuringTransition() {
        let world = NavigationWorld()
        let pageB = world.page("B")
        let button = UIButton(frame: r(100, 300, 100, 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        pageB.view.addSubview(button)
        world.navigation.pushViewController(pageB, animated: true)
        world.app.advance(by: 0.1)
        world.app.tap(at: p(150, 320))
        #expect(taps == 0)
        world.app.advance(by: 0.3)
        world.app.tap(at: p(150, 320))
        #expect(taps == 1)
    }

    @Test("NAV1 NAV4 NAV5: an animated pop removes the child at the end and tells the delegate")
    func popAnimated() {
        let world = NavigationWorld()
        let pageB = world.page("B")
        world.navigation.pushViewController(pageB, animated: false)
        world.log.clear()
        let popped = world.navigation.popViewController(animated: true)
        #expect(popped === pageB)
        #expect(world.navigation.viewControllers == [world.pageA])
        world.app.advance(by: 0.4)
        #expect(
            world.log.lines == [
                "B willMove(toParent: nil)", "B viewWillDisappear true", "A viewWillAppear true",
                "delegate willShow A true", "B viewDidDisappear true", "A viewDidAppear true",
                "B didMove(toParent: nil)", "delegate didShow A true"
            ])
        #expect(pageB.parent == nil)
        #expect(world.navigation.popViewController(animated: true) == nil)
    }

    @Test("NAV1: popToRoot returns the popped controllers and setViewControllers replaces the stack")
    func popToRootAndSet() {
        let world = NavigationWorld()
        let pageB = world.page("B"), pageC = world.page("C")
        world.navigation.setViewControllers([world.pageA, pageB, pageC], animated: false)
        #expect(world.navigation.topViewController === pageC)
        #expect(world.navigation.navigationBar.items?.map(\.title) == ["A", "B", "C"])
        let popped = world.navigation.popToRootViewController(animated: false)
        #expect(popped == [pageB, pageC])
        #expect(world.navigation.viewControllers == [world.pageA])
        #expect(pageB.parent == nil && pageC.parent == nil)
        #expect(world.navigation.popToRootViewController(animated: false) == nil)
    }

    @Test("NAV8: the back button shows the previous title, pops when tapped, and gives way to left items")
    func backButton() {
        let world = NavigationWorld()
        let pageB = world.page("B")
        world.navigation.pushViewController(pageB, animated: false)
        let bar = world.navigation.navigationBar
        let back = bar.buttons.first as? _UIButtonBarButton
        #expect(back?.isBackButton == true)
        #expect(back?.title == "A")
        #expect(back?.frame == r(8, 0, 45, 44))
        world.log.clear()
        world.app.tap(at: p(20, 40))
        world.app.advance(by: 0.4)
        #expect(world.navigation.viewControllers == [world.pageA])
        #expect(world.log.lines.last == "delegate didShow A true")
        pageB.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Close", style: .plain, target: nil, action: nil)
        world.navigation.pushViewController(pageB, animated: false)
        #expect(bar.buttons.compactMap { ($0 as? _UIButtonBarButton)?.title } == ["Close"])
        pageB.navigationItem.leftItemsSupplementBackButton = true
        #expect(bar.buttons.compactMap { ($0 as? _UIButtonBarButton)?.title } == ["A", "Close"])
    }

    @Test("NAV2: pushing a controller already in the stack stops the program with UIKit's message")
    func duplicatePush() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let page = UIViewController()
                let navigation = UINavigationController(rootViewController: page)
                navigation.pushViewController(page, animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("pushing the same view controller instance more than once is not supported"))
    }
}

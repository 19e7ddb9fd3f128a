import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Logs a tab bar controller's delegate calls, and refuses the tabs it is told to.
final class TabDelegateLog: UITabBarControllerDelegate {
    let log: EventLog
    var refused: Set<String> = []
    init(_ log: EventLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        log.append("delegate shouldSelect \(viewController.title!)")
        return !refused.contains(viewController.title!)
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("delegate didSelect \(viewController.title!)")
    }
}

@Suite("Tab bar controllers")
@MainActor
struct TabBarTests {
    /// Tabs "A" (a navigation controller over "A1"), "B" and "C" in a 375×`height` window.
    @MainActor final class Tabs {
        let app = UIApplication()
        let window: UIWindow
        let log = EventLog()
        let tabs = UITabBarController()
        let delegate: TabDelegateLog
        let navigation: UINavigationController
        let pageB: Page, pageC: Page

        init(height: CGFloat = 667) {
            window = UIWindow(frame: r(0, 0, 375, height), application: app)
            navigation = UINavigationController(rootViewController: Page("A1", log: log))
            navigation.title = "A"
            pageB = Page("B", log: log)
            pageC = Page("C", log: log)
            delegate = TabDelegateLog(log)
            tabs.title = "tabs"
            tabs.delegate = delegate
            tabs.viewControllers = [navigation, pageB, pageC]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            log.clear()
        }
    }

    @Test("TAB4 Observed: the bar is 49 pt at the bottom (83 over a home indicator), one button per tab")
    func layout() {
        let world = Tabs()
        #expect(world.tabs.view.subviews.map { "\(type(of: $0))" } == ["UITransitionView", "UITabBar"])
        #expect(world.tabs.tabBar.frame == r(0, 618, 375, 49))
        #expect(world.tabs.tabBar.buttons.map(\.frame) == [r(2, 1, 121, 48), r(127, 1, 121, 48), r(252, 1, 121, 48)])
        #expect(world.tabs.tabBar.buttons.map(\.title) == ["A", "B", "C"])
        #expect(Tabs(height: 812).tabs.tabBar.frame == r(0, 729, 375, 83))
    }

    @Test("TAB2 TAB1: a tap on a tab asks shouldSelect, switches the pages and tells didSelect")
    func tapSelects() {
        let world = Tabs()
        world.app.tap(at: p(187, 640))
        #expect(world.tabs.selectedIndex == 1)
        #expect(world.tabs.selectedViewController === world.pageB)
        #expect(
            world.log.lines == [
                "delegate shouldSelect B", "B viewDidLoad", "A1 viewWillDisappear false", "B viewWillAppear false",
                "A1 viewDidDisappear false", "B viewDidAppear false", "delegate didSelect B"
            ])
        world.log.clear()
        world.tabs.selectedIndex = 2
        #expect(
            world.log.lines == [
                "C viewDidLoad", "B viewWillDisappear false", "C viewWillAppear false", "B viewDidDisappear false",
                "C viewDidAppear false"
            ])
    }

    @Test("TAB2: a refused tab stays unselected and didSelect is not called")
    func refusedTab() {
        let world = Tabs()
        world.delegate.refused = ["C"]
        world.app.tap(at: p(300, 640))
        #expect(world.tabs.selectedIndex == 0)
        #expect(world.log.lines == ["delegate shouldSelect C"])
    }

    @Test("TAB3 TAB2: a tap on the selected tab pops its navigation controller to the root and tells didSelect")
    func reselectPopsToRoot() {
        let world = Tabs()
        world.navigation.pushViewController(Page("A2", log: world.log), animated: false)
        world.log.clear()
        world.app.tap(at: p(60, 640))
        world.app.advance(by: 0.4)
        #expect(world.navigation.viewControllers.map(\.title) == ["A1"])
        #expect(world.log.lines.first == "delegate shouldSelect A")
        #expect(world.log.lines.contains("delegate didSelect A"))
    }

    @Test("TAB1 NAV9: the selected page's chain runs through UIKit's container views to the tab bar controller")
    func chain() {
        let world = Tabs()
        world.tabs.selectedIndex = 1
        var names: [String] = []
        var responder: UIResponder? = world.pageB.view
        while let current = responder, !(current is UIWindow) {
            names.append((current as? UIViewController)?.title ?? "\(type(of: current))")
            responder = current.next
        }
        #expect(
            names == ["UIView", "B", "UIViewControllerWrapperView", "UITransitionView", "UILayoutContainerView", "tabs"]
        )
    }

    @Test("TAB5: an index out of range stops the program")
    func indexOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tabs = UITabBarController()
                tabs.viewControllers = [UIViewController()]
                tabs.selectedIndex = 3
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("selectedIndex: 3 is out of range (the tab bar controller has 1 tabs)"))
    }
}

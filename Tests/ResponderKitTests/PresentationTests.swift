import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Logs a presentation controller's delegate calls; `shouldDismiss` is its answer.
final class PresentationDelegateLog: UIAdaptivePresentationControllerDelegate {
    let log: EventLog
    var shouldDismiss = true
    init(_ log: EventLog) { self.log = log }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("delegate shouldDismiss -> \(shouldDismiss)")
        return shouldDismiss
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate didAttemptToDismiss")
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate didDismiss")
    }
}

/// A 375×667 key window whose root is page "A", with a button over most of it.
@MainActor
final class PresentationWorld {
    let app = UIApplication()
    let window: UIWindow
    let log = EventLog()
    let pageA: Page
    var taps: [String] = []

    init(height: CGFloat = 667) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: height), application: app)
        window.accessibilityIdentifier = "window"
        pageA = Page("A", log: log)
        window.rootViewController = pageA
        window.makeKeyAndVisible()
        button("buttonA", in: pageA.view)
        log.clear()
    }

    func page(_ name: String, style: UIModalPresentationStyle? = nil) -> Page {
        let page = Page(name, log: log)
        if let style { page.modalPresentationStyle = style }
        return page
    }

    /// A button named `name` over all of `view` below y 0, which records its taps.
    @discardableResult
    func button(_ name: String, in view: UIView, frame: CGRect = r(0, 0, 375, 900)) -> UIButton {
        let button = UIButton(frame: frame)
        button.accessibilityIdentifier = name
        button.addAction(UIAction { [weak self] _ in self?.taps.append(name) }, for: .touchUpInside)
        view.addSubview(button)
        return button
    }

    func classes(_ views: [UIView]) -> [String] { views.map { "\(type(of: $0))" } }

    func hit(_ x: CGFloat, _ y: CGFloat) -> String? {
        window.hitTest(p(x, y), with: nil).map { $0.accessibilityIdentifier ?? "\(type(of: $0))" }
    }
}

@Suite("Presentation")
@MainActor
struct PresentationTests {
    @Test(
        "PRES2: by default a controller is presented as a page sheet over a dimming view, the presenter left in place")
    func pageSheetHierarchy() throws {
        let world = PresentationWorld()
        let sheet = world.page("S")
        world.pageA.present(sheet, animated: false)
        #expect(sheet.modalPresentationStyle == .automatic)
        let presentation = try #require(sheet.presentationController)
        #expect(presentation.presentationStyle == .pageSheet)
        #expect(sheet.sheetPresentationController === presentation)
        #expect(world.classes(world.window.subviews) == ["UIView", "UITransitionView"])
        let container = try #require(presentation.containerView)
        #expect(container.frame == r(0, 0, 375, 667))
        #expect(world.classes(container.subviews) == ["UIDimmingView", "UIDropShadowView"])
        #expect(container.subviews[1].frame == r(0, 30, 375, 637))
        #expect(container.subviews[1].subviews == [sheet.view])
        #expect(sheet.view.frame == r(0, 0, 375, 637))
        #expect(world.pageA.presentedViewController === sheet)
        #expect(sheet.presentingViewController === world.pageA)
        #expect(sheet.next === world.pageA)
        #expect(world.log.lines == ["S viewDidLoad", "S viewWillAppear false", "S viewDidAppear false"])
        // On a notched phone the sheet starts 10 pt below the 44-pt status bar.
        let notched = PresentationWorld(height: 812)
        let other = notched.page("T", style: .formSheet)
        notched.pageA.present(other, animated: false)
        #expect(other.presentationController?.containerView?.subviews.last?.frame == r(0, 54, 375, 758))
    }

    @Test("PRES2: a full-screen presentation removes the presenter's views when it ends and puts them back to dismiss")
    func fullScreen() throws {
        let world = PresentationWorld()
        let cover = world.page("F", style: .fullScreen)
        var completed = 0
        world.pageA.present(cover, animated: false) { completed += 1 }
        #expect(completed == 1)
        #expect(world.classes(world.window.subviews) == ["UITransitionView"])
        let container = try #require(cover.presentationController?.containerView)
        #expect(world.classes(container.subviews) == ["UIDropShadowView"])
        #expect(container.subviews[0].frame == r(0, 0, 375, 667))
        #expect(world.pageA.view.window == nil)
        #expect(
            world.log.lines == [
                "F viewDidLoad", "A viewWillDisappear false", "F viewWillAppear false", "F viewDidAppear false",
                "A viewDidDisappear false"
            ])
        world.log.clear()
        world.pageA.dismiss(animated: false) { completed += 1 }
        #expect(completed == 2)
        #expect(world.window.subviews == [world.pageA.view])
        #expect(world.pageA.presentedViewController == nil)
        #expect(
            world.log.lines == [
                "F viewWillDisappear false", "A viewWillAppear false", "F viewDidDisappear false",
                "A viewDidAppear false"
            ])
    }

    @Test(
        "PRES2: over full screen, the presenter stays, and a touch the presented view refuses lands on the UITransitionView"
    )
    func overFullScreen() throws {
        let world = PresentationWorld()
        let overlay = world.page("O", style: .overFullScreen)
        world.pageA.present(overlay, animated: false)
        let container = try #require(overlay.presentationController?.containerView)
        #expect(container.subviews == [overlay.view])
        #expect(overlay.view.frame == r(0, 0, 375, 667))
        #expect(world.window.subviews.first === world.pageA.view)
        #expect(world.hit(100, 100) == "ORoot")
        overlay.view.isUserInteractionEnabled = false
        #expect(world.hit(100, 100) == "UITransitionView")
        world.app.tap(at: p(100, 100))
        #expect(world.taps.isEmpty)
        #expect(world.log.lines == ["O viewDidLoad", "O viewWillAppear false", "O viewDidAppear false"])
    }

    @Test("PRES3: over the current context, the presented view covers only the defining controller's view")
    func overCurrentContext() throws {
        let world = PresentationWorld()
        let child = world.page("C")
        world.pageA.addChild(child)
        child.view.frame = r(0, 300, 375, 367)
        world.pageA.view.addSubview(child.view)
        child.didMove(toParent: world.pageA)
        child.definesPresentationContext = true
        let inner = UIViewController()
        child.addChild(inner)
        child.view.addSubview(inner.view)
        inner.didMove(toParent: child)
        let overlay = world.page("O", style: .overCurrentContext)
        inner.present(overlay, animated: false)
        #expect(overlay.presentingViewController === child)
        #expect(child.presentedViewController === overlay)
        #expect(inner.presentedViewController === overlay)
        #expect(world.pageA.presentedViewController == nil)
        let container = try #require(overlay.presentationController?.containerView)
        #expect(container.superview === world.pageA.view)
        #expect(container.frame == r(0, 300, 375, 367))
        #expect(overlay.view.frame == r(0, 0, 375, 367))
        #expect(world.hit(100, 100) == "buttonA")
        #expect(world.hit(100, 400) == "ORoot")
        // Without a defining controller the root presents, over the whole window.
        child.dismiss(animated: false)
        child.definesPresentationContext = false
        let second = world.page("P", style: .overCurrentContext)
        inner.present(second, animated: false)
        #expect(second.presentingViewController === world.pageA)
        #expect(second.presentationController?.containerView?.frame == r(0, 0, 375, 667))
    }

    @Test("PRES4 ❓: an animated presentation slides for 0.5 s; meanwhile touches land on the container view")
    func animatedPresentation() throws {
        let world = PresentationWorld()
        let sheet = world.page("S")
        world.button("buttonS", in: sheet.view)
        var completed = 0
        world.pageA.present(sheet, animated: true) { completed += 1 }
        #expect(sheet.isBeingPresented)
        #expect(world.log.lines == ["S viewDidLoad", "S viewWillAppear true"])
        #expect(world.pageA.presentedViewController === sheet)
        world.app.advance(by: 0.2)
        #expect(world.hit(100, 300) == "UITransitionView")
        world.app.tap(at: p(100, 300))
        #expect(world.taps.isEmpty)
        #expect(completed == 0)
        world.app.advance(by: 0.35)
        #expect(completed == 1)
        #expect(!sheet.isBeingPresented)
        #expect(world.log.lines == ["S viewDidLoad", "S viewWillAppear true", "S viewDidAppear true"])
        world.app.tap(at: p(100, 300))
        #expect(world.taps == ["buttonS"])
    }

    @Test("PRES5: a presented controller's dismiss asks its presenter, which keeps it until the slide ends")
    func animatedDismissal() throws {
        let world = PresentationWorld()
        let sheet = world.page("S")
        let top = world.page("T", style: .overFullScreen)
        world.pageA.present(sheet, animated: false)
        sheet.present(top, animated: false)
        #expect(top.presentingViewController === sheet)
        world.log.clear()
        var completed = 0
        sheet.dismiss(animated: true) { completed += 1 }
        // The sheet presents one: dismissing it dismisses that one only.
        #expect(world.pageA.presentedViewController === sheet)
        #expect(sheet.presentedViewController === top)
        #expect(top.isBeingDismissed)
        world.app.advance(by: 0.6)
        #expect(sheet.presentedViewController == nil)
        #expect(completed == 1)
        world.log.clear()
        sheet.dismiss(animated: true) { completed += 1 }
        #expect(world.log.lines == ["S viewWillDisappear true"])
        #expect(world.pageA.presentedViewController === sheet)
        world.app.advance(by: 0.6)
        #expect(world.log.lines == ["S viewWillDisappear true", "S viewDidDisappear true"])
        #expect(world.pageA.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(world.window.subviews == [world.pageA.view])
        #expect(completed == 2)
    }

    @Test("PRES5: dismissing from the bottom of a stack of presentations takes every one above away at once")
    func stackDismissal() {
        let world = PresentationWorld()
        let first = world.page("S")
        let second = world.page("T")
        world.pageA.present(first, animated: false)
        first.present(second, animated: false)
        world.log.clear()
        world.pageA.dismiss(animated: false)
        #expect(
            world.log.lines == [
                "T viewWillDisappear false", "T viewDidDisappear false", "S viewWillDisappear false",
                "S viewDidDisappear false"
            ])
        #expect(world.window.subviews == [world.pageA.view])
        #expect(first.presentedViewController == nil)
    }

    @Test("PRES6 ❓ PRES7: a tap on the dimming view dismisses the sheet and tells the delegate it will and did")
    func dimmingTapDismisses() throws {
        let world = PresentationWorld()
        let sheet = world.page("S")
        let delegate = PresentationDelegateLog(world.log)
        sheet.presentationController?.delegate = delegate
        world.pageA.present(sheet, animated: false)
        world.log.clear()
        #expect(world.hit(100, 10) == "UIDimmingView")
        world.app.tap(at: p(100, 10))
        #expect(
            world.log.lines == ["delegate shouldDismiss -> true", "delegate willDismiss", "S viewWillDisappear true"])
        world.app.advance(by: 0.6)
        #expect(
            world.log.lines == [
                "delegate shouldDismiss -> true", "delegate willDismiss", "S viewWillDisappear true",
                "S viewDidDisappear true", "delegate didDismiss"
            ])
        #expect(world.pageA.presentedViewController == nil)
        #expect(world.taps.isEmpty)
    }

    @Test("PRES6: a modal sheet, or one its delegate refuses, stays when the dimming view is tapped and says so")
    func dimmingTapRefused() {
        let world = PresentationWorld()
        let sheet = world.page("S")
        let delegate = PresentationDelegateLog(world.log)
        sheet.presentationController?.delegate = delegate
        sheet.isModalInPresentation = true
        world.pageA.present(sheet, animated: false)
        world.log.clear()
        world.app.tap(at: p(100, 10))
        #expect(world.log.lines == ["delegate didAttemptToDismiss"])
        sheet.isModalInPresentation = false
        delegate.shouldDismiss = false
        world.log.clear()
        world.app.tap(at: p(100, 10))
        #expect(world.log.lines == ["delegate shouldDismiss -> false", "delegate didAttemptToDismiss"])
        #expect(world.pageA.presentedViewController === sheet)
        #expect(world.taps.isEmpty)
    }

    @Test("PRES7: a dismissal in code tells the delegate nothing")
    func programmaticDismissalIsSilent() {
        let world = PresentationWorld()
        let sheet = world.page("S")
        let delegate = PresentationDelegateLog(world.log)
        sheet.presentationController?.delegate = delegate
        world.pageA.present(sheet, animated: false)
        world.log.clear()
        sheet.dismiss(animated: false)
        #expect(world.log.lines == ["S viewWillDisappear false", "S viewDidDisappear false"])
    }

    @Test("PRES8: presenting while presenting, or from a controller in no window, does nothing and never completes")
    func presentingRefusals() {
        let world = PresentationWorld()
        let sheet = world.page("S")
        world.pageA.present(sheet, animated: false)
        var completed = 0
        let other = world.page("T")
        world.pageA.present(other, animated: false) { completed += 1 }
        #expect(world.pageA.presentedViewController === sheet)
        #expect(other.presentingViewController == nil)
        let loose = UIViewController()
        loose.present(other, animated: false) { completed += 1 }
        #expect(loose.presentedViewController == nil)
        #expect(completed == 0)
        #expect(!other.isViewLoaded)
    }

    @Test("PRES9 ❓: a long pull down dismisses the sheet; a short one puts it back and it appears again")
    func pullDown() throws {
        let world = PresentationWorld()
        let sheet = world.page("S")
        let delegate = PresentationDelegateLog(world.log)
        sheet.presentationController?.delegate = delegate
        world.pageA.present(sheet, animated: false)
        let shadow = try #require(sheet.view.superview)
        world.log.clear()
        world.app.drag(from: p(100, 100), to: p(100, 200), duration: 1, steps: 10)
        #expect(shadow.frame.minY == 30)
        world.app.advance(by: 0.5)
        #expect(
            world.log.lines == [
                "delegate shouldDismiss -> true", "delegate willDismiss", "S viewWillDisappear true",
                "S viewWillAppear true", "S viewDidAppear true"
            ])
        #expect(world.pageA.presentedViewController === sheet)
        world.log.clear()
        world.app.drag(from: p(100, 100), to: p(100, 500), duration: 1, steps: 10)
        world.app.advance(by: 0.5)
        #expect(
            world.log.lines == [
                "delegate shouldDismiss -> true", "delegate willDismiss", "S viewWillDisappear true",
                "S viewDidDisappear true", "delegate didDismiss"
            ])
        #expect(world.pageA.presentedViewController == nil)
    }

    @Test("PRES6 PRES9: a modal sheet follows a pull a quarter of the way, says the attempt was refused, and stays")
    func pullDownRefused() throws {
        let world = PresentationWorld()
        let sheet = world.page("S")
        let delegate = PresentationDelegateLog(world.log)
        sheet.presentationController?.delegate = delegate
        sheet.isModalInPresentation = true
        world.pageA.present(sheet, animated: false)
        let shadow = try #require(sheet.view.superview)
        world.log.clear()
        world.app.touch(finger: 1, .began, at: p(100, 100))
        world.app.advance(by: 0.1)
        world.app.touch(finger: 1, .moved, at: p(100, 500))
        #expect(shadow.frame.minY == 130)
        world.app.touch(finger: 1, .ended, at: p(100, 500))
        world.app.advance(by: 0.5)
        #expect(shadow.frame.minY == 30)
        #expect(world.log.lines == ["delegate didAttemptToDismiss"])
        #expect(world.pageA.presentedViewController === sheet)
    }

    @Test("PRES9 ❓: a scroll view at its top hands a pull down to the sheet; scrolled down, it keeps the drag")
    func scrollViewInSheet() throws {
        let world = PresentationWorld()
        let sheet = world.page("S")
        let scroll = UIScrollView(frame: r(0, 0, 375, 637))
        scroll.contentSize = CGSize(width: 375, height: 2000)
        sheet.view.addSubview(scroll)
        world.pageA.present(sheet, animated: false)
        let presentation = try #require(sheet.sheetPresentationController)
        scroll.contentOffset = p(0, 300)
        world.app.drag(from: p(100, 100), to: p(100, 400), duration: 1, steps: 10)
        world.app.advance(by: 0.5)
        #expect(scroll.contentOffset.y < 300)
        #expect(presentation.dismissPanGestureRecognizer.state == .possible)
        #expect(world.pageA.presentedViewController === sheet)
        scroll.contentOffset = .zero
        world.app.drag(from: p(100, 100), to: p(100, 500), duration: 1, steps: 10)
        world.app.advance(by: 0.6)
        #expect(scroll.contentOffset.y == 0)
        #expect(world.pageA.presentedViewController == nil)
    }

    @Test("PRES1 Observed: a presentation controller made for one style is replaced for another, keeping its delegate")
    func styleReadAtPresentation() throws {
        let world = PresentationWorld()
        let page = world.page("S")
        let delegate = PresentationDelegateLog(world.log)
        let first = try #require(page.presentationController)
        #expect(first is UISheetPresentationController)
        first.delegate = delegate
        page.modalPresentationStyle = .overFullScreen
        world.pageA.present(page, animated: false)
        let second = try #require(page.presentationController)
        #expect(second !== first && !(second is UISheetPresentationController))
        #expect(second.delegate === delegate)
        #expect(second.presentationStyle == .overFullScreen)
        page.dismiss(animated: false)
        page.modalPresentationStyle = .formSheet
        world.pageA.present(page, animated: false)
        #expect(page.sheetPresentationController?.presentationStyle == .formSheet)
        #expect(page.view.superview is UIDropShadowView)
        #expect(page.view.superview?.clipsToBounds == true)
    }

    @Test("PRES5 ❓ Observed: a dismissal while one is under way does nothing and never completes")
    func dismissalDuringDismissal() {
        let world = PresentationWorld()
        let sheet = world.page("S")
        world.pageA.present(sheet, animated: false)
        var completions: [String] = []
        world.pageA.dismiss(animated: true) { completions.append("first") }
        world.app.advance(by: 0.1)
        world.pageA.dismiss(animated: false) { completions.append("second") }
        #expect(sheet.isBeingDismissed)
        world.app.advance(by: 0.5)
        #expect(completions == ["first"])
        #expect(world.pageA.presentedViewController == nil)
    }

    @Test("PRES6 Observed: a page of a presented navigation controller that is modal in presentation keeps the sheet")
    func childModalInPresentation() throws {
        let world = PresentationWorld()
        let page = world.page("P")
        page.isModalInPresentation = true
        let navigation = UINavigationController(rootViewController: page)
        let delegate = PresentationDelegateLog(world.log)
        navigation.presentationController?.delegate = delegate
        world.pageA.present(navigation, animated: false)
        world.log.clear()
        world.app.tap(at: p(100, 10))
        #expect(world.log.lines == ["delegate didAttemptToDismiss"])
        #expect(world.pageA.presentedViewController === navigation)
        #expect(page.presentingViewController === world.pageA)
    }

    @Test("NAV3: a transition ended early by another pop leaves the pages taking touches at once")
    func forcedNavigationFinish() {
        let world = NavigationWorld()
        let button = UIButton(frame: r(0, 100, 375, 400))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        world.pageA.view.addSubview(button)
        world.navigation.pushViewController(world.page("B"), animated: true)
        world.app.advance(by: 0.1)
        world.navigation.popViewController(animated: false)
        #expect(!world.navigation.isTransitioning)
        #expect(!world.pageA.view.isAnimating)
        world.app.tap(at: p(150, 300))
        #expect(taps == 1)
    }
}

import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Names of `responder` and everything after it in the chain.
@MainActor
func chain(from responder: UIResponder?) -> [String] {
    var names: [String] = []
    var current = responder
    while let r = current { names.append(TraceRecord.name(of: r)); current = r.next }
    return names
}

@Suite("Responder chain")
@MainActor
struct ResponderChainTests {
    @Test("R1 R2 R3 R4 R5 seed 003: text field → views → root view → vc → window → application → app delegate")
    func chainToAppDelegate() {
        let world = World()
        let delegate = AppDelegate()
        world.app.delegate = delegate
        let form = world.view("form", r(0, 0, 300, 300))
        let field = world.view("field", r(10, 10, 100, 30), in: form)
        #expect(chain(from: field) == ["field", "form", "root", "vc", "window", "UIApplication", "AppDelegate"])
        #expect(UIResponder().next == nil)
        #expect(UIView().next == nil)
    }

    @Test("R5: a delegate that is not a plain responder ends the chain at the application")
    func delegateMustBeResponder() {
        final class PlainDelegate: UIApplicationDelegate {}
        final class ViewDelegate: UIView, UIApplicationDelegate {}
        let app = UIApplication()
        let plain = PlainDelegate()
        app.delegate = plain
        #expect(app.next == nil)
        app.delegate = ViewDelegate()
        #expect(app.next == nil)
    }

    @Test("R3 seed 001: a child controller leads into its parent's view, then the parent")
    func childControllers() {
        let world = World()
        let child = namedController("child")
        let container = world.view("container", r(0, 0, 200, 200))
        world.controller.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: world.controller)
        let button = world.view("button", r(0, 0, 10, 10), in: child.view)
        #expect(child.parent === world.controller && world.controller.children.count == 1)
        #expect(
            chain(from: button) == [
                "button", "childRoot", "child", "container", "root", "vc", "window", "UIApplication"
            ])
        // seed 001's parentController: the first view controller up the chain.
        func parentController(of view: UIView) -> UIViewController? {
            var responder = view.next
            while let r = responder {
                if let controller = r as? UIViewController { return controller }
                responder = r.next
            }
            return nil
        }
        #expect(parentController(of: button) === child)
        #expect(parentController(of: container) === world.controller)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.parent == nil && world.controller.children.isEmpty)
    }

    @Test("R3 PRES4: a presented controller leads to the presenting one; dismissal detaches it")
    func presentation() {
        let world = World()
        let sheet = namedController("sheet")
        var completed = false
        world.controller.present(sheet, animated: true) { completed = true }
        world.app.advance(by: UIPresentationController.transitionDuration)
        #expect(completed && sheet.presentingViewController === world.controller)
        #expect(world.controller.presentedViewController === sheet)
        #expect(chain(from: sheet.view) == ["sheetRoot", "sheet", "vc", "window", "UIApplication"])
        #expect(world.hit(10, 100) == "sheetRoot")
        #expect(world.hit(10, 10) == "UIDimmingView")
        sheet.dismiss(animated: true)
        world.app.advance(by: UIPresentationController.transitionDuration)
        #expect(sheet.presentingViewController == nil && sheet.view.window == nil)
        #expect(world.hit(10, 10) == "root")
    }

    @Test("R7: the chain follows hierarchy changes at once")
    func dynamicChain() {
        let world = World()
        let a = world.view("a", r(0, 0, 10, 10))
        let b = world.view("b", r(0, 0, 10, 10))
        let leaf = world.view("leaf", r(0, 0, 1, 1), in: a)
        #expect(leaf.next === a)
        b.addSubview(leaf)
        #expect(leaf.next === b)
    }

    @Test("R6 T12 seed 002: a view that handles and calls super lets several responders handle one touch")
    func handleAndForward() {
        final class Both: UIView {
            var log: EventLog!
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("\(accessibilityIdentifier!) does something")
                super.touchesBegan(touches, with: event)
            }
        }
        let world = World(topics: [])
        let outer = world.add(Both(frame: r(0, 0, 200, 200)), "outer")
        let inner = world.add(Both(frame: r(0, 0, 100, 100)), "inner", in: outer)
        let handler = HandlingView(frame: r(0, 0, 375, 667))
        handler.log = world.log
        handler.accessibilityIdentifier = "handler"
        outer.log = world.log
        inner.log = world.log
        world.root.insertSubview(handler, at: 0)
        handler.addSubview(outer)
        world.app.touch(finger: 1, .began, at: p(10, 10))
        #expect(world.log.lines == ["inner does something", "outer does something", "handler handled began [1]"])
    }
}

@Suite("First responder")
@MainActor
struct FirstResponderTests {
    final class Field: UIView {
        var allowsResign = true
        var acceptsFocus = true
        override var canBecomeFirstResponder: Bool { acceptsFocus }
        override var canResignFirstResponder: Bool { allowsResign }
    }

    @Test("F1: responders cannot become first responder by default and can resign")
    func defaults() {
        let world = World(topics: [.firstResponder])
        let plain = world.view("plain", r(0, 0, 10, 10))
        #expect(!plain.canBecomeFirstResponder && plain.canResignFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(world.log.lines == ["firstResponder refused for plain: canBecomeFirstResponder is false"])
    }

    @Test("F2 F5: becoming first responder asks the current one, which may refuse; one per window")
    func handOver() {
        let world = World(topics: [.firstResponder])
        let a = world.add(Field(frame: r(0, 0, 10, 10)), "a")
        let b = world.add(Field(frame: r(0, 0, 10, 10)), "b")
        #expect(a.becomeFirstResponder() && a.isFirstResponder && world.window.firstResponder === a)
        a.allowsResign = false
        #expect(!b.becomeFirstResponder() && a.isFirstResponder && !b.isFirstResponder)
        a.allowsResign = true
        #expect(b.becomeFirstResponder() && !a.isFirstResponder && b.isFirstResponder)
        b.acceptsFocus = false
        #expect(a.becomeFirstResponder())
        #expect(
            world.log.lines == [
                "firstResponder in window: nil -> a",
                "firstResponder refused for a: canResignFirstResponder is false",
                "a.resignFirstResponder() returned false (b.becomeFirstResponder() asks it first, F2)",
                "firstResponder refused for b: the current first responder did not resign",
                "firstResponder in window: a -> nil",
                "a.resignFirstResponder() returned true (b.becomeFirstResponder() asks it first, F2)",
                "firstResponder in window: nil -> b",
                "firstResponder in window: b -> nil",
                "b.resignFirstResponder() returned true (a.becomeFirstResponder() asks it first, F2)",
                "firstResponder in window: nil -> a"
            ])
    }

    @Test("F3 seed 004: becomeFirstResponder fails before the view is in a window, and works after")
    func notInWindow() {
        let world = World()
        let field = Field(frame: r(0, 0, 10, 10))
        #expect(!field.becomeFirstResponder() && !field.isFirstResponder)
        world.root.addSubview(field)
        #expect(field.becomeFirstResponder())
    }

    @Test("F4 seed 001: resigning gives up the status; a refusal keeps it")
    func resign() {
        let world = World()
        let field = world.add(Field(frame: r(0, 0, 10, 10)), "f")
        _ = field.becomeFirstResponder()
        field.allowsResign = false
        #expect(!field.resignFirstResponder() && field.isFirstResponder)
        field.allowsResign = true
        #expect(field.resignFirstResponder() && !field.isFirstResponder)
        #expect(field.resignFirstResponder())  // not first responder: nothing to give up
    }

    @Test("F5: each window has its own first responder")
    func perWindow() {
        let world = World()
        let other = UIWindow(frame: r(0, 0, 10, 10), application: world.app)
        let a = world.add(Field(frame: r(0, 0, 10, 10)), "a")
        let b = Field(frame: r(0, 0, 10, 10))
        other.addSubview(b)
        #expect(a.becomeFirstResponder() && b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)
    }

    @Test("F6 seed 001: endEditing asks the first responder below the view, or forces it")
    func endEditing() {
        let world = World()
        let form = world.view("form", r(0, 0, 100, 100))
        let field = world.add(Field(frame: r(0, 0, 10, 10)), "f", in: form)
        let elsewhere = world.view("elsewhere", r(0, 0, 10, 10))
        _ = field.becomeFirstResponder()
        #expect(elsewhere.endEditing(false) && field.isFirstResponder)
        field.allowsResign = false
        #expect(!form.endEditing(false) && field.isFirstResponder)
        #expect(world.root.endEditing(true) && !field.isFirstResponder)
    }

    @Test("F7 seed 001: the nil-targeted resignFirstResponder action hides the keyboard")
    func nilTargetedResign() {
        let world = World(topics: [.actions, .firstResponder])
        let field = world.add(Field(frame: r(0, 0, 10, 10)), "f")
        _ = field.becomeFirstResponder()
        #expect(world.app.sendAction(.resignFirstResponder, to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
        #expect(
            world.log.lines == [
                "firstResponder in window: nil -> f",
                "action resignFirstResponder from nil -> f",
                "firstResponder in window: f -> nil",
                "f.resignFirstResponder() returned true (the resignFirstResponder action)"
            ])
    }

    @Test("a first responder that leaves the window resigns, even if it would refuse")
    func resignsOnRemoval() {
        let world = World()
        let form = world.view("form", r(0, 0, 100, 100))
        let field = world.add(Field(frame: r(0, 0, 10, 10)), "f", in: form)
        _ = field.becomeFirstResponder()
        field.allowsResign = false
        form.removeFromSuperview()
        #expect(!field.isFirstResponder && world.window.firstResponder == nil)
    }

    @Test("becomeFirstResponder called from inside resignFirstResponder is refused, not looped")
    func reentrantChange() {
        final class Grabby: UIView {
            var other: UIView?
            override var canBecomeFirstResponder: Bool { true }
            override func resignFirstResponder() -> Bool {
                _ = other?.becomeFirstResponder()
                return super.resignFirstResponder()
            }
        }
        let world = World()
        let a = world.add(Grabby(frame: r(0, 0, 10, 10)), "a")
        let b = world.add(Grabby(frame: r(0, 0, 10, 10)), "b")
        let c = world.add(Grabby(frame: r(0, 0, 10, 10)), "c")
        a.other = c
        _ = a.becomeFirstResponder()
        #expect(b.becomeFirstResponder())
        #expect(b.isFirstResponder && !c.isFirstResponder)
    }
}

import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
import TestSupport

// What the user lets go of is freed: the engine keeps no strong reference to views, windows,
// controllers, recognizers, controls' targets or touches beyond what UIKit documents (a visible
// window is kept by its application, a view by its superview, a recognizer by its view).

@Suite("Memory: nothing outlives its owner")
@MainActor
struct MemoryTests {
    /// Weak references to everything an app made, to check after it is released.
    struct Weak {
        private var objects: [(name: String, get: () -> AnyObject?)] = []

        mutating func add(_ name: String, _ object: AnyObject) {
            weak let weakObject = object
            objects.append((name, { weakObject }))
        }

        var alive: [String] { objects.filter { $0.get() != nil }.map(\.name) }
    }

    final class Target: UIResponder {
        var taps = 0
        func tapped() { taps += 1 }
    }

    /// An app with two windows, a controller with a child, recognizers, controls with targets and
    /// actions, a first responder and a presented controller, put through taps, drags, long
    /// presses, shakes and key presses; then let go.
    func exercise(_ weak: inout Weak, hideWindows: Bool) {
        let app = UIApplication()
        weak.add("application", app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        alert.windowLevel = .alert
        let controller = UIViewController()
        let child = UIViewController()
        window.rootViewController = controller
        controller.addChild(child)
        controller.view.addSubview(child.view)
        window.makeKeyAndVisible()
        alert.isHidden = false
        let button = UIButton(frame: CGRect(x: 150, y: 150, width: 100, height: 44))
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.addAction(UIAction { _ in }, for: .touchDown)
        let field = UITextField(frame: CGRect(x: 10, y: 400, width: 200, height: 30))
        let tap = UITapGestureRecognizer()
        let longPress = UILongPressGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        tap.addAction { _ in }
        tap.require(toFail: longPress)
        child.view.addGestureRecognizer(tap)
        controller.view.addGestureRecognizer(longPress)
        controller.view.addGestureRecognizer(pan)
        for view in [button, field] as [UIView] { controller.view.addSubview(view) }
        _ = field.becomeFirstResponder()
        let presented = UIViewController()

        for (name, object) in [
            ("window", window), ("alert window", alert), ("controller", controller), ("child", child),
            ("presented", presented), ("button", button), ("target", target), ("field", field),
            ("tap", tap), ("long press", longPress), ("pan", pan), ("view", child.view)
        ] as [(String, AnyObject)] {
            weak.add(name, object)
        }

        var touches: [UITouch] = []
        app.withTracing(.touches) { record in
            if case let .touchBound(touch, _, _) = record.event { touches.append(touch) }
        } _: {
            app.tap(at: CGPoint(x: 160, y: 160))
            app.tap(at: CGPoint(x: 20, y: 20), count: 2)
            app.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 300))
            app.touch(finger: 1, .began, at: CGPoint(x: 30, y: 30))
            app.advance(by: 1)
            app.touch(finger: 1, .ended, at: CGPoint(x: 30, y: 30))
            controller.present(presented, animated: false)
            app.shake()
            app.press(.select)
        }
        for (index, touch) in touches.enumerated() { weak.add("touch \(index + 1)", touch) }
        touches.removeAll()
        #expect(target.taps == 1)
        if hideWindows {
            window.isHidden = true
            alert.isHidden = true
        }
    }

    @Test("W5 R3 GR7 A2: after an app's last event, letting go of the application frees everything it made")
    func applicationLetGo() {
        var weak = Weak()
        exercise(&weak, hideWindows: false)
        #expect(weak.alive == [])
    }

    @Test(
        "H1: a superview does not keep itself alive through its subviews; one that goes away leaves its subviews without a superview"
    )
    func superviewGoesAway() {
        let kept = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        weak var weakSuperview: UIView?
        weak var weakMiddle: UIView?
        do {
            // A superview with an index (it was hit-tested twice) and a chain below it.
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let middle = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            superview.addSubview(kept)
            superview.addSubview(middle)
            middle.addSubview(grandchild)
            for _ in 0..<3 { _ = superview.hitTest(CGPoint(x: 2, y: 2), with: nil) }
            #expect(kept.superview === superview && grandchild.superview === middle)
            weakSuperview = superview
            weakMiddle = middle
        }
        #expect(weakSuperview == nil && weakMiddle == nil)
        #expect(kept.superview == nil && grandchild.superview == nil)
        // Both can be used and put somewhere else.
        kept.addSubview(grandchild)
        #expect(kept.hitTest(CGPoint(x: 2, y: 2), with: nil) === grandchild)
    }

    @Test(
        "GR7 R2 W5: a back-reference (a recognizer's view, a view's window, a controller's parent or presenter, a failure requirement) reads nil once its object is gone, and keeps nothing alive"
    )
    func backReferencesGoAway() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recognizer = UITapGestureRecognizer()
        let child = UIViewController()
        let presented = UIViewController()
        weak var weakWindow: UIWindow?
        weak var weakHolder: UIView?
        weak var weakParent: UIViewController?
        weak var weakOther: UIGestureRecognizer?
        do {
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
            let holder = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let parent = UIViewController()
            let other = UILongPressGestureRecognizer()
            window.addSubview(view)
            holder.addGestureRecognizer(recognizer)
            parent.addChild(child)
            window.rootViewController = parent
            window.makeKeyAndVisible()
            parent.present(presented, animated: false)
            recognizer.require(toFail: other)
            app.tap(at: CGPoint(x: 5, y: 5))
            #expect(view.window === window && recognizer.view === holder && child.parent === parent)
            #expect(presented.presentingViewController === parent && recognizer.failureRequirements.first === other)
            window.isHidden = true
            (weakWindow, weakHolder, weakParent, weakOther) = (window, holder, parent, other)
        }
        #expect(weakWindow == nil && weakHolder == nil && weakParent == nil && weakOther == nil)
        #expect(view.window == nil && recognizer.view == nil && child.parent == nil)
        #expect(presented.presentingViewController == nil && recognizer.failureRequirements.isEmpty)
    }

    @Test("W5: hidden windows are freed while the application lives on; visible ones are kept")
    func hiddenWindows() {
        var weak = Weak()
        let app = UIApplication()
        do {
            // Hidden from the start: nothing but this scope holds it.
            let hidden = UIWindow(frame: .zero, application: app)
            weak.add("hidden", hidden)
        }
        func show() -> () -> Void {
            let shown = UIWindow(frame: .zero, application: app)
            shown.isHidden = false
            weak.add("shown", shown)
            return { [weak shown] in shown?.isHidden = true }
        }
        let hide = show()
        #expect(weak.alive == ["shown"])
        hide()
        #expect(weak.alive == [])
    }

    @Test("T13 GR7: a removed subtree, its recognizers and the touches it was tracking are freed when the finger lifts")
    func removedSubtreeMidTouch() {
        let world = World(topics: [])
        var weak = Weak()
        do {
            let container = world.view("container", CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = world.view("view", CGRect(x: 0, y: 0, width: 100, height: 100), in: container)
            let pan = UIPanGestureRecognizer()
            view.addGestureRecognizer(pan)
            weak.add("container", container)
            weak.add("view", view)
            weak.add("pan", pan)
            var bound: UITouch?
            world.app.withTracing(.touches) { record in
                if case let .touchBound(touch, _, _) = record.event { bound = touch }
            } _: {
                world.app.touch(finger: 1, .began, at: CGPoint(x: 10, y: 10))
                world.app.touch(finger: 1, .moved, at: CGPoint(x: 30, y: 10))
            }
            weak.add("touch", bound!)
            bound = nil
            container.removeFromSuperview()
        }
        // The finger is still down: the application keeps the touch, and the touch keeps the view
        // it began in (`UITouch.view` is strong in UIKit too) with its recognizer.
        #expect(weak.alive == ["view", "pan", "touch"])
        world.app.touch(finger: 1, .ended, at: CGPoint(x: 30, y: 10))
        #expect(weak.alive == [])
    }

    @Test("Q1 T1: 20,000 events leave no touches, recognizer state or queue behind")
    func soak() {
        let world = World(topics: [])
        let button = world.add(UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44)), "button")
        let tap = UITapGestureRecognizer()
        world.root.addGestureRecognizer(tap)
        var weak = Weak()
        var touches: [UITouch] = []
        world.app.withTracing(.touches) { record in
            if case let .touchBound(touch, _, _) = record.event, touches.count < 200 { touches.append(touch) }
        } _: {
            for round in 0..<(5_000 * stressScale) {
                world.app.tap(at: CGPoint(x: 20 + Double(round % 7), y: 20))
                world.app.tap(at: CGPoint(x: 200, y: 300 + Double(round % 5)))
            }
        }
        for (index, touch) in touches.enumerated() { weak.add("touch \(index)", touch) }
        touches.removeAll()
        world.app.advance(by: 1)
        #expect(weak.alive == [])
        #expect(tap.state == .possible)
        #expect(button.isTracking == false)
    }
}

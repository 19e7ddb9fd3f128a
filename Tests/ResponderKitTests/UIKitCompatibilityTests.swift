import Foundation
import ResponderKitTesting
import Testing
@testable import ResponderKit

@Suite("UIKit API compatibility")
@MainActor
struct UIKitCompatibilityTests {
    // MARK: Identity, as NSObject gives it

    @Test("responders and recognizers compare and hash by identity, as NSObject subclasses do")
    func identity() {
        let a = UIView(), b = UIView()
        #expect(a == a)
        #expect(a != b)
        var touched: Set<UIView> = [a, b, a]
        #expect(touched.count == 2)
        touched.remove(a)
        #expect(touched == [b])
        let controller = UIViewController()
        let responders: [AnyHashable] = [AnyHashable(a), AnyHashable(controller), AnyHashable(a)]
        #expect(Set(responders).count == 2)
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        var counts: [UIGestureRecognizer: Int] = [:]
        counts[tap, default: 0] += 1
        counts[pan, default: 0] += 1
        counts[tap, default: 0] += 1
        #expect(counts[tap] == 2 && counts[pan] == 1)
        #expect(AnyHashable(tap) == AnyHashable(tap))
        #expect(AnyHashable(tap) != AnyHashable(pan))
        let asResponder: UIResponder = a
        #expect(asResponder == a)
    }

    // MARK: Geometry and colour

    @Test("UIEdgeInsets insets a rectangle as UIKit's inset(by:); negative insets grow it")
    func edgeInsets() {
        let rect = r(10, 20, 100, 50)
        #expect(rect.inset(by: .zero) == rect)
        #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == r(20, 25, 70, 30))
        #expect(rect.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)) == r(0, 10, 120, 70))
        #expect(UIEdgeInsets() == .zero)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1.0, 2.0, 3.0, 4.0}")
    }

    @Test("UIColor stores its components; colours with equal components are equal")
    func colors() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.red != .blue)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (1, 0.5, 0, 1))
        // Hue 1/3 at full saturation and brightness is green.
        #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1) == .green)
        #expect(UIColor.clear.description == "UIExtendedSRGBColorSpace 0 0 0 0")
        let view = UIView()
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .yellow
        #expect(view.backgroundColor == .yellow)
    }

    // MARK: Archives

    @Test("init(coder:) reads what encode(with:) writes, for views and controllers")
    func coding() throws {
        let view = UIView(frame: r(10, 20, 30, 40))
        view.tag = 7
        view.alpha = 0.5
        view.isUserInteractionEnabled = false
        view.bounds.origin = p(1, 2)
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        view.encode(with: archiver)
        let controller = UIViewController(nibName: "Main", bundle: nil)
        controller.title = "Settings"
        controller.encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        let copy = try #require(UIView(coder: unarchiver))
        #expect(copy.frame == r(10, 20, 30, 40))
        #expect(copy.bounds == r(1, 2, 30, 40))
        #expect(copy.tag == 7 && copy.alpha == 0.5 && !copy.isUserInteractionEnabled)
        let button = try #require(UIButton(coder: unarchiver))
        #expect(button.frame == r(10, 20, 30, 40) && button.buttonType == .custom)
        let scrollView = try #require(UIScrollView(coder: unarchiver))
        #expect(scrollView.gestureRecognizers?.contains(scrollView.panGestureRecognizer) == true)
        let controllerCopy = try #require(UIViewController(coder: unarchiver))
        #expect(controllerCopy.title == "Settings")
        #expect(controller.nibName == "Main" && controllerCopy.nibName == nil)
    }

    // MARK: View-controller lifecycle

    final class LifecycleController: UIViewController {
        var log: [String] = []
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func loadView() {
            log.append("\(name) loadView")
            view = UIView()
        }
        override func viewDidLoad() { log.append("\(name) viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) {
            log.append("\(name) viewWillAppear window:\(view.window != nil)")
        }
        override func viewDidAppear(_ animated: Bool) {
            log.append("\(name) viewDidAppear window:\(view.window != nil)")
        }
        override func viewWillDisappear(_ animated: Bool) { log.append("\(name) viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) {
            log.append("\(name) viewDidDisappear window:\(view.window != nil)")
        }
    }

    @Test("a root view controller loads its view when set, and appears when its window is shown")
    func rootAppears() {
        let app = UIApplication()
        let window = UIWindow(frame: r(0, 0, 375, 667), application: app)
        let controller = LifecycleController("root")
        window.rootViewController = controller
        #expect(controller.log == ["root loadView", "root viewDidLoad"])
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        window.isHidden = true
        #expect(
            controller.log == [
                "root loadView", "root viewDidLoad", "root viewWillAppear window:true",
                "root viewDidAppear window:true",
                "root viewWillDisappear", "root viewDidDisappear window:true"
            ])
    }

    @Test("the default root view has the main screen's bounds in viewDidLoad, and the window's once it is the root")
    func defaultRootViewSize() {
        final class MapController: UIViewController {
            let map = UIView()
            var boundsInViewDidLoad = CGRect.null
            override func viewDidLoad() {
                super.viewDidLoad()
                boundsInViewDidLoad = view.bounds
                map.frame = view.bounds
                view.addSubview(map)
            }
        }
        #expect(UIScreen.main.bounds == r(0, 0, 375, 667))
        let controller = MapController()
        #expect(controller.view.frame == r(0, 0, 375, 667))
        #expect(controller.boundsInViewDidLoad == r(0, 0, 375, 667) && controller.map.frame == r(0, 0, 375, 667))
        let window = UIWindow(frame: r(0, 0, 320, 480), application: UIApplication())
        window.rootViewController = controller
        #expect(controller.view.frame == r(0, 0, 320, 480))
        // An override of loadView() decides for itself.
        #expect(LifecycleController("own").view.frame == .zero)
    }

    @Test("a text field stores UIKit's text input traits, with UIKit's defaults and raw values, and its text colour")
    func textInputTraits() {
        let field = UITextField(frame: r(0, 0, 200, 40))
        #expect(field.keyboardType == .default && field.returnKeyType == .default && !field.isSecureTextEntry)
        #expect(field.autocorrectionType == .default && field.autocapitalizationType == .sentences)
        #expect(field.textColor == .black)
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.isSecureTextEntry = true
        field.autocorrectionType = .no
        field.autocapitalizationType = .none
        field.textColor = .red
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next && field.isSecureTextEntry)
        #expect(field.autocorrectionType == .no && field.autocapitalizationType == .none && field.textColor == .red)
        #expect(UIKeyboardType.emailAddress.rawValue == 7 && UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIReturnKeyType.continue.rawValue == 11 && UITextAutocorrectionType.no.rawValue == 1)
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
    }

    @Test("C8: UIButton(primaryAction:) is titled with the action's title, and runs it on a tap")
    func primaryActionTitle() {
        let app = UIApplication()
        let window = UIWindow(frame: r(0, 0, 375, 667), application: app)
        window.makeKeyAndVisible()
        var saves = 0
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in saves += 1 })
        button.frame = r(10, 10, 100, 44)
        window.addSubview(button)
        #expect(button.title(for: .normal) == "Save" && button.currentTitle == "Save")
        app.tap(at: CGPoint(x: 50, y: 30))
        #expect(saves == 1)
        #expect(UIButton(primaryAction: UIAction { _ in }).title(for: .normal) == nil)
    }

    @Test(
        "C1 A1: a typed control action with a non-optional event gets the touch's event; actions sent from code skip it"
    )
    func nonOptionalEventAction() {
        @MainActor final class Row {
            var events: [Int] = []
            func tapped(_ sender: UIButton, event: UIEvent) { events.append(event.allTouches?.count ?? -1) }
            func tappedMaybe(_ sender: UIButton, event: UIEvent?) { events.append(event == nil ? 0 : 10) }
        }
        let app = UIApplication()
        let window = UIWindow(frame: r(0, 0, 375, 667), application: app)
        window.makeKeyAndVisible()
        let row = Row()
        let button = UIButton(frame: r(10, 10, 100, 44))
        window.addSubview(button)
        button.addTarget(row, action: Row.tapped, for: .touchUpInside)
        button.addTarget(row, action: Row.tappedMaybe, for: .touchUpInside)
        app.tap(at: CGPoint(x: 50, y: 30))
        #expect(row.events == [1, 10])
        button.sendActions(for: .touchUpInside)
        #expect(row.events == [1, 10, 0])
    }

    @Test(
        "PRES4: presenting and dismissing make the presented controller appear and disappear; a child appears with its view"
    )
    func presentedAndChildAppear() {
        let app = UIApplication()
        let window = UIWindow(frame: r(0, 0, 375, 667), application: app)
        let root = LifecycleController("root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = LifecycleController("modal")
        root.present(presented, animated: true)
        app.advance(by: UIPresentationController.transitionDuration)
        #expect(
            presented.log == [
                "modal loadView", "modal viewDidLoad", "modal viewWillAppear window:false",
                "modal viewDidAppear window:true"
            ])
        root.dismiss(animated: true)
        app.advance(by: UIPresentationController.transitionDuration)
        #expect(presented.log.suffix(2) == ["modal viewWillDisappear", "modal viewDidDisappear window:false"])

        let child = LifecycleController("child")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(child.log.suffix(2) == ["child viewWillAppear window:false", "child viewDidAppear window:true"])
        child.view.removeFromSuperview()
        #expect(child.log.suffix(2) == ["child viewWillDisappear", "child viewDidDisappear window:false"])
    }

    @Test("UIViewController() is init(nibName: nil, bundle: nil)")
    func plainInit() {
        let controller = UIViewController()
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        #expect(!controller.isViewLoaded)
    }

    // MARK: Actions to objects that are not responders

    final class Clipboard: ActionPerforming {
        var copies: [String] = []
        func responds(to action: Selector) -> Bool { action == .copy }
        func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
            copies.append(TraceRecord.name(of: sender))
        }
    }

    final class Forwarding: UIView {
        var other: AnyObject?
        override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
            if let other { return other }
            return super.target(forAction: action, withSender: sender)
        }
    }

    @Test("A3 A5: an object that target(forAction:withSender:) returns performs the action when it declares it")
    func nonResponderTarget() {
        let world = World(topics: [.actions])
        let clipboard = Clipboard()
        let field = world.add(Forwarding(frame: r(0, 0, 100, 40)), "field")
        field.other = clipboard
        let button = world.add(UIButton(frame: r(0, 100, 100, 40)), "button")
        // No first responder: a nil-targeted action starts at the sender (A4).
        #expect(world.app.sendAction(.copy, to: nil, from: field, for: nil))
        #expect(clipboard.copies == ["field"])
        // An object that does not declare the action is traced as returned, and nothing happens.
        field.other = NSObject()
        #expect(!world.app.sendAction(.paste, to: nil, from: field, for: nil))
        #expect(
            world.log.lines.last
                == "action paste: from field -> nobody (target(forAction:withSender:) returned NSObject, which does not perform it)"
        )
        // An explicit target that performs the action.
        #expect(world.app.sendAction(.copy, to: clipboard, from: button, for: nil))
        #expect(clipboard.copies == ["field", "button"])
    }

    @Test("A1 A8: controls and recognizers send selector actions to ActionPerforming targets")
    func performingTargets() {
        let world = World()
        let clipboard = Clipboard()
        let button = world.add(UIButton(frame: r(0, 0, 100, 40)), "button")
        button.addTarget(clipboard, action: .copy, for: .touchUpInside)
        let pad = world.view("pad", r(0, 100, 100, 100))
        pad.addGestureRecognizer(UITapGestureRecognizer(target: clipboard, action: .copy))
        world.app.tap(at: p(50, 20))
        world.app.tap(at: p(50, 150))
        #expect(clipboard.copies.count == 2)
        #expect(clipboard.copies.first == "button")
    }
}

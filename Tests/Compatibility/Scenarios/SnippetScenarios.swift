import Foundation
import ResponderKit
import Testing

/// An application with one shown key window whose root view controller is `controller`.
@MainActor
final class Stage {
    let app: UIApplication
    let window: UIWindow
    let controller: UIViewController

    init(_ controller: UIViewController? = nil, application: UIApplication? = nil) {
        let controller = controller ?? UIViewController()
        app = application ?? UIApplication()
        self.controller = controller
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    var root: UIView { controller.view }

    func tap(_ x: CGFloat, _ y: CGFloat, count: Int = 1) { app.tap(at: CGPoint(x: x, y: y), count: count) }

    func drag(_ x0: CGFloat, _ y0: CGFloat, to x1: CGFloat, _ y1: CGFloat, duration: TimeInterval = 0.3) {
        app.drag(from: CGPoint(x: x0, y: y0), to: CGPoint(x: x1, y: y1), duration: duration)
    }

    func hit(_ x: CGFloat, _ y: CGFloat) -> UIView? { window.hitTest(CGPoint(x: x, y: y), with: nil) }

    /// Two fingers from `a` and `b`, moved by `da` and `db` in `steps` steps, then lifted.
    func twoFingers(_ a: CGPoint, _ b: CGPoint, move da: CGPoint, _ db: CGPoint, steps: Int = 5) {
        app.touch(finger: 1, .began, at: a)
        app.touch(finger: 2, .began, at: b)
        var pa = a, pb = b
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            pa = CGPoint(x: a.x + da.x * f, y: a.y + da.y * f)
            pb = CGPoint(x: b.x + db.x * f, y: b.y + db.y * f)
            app.advance(by: 0.02)
            app.enqueue(
                .touches([
                    RawTouch(finger: 1, phase: .moved, location: pa), RawTouch(finger: 2, phase: .moved, location: pb)
                ]))
            app.runUntilIdle()
        }
        app.touch(finger: 1, .ended, at: pa)
        app.touch(finger: 2, .ended, at: pb)
    }
}

/// Counts the actions a control sends for `events`.
@MainActor
final class ActionCounter {
    var count = 0
    init(_ control: UIControl, _ events: UIControl.Event = .touchUpInside) {
        control.addAction(UIAction { [unowned self] _ in self.count += 1 }, for: events)
    }
}

@Suite("UIKit snippets behave")
@MainActor
struct SnippetScenarios {
    @Test("S01 a negative-inset hit area takes taps just outside the button")
    func hitArea() {
        let stage = Stage()
        let button = HitAreaButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        stage.root.addSubview(button)
        let taps = ActionCounter(button)
        stage.tap(90, 90)
        #expect(taps.count == 1)
        stage.tap(80, 80)
        #expect(taps.count == 1)
    }

    @Test("S02 a pass-through overlay lets taps reach the button below, but keeps its subviews")
    func passThrough() {
        let stage = Stage()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        stage.root.addSubview(button)
        let overlay = PassThroughView(frame: stage.root.bounds)
        let badge = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        overlay.addSubview(badge)
        stage.root.addSubview(overlay)
        let taps = ActionCounter(button)
        stage.tap(50, 40)
        #expect(taps.count == 1)
        #expect(stage.hit(220, 220) === badge)
        #expect(stage.hit(300, 500) === stage.root)
    }

    @Test("S03 a container is inside only where its subviews are")
    func subviewsOnly() {
        let stage = Stage()
        let background = UIView(frame: stage.root.bounds)
        stage.root.addSubview(background)
        let container = SubviewsOnlyView(frame: stage.root.bounds)
        let chip = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(chip)
        stage.root.addSubview(container)
        #expect(stage.hit(30, 30) === chip)
        #expect(stage.hit(200, 200) === background)
    }

    @Test("S04 a subview outside its superview's bounds is reachable through the override")
    func overflow() {
        let stage = Stage()
        let container = OverflowingContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(frame: CGRect(x: 80, y: 80, width: 60, height: 60))
        container.addSubview(button)
        stage.root.addSubview(container)
        let taps = ActionCounter(button)
        stage.tap(130, 130)
        #expect(taps.count == 1)
        #expect(stage.hit(200, 200) === stage.root)
    }

    @Test("S05 pinch and rotation recognize together when the delegate allows it")
    func simultaneous() {
        let controller = PhotoViewController()
        let stage = Stage(controller)
        stage.twoFingers(
            CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150), move: CGPoint(x: -20, y: 30), CGPoint(x: 20, y: -30))
        #expect(controller.pinches > 0)
        #expect(controller.rotations > 0)
    }

    @Test("S06 shouldReceive keeps the background tap off the button")
    func shouldReceive() {
        let controller = FormViewController()
        let stage = Stage(controller)
        stage.tap(50, 40)
        #expect(controller.buttonTaps == 1 && controller.backgroundTaps == 0)
        stage.tap(300, 500)
        #expect(controller.backgroundTaps == 1)
    }

    @Test("S07 a single tap waits for the double tap to fail; a double tap fires alone")
    func doubleTap() {
        let stage = Stage()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.root.addSubview(card)
        stage.tap(50, 50)
        #expect(card.events.isEmpty)
        stage.app.advance(by: 1)
        #expect(card.events == ["single"])
        stage.tap(50, 50, count: 2)
        stage.app.advance(by: 1)
        #expect(card.events == ["single", "double"])
    }

    @Test("S08 a long press begins after its duration and ends when the finger lifts")
    func longPress() {
        let controller = LongPressViewController()
        let stage = Stage(controller)
        stage.tap(50, 60)
        stage.app.advance(by: 1)
        #expect(controller.log.isEmpty)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 50, y: 60))
        stage.app.advance(by: 0.5)
        #expect(controller.log.isEmpty)
        stage.app.advance(by: 0.5)
        stage.app.touch(finger: 1, .ended, at: CGPoint(x: 50, y: 60))
        #expect(controller.log == ["began at 50,60", "ended"])
    }

    @Test("S09 a pan drags the view by the finger's translation")
    func panDrag() {
        let stage = Stage()
        let view = DraggableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.root.addSubview(view)
        stage.drag(50, 50, to: 150, 80)
        #expect(abs(view.center.x - 150) < 1 && abs(view.center.y - 80) < 1)
    }

    @Test("S10 a custom control tracks the finger and sends valueChanged")
    func customControl() {
        let stage = Stage()
        let knob = KnobControl(frame: CGRect(x: 0, y: 300, width: 200, height: 40))
        stage.root.addSubview(knob)
        let changes = ActionCounter(knob, .valueChanged)
        stage.drag(20, 320, to: 150, 320)
        #expect(abs(knob.value - 0.75) < 0.001)
        #expect(changes.count > 1)
    }

    @Test("S11 UIAction handlers and a primary action run on taps")
    func uiAction() {
        let controller = CounterViewController()
        let stage = Stage(controller)
        stage.tap(40, 120)
        stage.tap(40, 120)
        stage.tap(120, 120)
        #expect(controller.count == 1)
    }

    @Test("S12 touchesBegan and touchesMoved collect a stroke")
    func sketch() {
        let stage = Stage()
        let sketch = SketchView(frame: stage.root.bounds)
        stage.root.addSubview(sketch)
        stage.drag(10, 10, to: 110, 10)
        #expect(sketch.strokes.count == 1)
        #expect(sketch.strokes[0].first == CGPoint(x: 10, y: 10))
        #expect(sketch.strokes[0].last == CGPoint(x: 110, y: 10))
    }

    @Test("S13 the responder chain leads from a nested view to its controller")
    func parentController() {
        let stage = Stage()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        stage.root.addSubview(outer)
        #expect(inner.parentViewController === stage.controller)
        #expect(UIView().parentViewController == nil)
    }

    @Test("S14 a controller that becomes first responder in viewDidAppear receives shakes")
    func shake() {
        let controller = ShakeViewController()
        let stage = Stage(controller)
        #expect(controller.isFirstResponder)
        stage.app.shake()
        #expect(controller.shakes == 1)
    }

    @Test("S15 key presses reach the first responder, which handles some keys")
    func keys() {
        let controller = GameViewController()
        let stage = Stage(controller)
        #expect(controller.becomeFirstResponder())
        stage.app.press(.keyboard(.keyboardW), key: UIKey(characters: "w", keyCode: .keyboardW))
        stage.app.press(.keyboard(.keyboardSpacebar), key: UIKey(characters: " ", keyCode: .keyboardSpacebar))
        stage.app.press(.keyboard(.keyboardQ), key: UIKey(characters: "q", keyCode: .keyboardQ))
        #expect(controller.moves == ["up", "jump"])
    }

    @Test("S16 a tapped view becomes first responder with its input views")
    func inputViews() {
        let stage = Stage()
        let field = PickerField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        stage.root.addSubview(field)
        stage.tap(50, 20)
        #expect(field.isFirstResponder)
        #expect(field.inputView === field.picker && field.inputAccessoryView === field.toolbar)
    }

    @Test("S17 a scroll view that allows it takes a drag away from a tracking button")
    func scrollCancels() {
        for friendly in [false, true] {
            let stage = Stage()
            let scroll =
                friendly
                ? ButtonFriendlyScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                : UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentSize = CGSize(width: 320, height: 2000)
            let button = UIButton(frame: CGRect(x: 20, y: 300, width: 200, height: 44))
            scroll.addSubview(button)
            stage.root.addSubview(scroll)
            stage.app.touch(finger: 1, .began, at: CGPoint(x: 100, y: 320))
            stage.app.advance(by: 0.3)
            for y in stride(from: 300, through: 100, by: -20) {
                stage.app.touch(finger: 1, .moved, at: CGPoint(x: 100, y: CGFloat(y)))
            }
            stage.app.touch(finger: 1, .ended, at: CGPoint(x: 100, y: 100))
            #expect((scroll.contentOffset.y > 0) == friendly, "friendly: \(friendly)")
        }
    }

    @Test("S18 swipes left and right page a carousel")
    func swipes() {
        let controller = CarouselViewController()
        let stage = Stage(controller)
        stage.drag(300, 300, to: 100, 300, duration: 0.2)
        stage.drag(300, 300, to: 100, 300, duration: 0.2)
        stage.drag(100, 300, to: 300, 300, duration: 0.2)
        #expect(controller.page == 1)
    }

    @Test("S19 a view made in code or from an archive sets itself up the same way")
    func storyboardView() throws {
        let stage = Stage()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        stage.root.addSubview(badge)
        stage.tap(20, 20)
        #expect(badge.taps == 1)
        #expect(badge.backgroundColor == UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 0.5))
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        badge.encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let copy = try #require(BadgeView(coder: unarchiver))
        #expect(copy.frame == badge.frame && copy.gestureRecognizers?.count == 1)
    }

    @Test("S20 a controller made with init(nibName:bundle:) loads and appears")
    func controllerInits() {
        let controller = DetailViewController(itemName: "Milk")
        let stage = Stage(controller)
        #expect(controller.title == "Milk" && controller.view.backgroundColor == .white)
        #expect(controller.appearances == 1)
        stage.window.isHidden = true
        stage.window.isHidden = false
        #expect(controller.appearances == 2)
    }

    @Test("S21 a view highlights while touched and not after")
    func highlight() {
        let stage = Stage()
        let cell = HighlightingView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        stage.root.addSubview(cell)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 10, y: 10))
        #expect(cell.backgroundColor == .lightGray)
        stage.app.touch(finger: 1, .ended, at: CGPoint(x: 10, y: 10))
        #expect(cell.backgroundColor == .white)
    }

    @Test("S22 views and recognizers work in sets, dictionaries and AnyHashable")
    func hashing() {
        let controller = SelectionController()
        let stage = Stage(controller)
        stage.tap(50, 50)
        stage.tap(50, 50)
        stage.app.advance(by: 1)
        stage.tap(150, 50)
        #expect(controller.selected == [controller.tiles[1]])
        #expect(controller.tapCounts.values.reduce(0, +) == 3)
        #expect(controller.tiles[0].tag == 2)
    }

    @Test("S23 a pinch scales the view's transform")
    func pinchZoom() {
        let stage = Stage()
        let view = ZoomableView(frame: CGRect(x: 50, y: 50, width: 250, height: 250))
        stage.root.addSubview(view)
        stage.twoFingers(
            CGPoint(x: 150, y: 150), CGPoint(x: 200, y: 150), move: CGPoint(x: -30, y: 0), CGPoint(x: 30, y: 0))
        #expect(view.transform.a > 1.5)
    }

    @Test("S24 gestureRecognizerShouldBegin lets only horizontal pans begin")
    func horizontalOnly() {
        let stage = Stage()
        let row = SwipeToDeleteView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        stage.root.addSubview(row)
        stage.drag(300, 150, to: 150, 160)
        #expect(row.offset < -100)
        row.offset = 0
        stage.drag(100, 120, to: 110, 280)
        #expect(row.offset == 0)
    }

    @Test("S25 a board's tap finds the square under it with hitTest")
    func board() {
        let controller = BoardViewController()
        let stage = Stage(controller)
        stage.tap(150, 50)
        stage.tap(50, 150)
        #expect(controller.tapped == [2, 3])
    }

    @Test("S26 exclusive-touch buttons cannot be pressed together")
    func exclusive() {
        let controller = ChoiceViewController()
        let stage = Stage(controller)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 50, y: 40))
        stage.app.touch(finger: 2, .began, at: CGPoint(x: 250, y: 40))
        stage.app.touch(finger: 2, .ended, at: CGPoint(x: 250, y: 40))
        stage.app.touch(finger: 1, .ended, at: CGPoint(x: 50, y: 40))
        #expect(controller.choices == ["yes"])
    }

    @Test("S27 the scroll delegate hears a drag, and the top inset lets the drag scroll above the content")
    func scrollDelegate() {
        let controller = FeedViewController()
        let stage = Stage(controller)
        stage.drag(100, 400, to: 100, 100)
        #expect(controller.log == ["willBeginDragging", "didEndDragging decelerate:false"])
        #expect(controller.lastOffset > 250)
        stage.drag(100, 50, to: 100, 470)
        stage.drag(100, 50, to: 100, 470)
        #expect(controller.lastOffset == -50)
    }

    @Test("S28 a background tap that does not cancel touches dismisses the keyboard; the field still takes taps")
    func endEditing() {
        let controller = LoginViewController()
        let stage = Stage(controller)
        stage.tap(100, 120)
        #expect(controller.field.isFirstResponder)
        stage.tap(100, 400)
        #expect(!controller.field.isFirstResponder)
    }

    @Test("S29 a pan from the left edge opens the menu")
    func edgePan() {
        let controller = MenuContainerViewController()
        let stage = Stage(controller)
        stage.drag(100, 300, to: 300, 300)
        #expect(!controller.isMenuOpen)
        stage.drag(5, 300, to: 200, 300)
        #expect(controller.isMenuOpen)
    }

    @Test("S30 G4b: a frame set after a transform covers the whole frame on screen")
    func transformedFrame() {
        let stage = Stage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.root.addSubview(container)
        let stamp = StampView()
        stamp.layOut(in: container)
        #expect(stamp.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.tap(74, 74)
        stage.tap(26, 26)
        #expect(stamp.taps == 2)
    }

    @Test("S31 loadView, viewDidLoad and the appearance callbacks come in UIKit's order")
    func lifecycle() {
        let controller = TimelineViewController()
        let stage = Stage(controller)
        #expect(controller.isVisible)
        stage.window.isHidden = true
        #expect(
            controller.events == [
                "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"
            ])
        #expect(!controller.isVisible)
    }

    @Test("S32 a view that handles a touch can still pass it to next")
    func forwarding() {
        let controller = TouchCountingViewController()
        let stage = Stage(controller)
        let container = TrackingContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.root.addSubview(container)
        stage.tap(50, 50)
        #expect(container.began == 1 && controller.received == 1)
    }

    @Test("S33 A6 A7: a label that overrides canPerformAction and copy receives a nil-targeted copy")
    func copyableLabel() {
        let stage = Stage()
        let label = CopyableLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Order 42"
        stage.root.addSubview(label)
        #expect(label.becomeFirstResponder())
        #expect(stage.app.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(!stage.app.sendAction(.paste, to: nil, from: nil, for: nil))
        #expect(label.copied == ["Order 42"])
    }

    @Test("S34 A3 A4: a nil-targeted button action climbs the chain to the controller")
    func nilTargeted() {
        let controller = ListViewController()
        let stage = Stage(controller)
        stage.tap(60, 40)
        #expect(controller.refreshes == 1)
    }

    @Test("S35 F7: sending resignFirstResponder to nil hides the keyboard")
    func resignFromAnywhere() {
        let stage = Stage(application: .shared)
        defer { stage.window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        stage.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        stage.controller.hideKeyboard()
        #expect(!field.isFirstResponder)
    }

    @Test("S36 F8 GC6: under a background tap that cancels touches, the text field and text view still start editing")
    func dismissKeyboardTap() {
        let controller = SignUpViewController()
        let stage = Stage(controller)
        stage.tap(100, 120)
        #expect(controller.nameField.isFirstResponder)
        stage.tap(100, 400)
        #expect(!controller.nameField.isFirstResponder)
        stage.tap(100, 200)
        #expect(controller.bioView.isFirstResponder)
        stage.tap(100, 400)
        #expect(!controller.bioView.isFirstResponder)
    }

    @Test("S37 H10 A8: an image view with interaction turned on takes a tap whose action takes no argument")
    func noArgumentAction() {
        let controller = ProfileViewController()
        let stage = Stage(controller)
        stage.tap(50, 50)
        #expect(controller.avatarTaps == 1)
        controller.avatar.isUserInteractionEnabled = false
        stage.app.advance(by: 1)
        stage.tap(50, 50)
        #expect(controller.avatarTaps == 1)
    }

    @Test("S38 C5: a checkbox toggles on touch-up inside, not after a drag out; its title follows")
    func checkbox() {
        let stage = Stage()
        let box = CheckboxButton(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        stage.root.addSubview(box)
        #expect(box.currentTitle == "☐ Remember me" && box.titleColor(for: .highlighted) == .lightGray)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 40, y: 40))
        #expect(box.isTracking && box.isHighlighted && box.currentTitleColorIsHighlighted)
        stage.app.touch(finger: 1, .ended, at: CGPoint(x: 40, y: 40))
        #expect(box.isChecked && box.currentTitle == "☑ Remember me")
        stage.app.advance(by: 1)
        stage.drag(40, 40, to: 40, 300)
        #expect(box.isChecked && box.accessibilityIdentifier == "released outside")
    }

    @Test("S39 F8: the text field delegate moves focus on return, submits, and limits the length")
    func textFieldDelegate() {
        let controller = SignInViewController()
        let stage = Stage(controller)
        stage.tap(100, 120)
        #expect(controller.emailField.isFirstResponder)
        for _ in 0..<25 { controller.emailField.insertText("a") }
        controller.emailField.deleteBackward()
        #expect(controller.emailField.text?.count == 19)
        controller.emailField.insertText("\n")
        #expect(controller.passwordField.isFirstResponder)
        controller.passwordField.insertText("secret")
        controller.passwordField.insertText("\n")
        #expect(!controller.passwordField.isFirstResponder && controller.submitted)
        #expect(controller.editing == ["email", "password"])
    }

    @Test("S40 A1 C8: a switch and a slider send valueChanged and touch-up to typed actions")
    func valueControls() {
        let controller = SettingsViewController()
        let stage = Stage(controller)
        stage.tap(40, 115)
        #expect(controller.soundSwitch.isOn)
        stage.app.advance(by: 1)
        stage.drag(35, 215, to: 200, 215)
        let volume = Int((controller.volumeSlider.value * 100).rounded())
        #expect(volume > 40)
        #expect(controller.log == ["sound on", "volume changing", "volume \(volume)"])
    }

    @Test("S41 M1 T4: a view with multiple touch enabled sees every finger on it")
    func multiTouch() {
        let stage = Stage()
        let pad = FingerCounterView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        stage.root.addSubview(pad)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 50, y: 50))
        stage.app.touch(finger: 2, .began, at: CGPoint(x: 150, y: 50))
        stage.app.touch(finger: 3, .began, at: CGPoint(x: 250, y: 50))
        for finger in 1...3 { stage.app.touch(finger: finger, .ended, at: CGPoint(x: 50, y: 50)) }
        #expect(pad.maximumFingers == 3)
    }

    @Test(
        "S42 A1 GR1 F8: unqualified selectors, ported to the enclosing type's methods, reach them; the map fills the screen"
    )
    func unqualifiedSelectors() {
        let controller = MapViewController()
        #expect(controller.view.bounds.size == CGSize(width: 375, height: 667))
        #expect(controller.mapView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        let stage = Stage(controller)
        #expect(controller.searchField.keyboardType == .webSearch && controller.searchField.returnKeyType == .search)
        #expect(controller.searchField.autocorrectionType == .no)
        stage.drag(100, 300, to: 200, 300)
        #expect(controller.panned == CGPoint(x: 100, y: 0))
        stage.app.advance(by: 1)
        stage.tap(100, 58)
        #expect(controller.searchField.isFirstResponder)
        stage.tap(100, 400)
        #expect(!controller.searchField.isFirstResponder)
        stage.tap(322, 622)
        #expect(controller.locateTouches == [CGPoint(x: 22, y: 22)])
        // Sent from code, with no event: a method that takes a non-optional event is not called.
        controller.locateButton.sendActions(for: .touchUpInside)
        #expect(controller.locateTouches.count == 1)
    }

    @Test("S43 GR2 A1: a recognizer subclass without the subclass header, and an outlet assigned in code, work")
    func recognizerSubclassOutlets() {
        let controller = FollowViewController()
        let stage = Stage(controller)
        stage.tap(80, 122)
        #expect(controller.follows == 1 && controller.followButton.isSelected)
        #expect(controller.holds == 0)
        stage.app.advance(by: 1)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 200, y: 400))
        stage.app.advance(by: 0.4)
        stage.app.touch(finger: 1, .ended, at: CGPoint(x: 200, y: 400))
        #expect(controller.holds == 1)
        stage.app.advance(by: 1)
        stage.tap(200, 400)
        #expect(controller.holds == 1 && controller.follows == 1)
    }

    @Test(
        "S45 Observed: a button placed in layoutSubviews takes taps where the layout put it, before the first tap and after a size change"
    )
    func layoutSubviewsPlacesButton() {
        let controller = HeaderViewController()
        let stage = Stage(controller)
        #expect(controller.header.closeButton.frame == .zero)  // no layout until the loop turns
        stage.tap(353, 42)
        #expect(controller.closeCount == 1)
        #expect(controller.header.closeButton.frame == CGRect(x: 331, y: 0, width: 44, height: 44))
        // The root view narrows: the controller's viewDidLayoutSubviews narrows the header, whose
        // layoutSubviews moves the button, all before the next tap.
        stage.root.frame.size.width = 300
        stage.tap(353, 42)
        #expect(controller.closeCount == 1)
        stage.tap(278, 42)
        #expect(controller.closeCount == 2)
        #expect(controller.layoutPasses == 2)
        // layoutIfNeeded lays out at once.
        controller.header.frame.size.width = 200
        controller.header.layoutIfNeeded()
        #expect(controller.header.closeButton.frame == CGRect(x: 156, y: 0, width: 44, height: 44))
    }

    @Test(
        "S60 super.init() in a subclass's designated initializer makes a controller, a view and a button that work; () runs an overridden init(nibName:bundle:) or init(frame:)"
    )
    func superInit() {
        let controller = MemberProfileViewController(userName: "Ada")
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        let stage = Stage(controller)
        #expect(controller.loadedName == "Ada")
        let avatar = stage.hit(50, 130)
        #expect((avatar as? MemberAvatarView)?.initials == "Ad")
        let button = stage.root.subviews.compactMap { $0 as? MemberFollowButton }.first
        #expect(button?.buttonType == .custom)
        stage.tap(150, 130)
        #expect(button?.follows == true)

        #expect(PreferencesViewController().madeBy == "init(nibName:bundle:)")
        #expect(StatusDotView().madeBy == "init(frame:)")
        #expect(StatusDotView().frame == .zero)
    }
}

extension CheckboxButton {
    /// The colour for the highlighted state is the one in use while a finger is down.
    fileprivate var currentTitleColorIsHighlighted: Bool { titleColor(for: state) == .lightGray }
}

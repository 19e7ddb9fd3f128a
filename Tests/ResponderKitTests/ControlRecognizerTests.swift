import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

@Suite("Controls and recognizers (C9)")
@MainActor
struct ControlRecognizerTests {
    @Test(
        "C9 GV9: an ancestor's single tap does not stop a button, switch, stepper, segmented or page control",
        arguments: ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"])
    func controlBeatsAncestorTap(kind: String) {
        let world = World(topics: [.gestures])
        let control: UIControl =
            switch kind {
            case "UIButton": UIButton(frame: r(100, 100, 100, 40))
            case "UISwitch": UISwitch(frame: r(100, 100, 100, 40))
            case "UIStepper": UIStepper(frame: r(100, 100, 100, 40))
            case "UISegmentedControl": UISegmentedControl(items: ["a", "b"])
            default: UIPageControl(frame: r(100, 100, 100, 40))
            }
        control.frame = r(100, 100, 100, 40)
        (control as? UIPageControl)?.numberOfPages = 3
        world.add(control, "control")
        world.attach(UITapGestureRecognizer(), "tap", to: world.root)
        var fired: [String] = []
        control.addAction(UIAction { _ in fired.append("touchUpInside") }, for: .touchUpInside)
        world.app.tap(at: p(160, 110))
        #expect(fired == ["touchUpInside"])
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "tap: possible -> failed (gestureRecognizerShouldBegin of control returned false)",
                "tap: failed -> possible (reset)"
            ])
    }

    @Test("C9: a tap recognizer attached to the button itself wins; the button sends touchCancel and no action")
    func ownRecognizerWins() {
        let world = World(topics: [.gestures, .actions])
        let button = world.add(UIButton(frame: r(100, 100, 100, 40)), "button")
        world.attach(UITapGestureRecognizer(), "tap", to: button)
        world.app.tap(at: p(110, 110))
        #expect(
            world.log.lines == [
                "touch 1 goes to tap",
                "button sends touchDown",
                "tap: possible -> ended",
                "button sends touchCancel",
                "tap action (ended)",
                "tap at (10, 10)",
                "tap: ended -> possible (reset)"
            ])
    }

    @Test("C9 GV5: an ancestor's double tap is not in the list: the button's touch-up waits for it to fail")
    func ancestorDoubleTapDelaysButton() {
        let world = World(topics: [.gestures, .actions])
        world.add(UIButton(frame: r(100, 100, 100, 40)), "button")
        world.attach(UITapGestureRecognizer(), "double", to: world.root).numberOfTapsRequired = 2
        world.app.tap(at: p(110, 110))
        world.app.advance(by: 1)
        #expect(
            world.log.lines == [
                "touch 1 goes to double",
                "button sends touchDown",
                "double: possible -> failed",
                "double: failed -> possible (reset)",
                "button sends touchUpInside",
                "button sends primaryActionTriggered"
            ])
        #expect(world.app.clock.now == 1.05)
    }

    @Test("C9: a slider keeps a sideways swipe that starts on its thumb; from the track the swipe wins")
    func sliderAndSwipe() {
        let world = World(topics: [])
        let slider = world.add(UISlider(frame: r(20, 100, 331, 40)), "slider")
        let swipe = world.attach(UISwipeGestureRecognizer(), "swipe", to: world.root)
        swipe.direction = [.left, .right]
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // The thumb is at the left end (value 0): x 20…51.
        world.app.drag(from: p(35, 120), to: p(135, 120), duration: 0.2, steps: 5)
        #expect(changes == 5 && world.log.lines.isEmpty)
        #expect(abs(slider.value - 100 / 300) < 1e-6)
        world.app.drag(from: p(300, 120), to: p(200, 120), duration: 0.2, steps: 5)
        #expect(world.log.lines == ["swipe at (300, 120)"])
    }

    @Test("C9: a switch keeps a sideways pan that starts on its thumb; an ancestor's vertical pan takes the touch")
    func switchAndPan() {
        let world = World(topics: [.actions])
        let toggle = world.add(UISwitch(frame: r(100, 100, 51, 31)), "switch")
        world.attach(UIPanGestureRecognizer(), "pan", to: world.root)
        world.app.drag(from: p(110, 115), to: p(150, 115), duration: 0.2, steps: 4)
        #expect(toggle.isOn)
        #expect(
            world.log.lines == [
                "switch sends touchDown",
                "switch sends touchDragInside",
                "switch sends touchDragInside",
                "switch sends touchDragInside",
                "switch sends touchDragInside",
                "switch sends touchUpInside",
                "switch sends valueChanged"
            ])
        world.log.clear()
        world.app.advance(by: 1)
        world.app.drag(from: p(140, 115), to: p(140, 215), duration: 0.2, steps: 4)
        #expect(toggle.isOn)
        #expect(
            world.log.lines == [
                "switch sends touchDown",
                "switch sends touchCancel",
                "pan at (140, 140)",
                "pan at (140, 165)",
                "pan at (140, 190)",
                "pan at (140, 215)",
                "pan at (140, 215)"
            ])
    }
}

@Suite("Value controls and text input")
@MainActor
struct ValueControlTests {
    @Test("UISwitch: a tap toggles and sends valueChanged; a tap lifting outside changes nothing")
    func switchTap() {
        let world = World(topics: [])
        let toggle = world.add(UISwitch(frame: r(100, 100, 51, 31)), "switch")
        toggle.touchInsideMargin = 0
        var values: [Bool] = []
        toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
        let app = world.app
        app.tap(at: p(110, 110))
        app.advance(by: 1)
        app.tap(at: p(110, 110))
        app.advance(by: 1)
        app.drag(from: p(110, 110), to: p(110, 200), duration: 0.1, steps: 1)
        #expect(values == [true, false])
    }

    @Test("UISlider: only a touch on the thumb tracks; not continuous sends one valueChanged at the end")
    func slider() {
        let world = World(topics: [])
        let slider = world.add(UISlider(frame: r(0, 100, 331, 40)), "slider")
        slider.isContinuous = false
        let controller = TargetController()
        controller.log = world.log
        slider.addTarget(controller, action: TargetController.sliderMoved, for: .valueChanged)
        world.app.drag(from: p(200, 120), to: p(300, 120), duration: 0.2, steps: 4)
        #expect(slider.value == 0)
        world.app.drag(from: p(15, 120), to: p(165, 120), duration: 0.2, steps: 4)
        #expect(world.log.lines == ["sliderMoved 0.5"])
    }

    @Test("UISegmentedControl, UIStepper and UIPageControl change their values as UIKit's do")
    func segmentsStepperPages() {
        let world = World(topics: [.actions])
        let segments = world.add(UISegmentedControl(items: ["a", "b", "c"]), "segments")
        segments.frame = r(0, 0, 300, 40)
        let stepper = world.add(UIStepper(frame: r(0, 100, 100, 30)), "stepper")
        stepper.maximumValue = 1
        let pages = world.add(UIPageControl(frame: r(0, 200, 100, 30)), "pages")
        pages.numberOfPages = 2
        let app = world.app
        app.tap(at: p(250, 10))
        app.advance(by: 1)
        app.tap(at: p(90, 110))
        app.advance(by: 1)
        app.tap(at: p(90, 110))
        app.advance(by: 1)
        app.tap(at: p(90, 210))
        #expect(segments.selectedSegmentIndex == 2 && stepper.value == 1 && pages.currentPage == 1)
        #expect(
            world.log.lines.filter { $0.contains("valueChanged") } == [
                "segments sends valueChanged", "stepper sends valueChanged", "pages sends valueChanged"
            ])
        #expect(
            world.log.lines.filter { $0.hasPrefix("stepper") } == [
                "stepper sends touchDown", "stepper sends valueChanged", "stepper sends touchUpInside",
                "stepper sends touchDown", "stepper sends touchUpInside"
            ])
    }

    @Test("F8: tapping a text field makes it first responder and begins editing; another field ends it")
    func textFields() {
        let world = World(topics: [.firstResponder, .actions])
        let name = world.add(UITextField(frame: r(0, 0, 200, 40)), "name")
        let mail = world.add(UITextField(frame: r(0, 100, 200, 40)), "mail")
        let app = world.app
        app.tap(at: p(10, 10))
        name.insertText("Al")
        name.deleteBackward()
        app.advance(by: 1)
        app.tap(at: p(10, 110))
        mail.insertText("\n")
        #expect(name.text == "A" && !mail.isFirstResponder)
        #expect(
            world.log.lines == [
                // The field's own tap recognizes when the finger lifts, before the control hears
                // of it (GR4), as UIKit's text interaction does.
                "name sends touchDown",
                "firstResponder in window: nil -> name",
                "name sends editingDidBegin",
                "name sends touchUpInside",
                "name sends editingChanged",
                "name sends editingChanged",
                "mail sends touchDown",
                "firstResponder in window: name -> nil",
                "name sends editingDidEnd",
                "name.resignFirstResponder() returned true (mail.becomeFirstResponder() asks it first, F2)",
                "firstResponder in window: nil -> mail",
                "mail sends editingDidBegin",
                "mail sends touchUpInside",
                "mail sends editingDidEndOnExit",
                "firstResponder in window: mail -> nil",
                "mail sends editingDidEnd",
                "mail.resignFirstResponder() returned true (the return key)"
            ])
    }

    @Test("F8: tapping an editable text view makes it first responder; a read-only one does not")
    func textView() {
        let world = World(topics: [.firstResponder])
        let notes = world.add(UITextView(frame: r(0, 0, 200, 100)), "notes")
        let readOnly = world.add(UITextView(frame: r(0, 200, 200, 100)), "readOnly")
        readOnly.isEditable = false
        world.app.tap(at: p(10, 210))
        world.app.tap(at: p(10, 10))
        notes.insertText("hi")
        #expect(notes.isFirstResponder && notes.text == "hi")
        #expect(world.log.lines == ["firstResponder in window: nil -> notes"])
    }

    @Test("F8 GC6: a text field and a text view take taps under an ancestor tap that cancels touches")
    func textInputUnderAncestorTap() {
        let world = World(topics: [.firstResponder])
        let field = world.add(UITextField(frame: r(0, 0, 200, 40)), "field")
        let notes = world.add(UITextView(frame: r(0, 100, 200, 100)), "notes")
        var backgroundTaps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in backgroundTaps += 1 }
        #expect(tap.cancelsTouchesInView)
        world.root.addGestureRecognizer(tap)
        world.app.tap(at: p(10, 10))
        #expect(field.isFirstResponder)
        world.app.advance(by: 1)
        world.app.tap(at: p(10, 150))
        #expect(notes.isFirstResponder)
        #expect(backgroundTaps == 0)
        world.app.advance(by: 1)
        world.app.tap(at: p(300, 500))
        #expect(backgroundTaps == 1)
        #expect(
            world.log.lines == [
                "firstResponder in window: nil -> field", "firstResponder in window: field -> nil",
                "field.resignFirstResponder() returned true (notes.becomeFirstResponder() asks it first, F2)",
                "firstResponder in window: nil -> notes"
            ])
    }

    final class Gatekeeper: UITextFieldDelegate {
        var allowBegin = true, allowEnd = true
        var log: [String] = []
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allowBegin }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowEnd }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            return string != "x"
        }
    }

    @Test(
        "F2 F4 F6 F8: a text field's delegate can refuse editing and its end, except endEditing(true), and filter changes"
    )
    func textFieldDelegate() {
        let world = World(topics: [])
        let field = world.add(UITextField(frame: r(0, 0, 200, 40)), "field")
        let gate = Gatekeeper()
        field.delegate = gate
        gate.allowBegin = false
        world.app.tap(at: p(10, 10))
        #expect(!field.isFirstResponder && !field.becomeFirstResponder())
        gate.allowBegin = true
        #expect(field.becomeFirstResponder())
        field.insertText("é")
        field.insertText("x")
        field.deleteBackward()
        #expect(field.text == "")
        gate.allowEnd = false
        #expect(!field.resignFirstResponder() && field.isFirstResponder)
        #expect(world.root.endEditing(true) && !field.isFirstResponder)
        #expect(gate.log == ["didBegin", "change 0,0 'é'", "change 1,0 'x'", "change 0,1 ''", "didEnd"])
    }
}

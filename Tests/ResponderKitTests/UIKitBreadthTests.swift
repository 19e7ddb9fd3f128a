import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The UIKit API that outside code touches beside events (issue 37's audit): zoom, fixed control
/// sizes, the text view's delegate, display marks and the values that are only stored.
@Suite("UIKit API for outside code")
@MainActor
struct UIKitBreadthTests {
    /// A scroll view delegate that zooms `content` and counts the zoom calls.
    final class ZoomDelegate: UIScrollViewDelegate {
        let content: UIView?
        var zooms = 0
        init(_ content: UIView?) { self.content = content }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    @Test("S6: setting the zoom scale scales the view for zooming, clamped, and taps follow its transform")
    func zoomScalesTheContent() {
        let world = World()
        let scroll = world.add(UIScrollView(frame: r(0, 0, 200, 200)), "scroll")
        let image = world.add(UIView(frame: r(0, 0, 200, 200)), "image", in: scroll)
        world.view("dot", r(90, 90, 20, 20), in: image)
        let delegate = ZoomDelegate(image)
        scroll.delegate = delegate
        scroll.maximumZoomScale = 4
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 2 && image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == r(0, 0, 400, 400) && scroll.contentSize == CGSize(width: 400, height: 400))
        #expect(delegate.zooms == 1)
        // The dot at (90…110) of the image now lies at (180…220) of the content.
        #expect(world.hit(150, 150) == "image" && world.hit(190, 190) == "dot")
        scroll.setZoomScale(10, animated: true)
        #expect(scroll.zoomScale == 4)
        scroll.setZoomScale(0.1, animated: false)
        #expect(scroll.zoomScale == 1 && image.frame == r(0, 0, 200, 200) && delegate.zooms == 3)
        scroll.setZoomScale(.nan, animated: false)
        #expect(scroll.zoomScale == 1 && delegate.zooms == 3)
    }

    @Test("S6: without a view for zooming, setting the scale changes nothing")
    func noViewForZooming() {
        let scroll = UIScrollView(frame: r(0, 0, 200, 200))
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1)
        let delegate = ZoomDelegate(nil)
        scroll.delegate = delegate
        scroll.zoom(to: r(0, 0, 50, 50), animated: false)
        #expect(scroll.zoomScale == 1 && delegate.zooms == 0 && scroll.contentOffset == .zero)
    }

    @Test("S6: zoom(to:animated:) fills the bounds with the rectangle and centres it within the content")
    func zoomToRect() {
        let scroll = UIScrollView(frame: r(0, 0, 200, 100))
        let image = UIView(frame: r(0, 0, 200, 100))
        scroll.addSubview(image)
        let delegate = ZoomDelegate(image)
        scroll.delegate = delegate
        scroll.maximumZoomScale = 5
        scroll.zoom(to: r(100, 50, 50, 50), animated: true)
        // The smaller of 200/50 and 100/50: 2. The rectangle's centre (125, 75) becomes (250, 150).
        #expect(scroll.zoomScale == 2 && scroll.contentSize == CGSize(width: 400, height: 200))
        #expect(scroll.contentOffset == p(150, 100))
        // Near an edge, the offset stays within the content.
        scroll.zoom(to: r(0, 0, 40, 20), animated: false)
        #expect(scroll.zoomScale == 5 && scroll.contentOffset == p(0, 0))
        scroll.zoom(to: r(0, 0, 0, 20), animated: false)
        #expect(scroll.zoomScale == 5)
    }

    @Test("C11: a switch is made 51 × 31 at its frame's origin, whatever size it is given")
    func switchSize() {
        #expect(UISwitch().frame == r(0, 0, 51, 31))
        #expect(UISwitch(frame: r(10, 20, 120, 60)).frame == r(10, 20, 51, 31))
        let world = World()
        let toggle = world.add(UISwitch(), "switch")
        toggle.frame.origin = p(100, 100)
        world.app.tap(at: p(140, 125))
        #expect(toggle.isOn)
        toggle.frame = r(100, 100, 80, 40)
        #expect(toggle.bounds.size == CGSize(width: 80, height: 40))
    }

    @Test("Observed: a stepper is made 94 × 32 at its frame's origin")
    func stepperSize() {
        #expect(UIStepper().frame == r(0, 0, 94, 32))
        #expect(UIStepper(frame: r(5, 6, 10, 10)).frame == r(5, 6, 94, 32))
    }

    /// A text view delegate that logs what it is asked and told, and refuses text past `limit`.
    final class TextViewLog: UITextViewDelegate {
        var lines: [String] = []
        var limit = 5
        var allowsBegin = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            lines.append("shouldBegin")
            return allowsBegin
        }
        func textViewDidBeginEditing(_ textView: UITextView) { lines.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            lines.append("shouldEnd")
            return true
        }
        func textViewDidEndEditing(_ textView: UITextView) { lines.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            lines.append("shouldChange \(range.location),\(range.length) '\(text)'")
            return textView.text.utf16.count - range.length + text.utf16.count <= limit
        }
        func textViewDidChange(_ textView: UITextView) { lines.append("didChange '\(textView.text ?? "")'") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { lines.append("didScroll") }
    }

    @Test("F8: a text view's delegate is asked before editing and each change, and told after, in order")
    func textViewDelegate() {
        let world = World()
        let textView = world.add(UITextView(frame: r(0, 0, 200, 100)), "notes")
        let log = TextViewLog()
        textView.delegate = log
        log.allowsBegin = false
        #expect(!textView.becomeFirstResponder())
        log.allowsBegin = true
        world.app.tap(at: p(50, 50))
        #expect(textView.isFirstResponder)
        textView.insertText("abc")
        textView.insertText("\n")
        textView.insertText("xyz")  // past the limit: refused
        textView.deleteBackward()
        textView.contentOffset = p(0, 10)  // the scroll view's part of the delegate still hears
        #expect(textView.resignFirstResponder())
        #expect(
            log.lines == [
                "shouldBegin", "shouldBegin", "didBegin", "shouldChange 0,0 'abc'", "didChange 'abc'",
                "shouldChange 3,0 '\n'", "didChange 'abc\n'", "shouldChange 4,0 'xyz'", "shouldChange 3,1 ''",
                "didChange 'abc'", "didScroll", "shouldEnd", "didEnd"
            ])
    }

    @Test("setNeedsDisplay marks the layer once; displayIfNeeded draws the bounds once and clears it")
    func display() {
        final class Canvas: UIView {
            var drawn: [CGRect] = []
            override func draw(_ rect: CGRect) { drawn.append(rect) }
        }
        let canvas = Canvas(frame: r(0, 0, 30, 40))
        #expect(!canvas.layer.needsDisplay())
        canvas.layer.displayIfNeeded()
        canvas.setNeedsDisplay()
        canvas.setNeedsDisplay(r(0, 0, 1, 1))
        #expect(canvas.layer.needsDisplay())
        canvas.layer.displayIfNeeded()
        canvas.layer.displayIfNeeded()
        #expect(canvas.drawn == [r(0, 0, 30, 40)] && !canvas.layer.needsDisplay())
        let loose = CALayer()
        loose.setNeedsDisplay()
        loose.displayIfNeeded()
        #expect(!loose.needsDisplay())
    }

    @Test("the tint adjustment mode is inherited from the nearest ancestor that sets one, never read as automatic")
    func tintAdjustmentMode() {
        final class Watcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let outer = Watcher()
        let inner = Watcher()
        let own = Watcher()
        outer.addSubview(inner)
        outer.addSubview(own)
        #expect(inner.tintAdjustmentMode == .normal)
        own.tintAdjustmentMode = .normal
        #expect(own.changes == 0)
        outer.tintAdjustmentMode = .dimmed
        #expect(inner.tintAdjustmentMode == .dimmed && own.tintAdjustmentMode == .normal)
        #expect(outer.changes == 1 && inner.changes == 1 && own.changes == 0)
        outer.tintAdjustmentMode = .automatic
        #expect(inner.tintAdjustmentMode == .normal && outer.changes == 2 && inner.changes == 2)
    }

    @Test("values that are only stored keep UIKit's defaults and read back what is set")
    func storedValues() {
        let view = UIImageView(image: UIImage(systemName: "star"))
        #expect(view.frame == r(0, 0, 22, 22) && !view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill && view.accessibilityLabel == nil)
        view.contentMode = .scaleAspectFit
        view.accessibilityLabel = "Star"
        view.accessibilityHint = "Marks it"
        #expect(view.contentMode.rawValue == 1 && view.accessibilityLabel == "Star")
        #expect(view.accessibilityHint == "Marks it")
        let template = UIImage(systemName: "star")!.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.isSymbolImage && template.name == "star")
        #expect(UIImage(named: "x")!.renderingMode == .automatic)

        let button = UIButton(type: .system)
        button.setImage(UIImage(named: "plus"), for: .normal)
        button.setImage(UIImage(named: "plus.on"), for: .highlighted)
        #expect(button.currentImage?.name == "plus" && button.image(for: .disabled)?.name == "plus")
        button.isHighlighted = true
        #expect(button.currentImage?.name == "plus.on")
        #expect(button.contentHorizontalAlignment == .center && button.contentVerticalAlignment == .center)

        let segments = UISegmentedControl(items: ["a", "b"])
        segments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(segments.titleTextAttributes(for: .normal) == nil && segments.selectedSegmentTintColor == nil)

        let field = UITextField()
        #expect(field.clearButtonMode == .never)
        let scroll = UIScrollView()
        #expect(scroll.showsVerticalScrollIndicator && scroll.verticalScrollIndicatorInsets == .zero)
        #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.zoomScale == 1)
        #expect(UISwitch().onTintColor == nil && UISlider().minimumTrackTintColor == nil)

        let traits = UIView().traitCollection
        #expect(traits.forceTouchCapability == .unavailable && traits.userInterfaceIdiom == .phone)
        #expect(traits === UIViewController().traitCollection && traits.horizontalSizeClass == .compact)
    }

    @Test("UIButton(type:primaryAction:) titles the button and runs the action on each tap")
    func buttonTypePrimaryAction() {
        let world = World()
        var runs = 0
        let button = world.add(UIButton(type: .system, primaryAction: UIAction(title: "Skip") { _ in runs += 1 }), "b")
        button.frame = r(0, 0, 80, 40)
        world.app.tap(at: p(10, 10))
        world.app.advance(by: 1)
        world.app.tap(at: p(10, 10))
        #expect(runs == 2 && button.currentTitle == "Skip" && button.buttonType == .system)
    }

    @Test("keyboard notification names and keys have UIKit's values, and NSValue carries a CGRect")
    func keyboardNames() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        let frame = r(0, 400, 375, 267)
        let userInfo: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        #expect((userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: p(1, 2)).cgPointValue == p(1, 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    }

    @Test("a spring animation sets the model values at once and keeps the animated view from touches until it ends")
    func springAnimation() {
        let world = World()
        let card = world.view("card", r(0, 0, 100, 100))
        var finished = false
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
            options: [.curveEaseOut, .beginFromCurrentState],
            animations: { card.center = p(200, 200) }, completion: { finished = $0 })
        #expect(card.center == p(200, 200) && card.isAnimating)
        #expect(world.hit(200, 200) == "root")
        world.app.advance(by: 0.5)
        #expect(finished && !card.isAnimating && world.hit(200, 200) == "card")
    }
}

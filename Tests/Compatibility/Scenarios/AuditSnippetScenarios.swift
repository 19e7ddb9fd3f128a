import Foundation
import ResponderKit
import Testing

/// The snippets of issue 37's audit (S66–S94): typical outside event code, compiled with the
/// import changed (and `responder port` where it used `#selector`), behaving as in UIKit.
@Suite("UIKit snippets of the audit behave")
@MainActor
struct AuditSnippetScenarios {
    @Test("S66 a sticker comes to the front when touched and follows the finger from where it was taken")
    func draggableSticker() {
        let stage = Stage()
        let sticker = DraggableStickerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let cover = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        stage.root.addSubview(sticker)
        stage.root.addSubview(cover)
        stage.drag(20, 30, to: 120, 230)
        #expect(stage.root.subviews.last === sticker)
        #expect(abs(sticker.center.x - 150) < 0.001 && abs(sticker.center.y - 250) < 0.001)
        #expect(sticker.transform == .identity)
    }

    @Test("S67 H5: a 24-point close button takes taps within 10 points of its edges, not farther")
    func smallIconButton() {
        let stage = Stage()
        let button = makeCloseButton()
        button.frame.origin = CGPoint(x: 100, y: 100)
        stage.root.addSubview(button)
        #expect(stage.hit(92, 92) === button && stage.hit(133, 133) === button)
        #expect(stage.hit(89, 112) === stage.root)
        #expect(button.accessibilityLabel == "Close" && button.currentImage?.name == "xmark")
    }

    @Test("S68 a tap outside the tooltip's bubble removes the overlay and reaches the button beneath")
    func overlayPassThrough() {
        let stage = Stage()
        let button = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        stage.root.addSubview(button)
        let taps = ActionCounter(button)
        let overlay = TooltipOverlayView(frame: stage.root.bounds)
        overlay.bubble.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
        stage.root.addSubview(overlay)
        stage.tap(50, 120)  // on the bubble: the overlay stays
        #expect(overlay.superview != nil && taps.count == 0)
        stage.app.advance(by: 1)
        stage.tap(50, 320)
        #expect(overlay.superview == nil && taps.count == 1)
    }

    @Test("S69 GC1: pinch, rotation and pan recognize together; spreading two fingers scales the photo")
    func photoPinchRotate() {
        let controller = PhotoEditorViewController()
        let stage = Stage(controller)
        stage.twoFingers(
            CGPoint(x: 130, y: 240), CGPoint(x: 190, y: 240), move: CGPoint(x: -30, y: 0), CGPoint(x: 30, y: 0))
        let transform = controller.photoView.transform
        #expect(transform.a > 1.5 && abs(transform.b) < 1e-9)
        #expect(controller.photoView.gestureRecognizers?.count == 3)
    }

    @Test("S70 a card dragged far flies off to the delegate; a short drag springs back to where it was")
    func swipeableCard() {
        final class Deck: SwipeCardDelegate {
            var swipes: [Bool] = []
            func cardDidSwipe(_ card: SwipeCardView, right: Bool) { swipes.append(right) }
        }
        let stage = Stage()
        let card = SwipeCardView(frame: CGRect(x: 50, y: 100, width: 200, height: 300))
        let deck = Deck()
        card.delegate = deck
        stage.root.addSubview(card)
        stage.drag(150, 250, to: 190, 260, duration: 1)
        #expect(deck.swipes.isEmpty && card.center == CGPoint(x: 150, y: 250) && card.transform == .identity)
        stage.app.advance(by: 1)
        stage.drag(150, 250, to: 0, 250)
        #expect(deck.swipes == [false])
    }

    @Test("S71 the sign-in button counts one tap and is disabled after it; its styling reads back")
    func loginButtonStyling() {
        let controller = SignInScreenViewController()
        let stage = Stage(controller)
        stage.tap(100, 325)
        stage.app.advance(by: 1)
        stage.tap(100, 325)
        #expect(controller.signInCount == 1 && !controller.signInButton.isEnabled)
        #expect(controller.signInButton.titleColor(for: .disabled) == .lightGray)
        #expect(controller.signInButton.layer.cornerRadius == 10 && controller.signInButton.clipsToBounds)
        #expect(controller.forgotButton.contentHorizontalAlignment == .right)
    }

    @Test("S72 C6: sliding across the stars sets the rating, one valueChanged per change")
    func ratingControl() {
        let stage = Stage()
        let stars = StarRatingControl(frame: CGRect(x: 0, y: 100, width: 250, height: 50))
        stage.root.addSubview(stars)
        let changes = ActionCounter(stars, .valueChanged)
        stage.drag(10, 125, to: 240, 125)
        #expect(stars.rating == 5 && changes.count == 5)
    }

    @Test("S73 F8: return moves from the email field to the password field, and from there submits")
    func loginFormFields() {
        let controller = EmailLoginViewController()
        let stage = Stage(controller)
        stage.tap(100, 120)
        #expect(controller.emailField.isFirstResponder)
        controller.emailField.insertText("\n")
        #expect(controller.passwordField.isFirstResponder && !controller.submitted)
        controller.passwordField.insertText("\n")
        #expect(!controller.passwordField.isFirstResponder && controller.submitted)
        #expect(controller.emailField.returnKeyType == .next && controller.emailField.clearButtonMode == .whileEditing)
    }

    @Test("S74 a drag of the chat's scroll view resigns the message field in scrollViewWillBeginDragging")
    func chatScrollDismiss() {
        let controller = ConversationViewController()
        let stage = Stage(controller)
        stage.tap(100, 640)
        #expect(controller.inputField.isFirstResponder)
        stage.drag(100, 400, to: 100, 200)
        #expect(!controller.inputField.isFirstResponder)
        #expect(controller.scrollView.contentOffset.y > 0 && controller.scrollView.keyboardDismissMode == .interactive)
    }

    @Test("S76 C9 GR1: the save button keeps its tap from the dismiss tap; a tap elsewhere ends editing")
    func tapOutsideToDismiss() {
        let controller = ProfileEditViewController()
        let stage = Stage(controller)
        let saves = ActionCounter(controller.saveButton)
        stage.tap(100, 120)
        #expect(controller.nameField.isFirstResponder)
        stage.app.advance(by: 1)
        stage.tap(100, 180)
        #expect(saves.count == 1 && controller.nameField.isFirstResponder)
        stage.app.advance(by: 1)
        stage.tap(200, 500)
        #expect(!controller.nameField.isFirstResponder)
    }

    @Test("S77 S6: a double tap zooms 2.5 times on the tapped point, and the next zooms back out")
    func doubleTapZoom() {
        let controller = ImageZoomViewController()
        let stage = Stage(controller)
        stage.tap(100, 200, count: 2)
        let scroll = controller.scrollView
        #expect(abs(scroll.zoomScale - 2.5) < 1e-9 && abs(controller.imageView.transform.a - 2.5) < 1e-9)
        #expect(abs(scroll.contentSize.width - 937.5) < 0.001 && abs(scroll.contentOffset.x - 62.5) < 0.001)
        // The point tapped is still under the finger's place, near the middle of the screen.
        #expect(abs(scroll.contentOffset.y - (200 * 2.5 - 333.5)) < 0.001)
        stage.app.advance(by: 1)
        stage.tap(100, 200, count: 2)
        #expect(scroll.zoomScale == 1 && scroll.contentSize == CGSize(width: 375, height: 667))
    }

    @Test("S78 a tap opens the banner; a swipe up slides it away and removes it when the animation ends")
    func swipeToArchive() {
        let stage = Stage()
        let banner = BannerView(frame: CGRect(x: 8, y: 40, width: 359, height: 80))
        var events: [String] = []
        banner.onTap = { events.append("tap") }
        banner.onDismiss = { events.append("dismiss") }
        stage.root.addSubview(banner)
        stage.tap(100, 80)
        stage.app.advance(by: 1)
        stage.drag(100, 100, to: 100, 10, duration: 0.1)
        #expect(events == ["tap"] && banner.superview != nil && banner.alpha == 0)
        stage.app.advance(by: 0.3)
        #expect(events == ["tap", "dismiss"] && banner.superview == nil)
    }

    @Test("S79 a tap on a segment reports the filter; the selected title's colour is kept")
    func segmentedFilter() {
        let stage = Stage()
        let header = InboxHeaderView(frame: CGRect(x: 0, y: 100, width: 375, height: 48))
        var filters: [Int] = []
        header.onFilterChange = { filters.append($0) }
        stage.root.addSubview(header)
        stage.tap(300, 124)
        #expect(filters == [2])
        let attributes = header.filterControl.titleTextAttributes(for: .selected)
        #expect(attributes?[.foregroundColor] as? UIColor == .white)
    }

    @Test("S80 C11: the switch keeps UIKit's size, so the row's layout puts it where a tap turns it off")
    func settingsSwitch() {
        let stage = Stage()
        let row = NotificationSettingRow(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
        var values: [Bool] = []
        row.onChange = { values.append($0) }
        stage.root.addSubview(row)
        row.layoutIfNeeded()
        #expect(row.toggle.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31))
        stage.tap(330, 122)
        #expect(values == [false] && row.toggle.onTintColor == .systemGreen)
    }

    @Test("S81 the slider sets the volume; the stepper, at UIKit's size, steps the font size")
    func volumeSlider() {
        let controller = PlayerSettingsViewController()
        let stage = Stage(controller)
        controller.volumeSlider.value = 0
        stage.drag(35, 115, to: 300, 115)
        #expect(controller.volume == 1)
        stage.app.advance(by: 1)
        stage.tap(100, 176)  // the stepper's right half: +
        #expect(controller.sizeLabel.text == "18 pt" && controller.sizeLabel.font == .systemFont(ofSize: 18))
    }

    @Test("S82 a stroke collects one point per move and marks the pad for display")
    func signaturePad() {
        let stage = Stage()
        let pad = SignatureCaptureView(frame: stage.root.bounds)
        stage.root.addSubview(pad)
        stage.drag(10, 10, to: 110, 10)
        #expect(pad.strokes.count == 1 && pad.strokes[0].count == 11 && pad.layer.needsDisplay())
        pad.clear()
        #expect(pad.isEmpty)
    }

    @Test("S83 without 3D Touch a wide contact presses the thumbnail; it springs back when lifted")
    func forceTouchPreview() {
        let stage = Stage()
        let thumbnail = PressureThumbnailView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.root.addSubview(thumbnail)
        let app = stage.app
        app.touch(finger: 1, .began, at: CGPoint(x: 50, y: 50))
        app.enqueue(.touches([RawTouch(finger: 1, phase: .moved, location: CGPoint(x: 51, y: 50), majorRadius: 40)]))
        app.runUntilIdle()
        #expect(thumbnail.pressure == 1 && thumbnail.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
        app.touch(finger: 1, .ended, at: CGPoint(x: 51, y: 50))
        #expect(thumbnail.transform == .identity)
    }

    @Test("S84 a canvas that draws with the pencil ignores a finger's stroke (ResponderKit's touches are direct)")
    func pencilSketch() {
        let stage = Stage()
        let canvas = PencilCanvasView(frame: stage.root.bounds)
        stage.root.addSubview(canvas)
        stage.drag(10, 10, to: 200, 200)
        #expect(canvas.points.isEmpty && !canvas.isMultipleTouchEnabled)
    }

    @Test("S86 R2: the footer finds its controller up the responder chain, and Share ends its editing")
    func findViewController() {
        let stage = Stage()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        stage.root.addSubview(field)
        let footer = ShareFooterView(frame: CGRect(x: 0, y: 600, width: 375, height: 44))
        stage.root.addSubview(footer)
        #expect(footer.enclosingViewController === stage.controller)
        #expect(footer.shareButton.firstSuperview(of: ShareFooterView.self) === footer)
        stage.tap(100, 20)
        #expect(field.isFirstResponder)
        stage.app.advance(by: 1)
        stage.tap(100, 620)
        #expect(!field.isFirstResponder)
    }

    @Test("S85 GR2 GV8: a tick stroke is recognized, after asking its delegate once; a plain line fails")
    func checkmarkGesture() {
        let stage = Stage()
        let target = TickTarget()
        let tick = TickGestureRecognizer()
        tick.delegate = target
        stage.root.addGestureRecognizer(tick)
        let app = stage.app
        app.touch(finger: 1, .began, at: CGPoint(x: 100, y: 100))
        for (x, y) in [(110, 120), (120, 140), (140, 110), (160, 80)] {
            app.advance(by: 0.02)
            app.touch(finger: 1, .moved, at: CGPoint(x: x, y: y))
        }
        app.touch(finger: 1, .ended, at: CGPoint(x: 160, y: 80))
        #expect(target.ticks == 1)
        app.advance(by: 1)
        stage.drag(100, 100, to: 200, 100)
        #expect(target.ticks == 1)
    }

    @Test("S87 F1: a tap focuses the PIN view; four digits complete it and it resigns")
    func pinEntry() {
        let stage = Stage()
        let pin = PinEntryView(frame: CGRect(x: 50, y: 100, width: 200, height: 50))
        var completed: [String] = []
        pin.onComplete = { completed.append($0) }
        stage.root.addSubview(pin)
        stage.tap(100, 120)
        #expect(pin.isFirstResponder)
        for key in ["1", "x", "2", "3"] { pin.insertText(key) }
        pin.deleteBackward()
        pin.insertText("4")
        pin.insertText("5")
        #expect(completed == ["1245"] && !pin.isFirstResponder)
    }

    @Test("S88 the caption follows the tint, greys out while dimmed, and comes back")
    func tintedIcon() {
        let stage = Stage()
        let icon = TintedIconView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        stage.root.addSubview(icon)
        #expect(icon.caption.textColor == .systemBlue && icon.iconView.image?.renderingMode == .alwaysTemplate)
        stage.root.tintColor = .systemPink
        #expect(icon.caption.textColor == .systemPink)
        stage.root.tintAdjustmentMode = .dimmed
        #expect(icon.caption.textColor == .systemGray)
        stage.root.tintAdjustmentMode = .normal
        #expect(icon.caption.textColor == .systemPink)
    }

    @Test("S89 C3: the card shrinks while the finger is down on it and comes back when it lifts")
    func pressableCard() {
        let stage = Stage()
        let card = PressableCardView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        stage.root.addSubview(card)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 100, y: 150))
        #expect(card.transform == CGAffineTransform(scaleX: 0.96, y: 0.96))
        stage.app.touch(finger: 1, .ended, at: CGPoint(x: 100, y: 150))
        #expect(card.transform == .identity && card.layer.shadowRadius == 16)
    }

    @Test("S90 H5: the round record button takes touches inside its circle only, and rounds itself at layout")
    func roundButton() {
        let stage = Stage()
        let record = RecordButton(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        stage.root.addSubview(record)
        record.layoutIfNeeded()
        #expect(record.layer.cornerRadius == 40 && record.layer.borderColor == UIColor.white.cgColor)
        #expect(stage.hit(140, 140) === record && stage.hit(179, 140) === record)
        #expect(stage.hit(104, 104) === stage.root)
    }

    @Test("S91 a pan in from the left edge opens the side menu; one from the middle does not")
    func sideMenuEdgePan() {
        let controller = SideMenuContainerViewController()
        let stage = Stage(controller)
        stage.drag(100, 300, to: 300, 300)
        #expect(!controller.isMenuOpen && controller.menuView.frame.origin.x == -260)
        stage.app.advance(by: 1)
        stage.drag(5, 300, to: 205, 300)
        #expect(controller.isMenuOpen && controller.menuView.frame.origin.x == 0)
    }

    @Test("S92 the notes counter follows typing, and text past the limit is refused")
    func notesTextView() {
        let controller = NoteComposeViewController()
        let stage = Stage(controller)
        stage.tap(100, 150)
        #expect(controller.textView.isFirstResponder)
        controller.textView.insertText("Hello")
        #expect(controller.counterLabel.text == "5/280")
        controller.textView.text = String(repeating: "a", count: 280)
        controller.textView.insertText("b")
        #expect(controller.textView.text.count == 280 && controller.counterLabel.text == "5/280")
        controller.textView.deleteBackward()
        #expect(controller.counterLabel.text == "279/280")
    }

    @Test("S93 the UIAction of Next and the primary action of Skip run on their taps")
    func modernButtonActions() {
        let controller = OnboardingViewController()
        let stage = Stage(controller)
        stage.tap(100, 525)
        #expect(controller.page == 1)
        stage.app.advance(by: 1)
        stage.tap(50, 55)
        #expect(controller.page == 3)
    }

    @Test("S94 TV3: a tapped settings row opens its page and is deselected at once")
    func settingsTable() {
        let controller = SettingsListViewController()
        let stage = Stage(controller)
        controller.view.layoutIfNeeded()
        let table = controller.tableView
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        let center = cell.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
        if let center {
            stage.tap(center.x, center.y)
            stage.app.advance(by: 1)
        }
        #expect(controller.opened == ["Notifications"] && table.indexPathForSelectedRow == nil)
    }
}

/// Counts the times S85's recognizer asks to recognize (GV8: a discrete recognizer asks once).
@MainActor
private final class TickTarget: UIGestureRecognizerDelegate {
    var ticks = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        ticks += 1
        return true
    }
}

import Foundation
import ResponderKit
import Testing

/// The snippets that style views (layer, colours, fonts) and read a touch's measurements:
/// the styling is stored and read back, the events behave as in UIKit.
@Suite("UIKit snippets that style views and read touch measurements behave")
@MainActor
struct AppearanceSnippetScenarios {
    @Test("S46 a pill button styled through its layer clips, dims while pressed and sends its action")
    func pillButton() {
        let stage = Stage()
        let button = PillButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        stage.root.addSubview(button)
        let taps = ActionCounter(button)
        #expect(button.clipsToBounds && button.layer.cornerRadius == 22)
        #expect(button.layer.borderColor == UIColor.systemBlue.cgColor)
        #expect(button.titleColor(for: .highlighted) == UIColor(white: 1, alpha: 0.6))
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 17))
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 100, y: 120))
        #expect(button.isHighlighted && button.alpha == 0.8)
        stage.app.touch(finger: 1, .ended, at: CGPoint(x: 100, y: 120))
        #expect(!button.isHighlighted && button.alpha == 1)
        #expect(taps.count == 1)
    }

    @Test("S47 GR1: a shadowed card's tap recognizer opens it; its label does not take the tap")
    func shadowCard() {
        let stage = Stage()
        let card = ProductCardView(frame: CGRect(x: 16, y: 100, width: 300, height: 120))
        var opened = 0
        card.onOpen = { opened += 1 }
        stage.root.addSubview(card)
        stage.tap(60, 124)  // on the title label
        stage.tap(200, 200)
        #expect(opened == 2)
        #expect(card.layer.shadowOpacity == 0.15 && card.layer.shadowOffset == CGSize(width: 0, height: 4))
        #expect(!card.layer.masksToBounds && !card.clipsToBounds)
        #expect(card.titleLabel.font.pointSize == 17)
    }

    @Test("S48 a stroke keeps every coalesced sample of a move, with its force, and one sample per plain move")
    func coalescedDrawing() {
        let stage = Stage()
        let canvas = CanvasView(frame: stage.root.bounds)
        stage.root.addSubview(canvas)
        let app = stage.app
        app.enqueue(.touches([RawTouch(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))]))
        app.runUntilIdle()
        app.advance(by: 1.0 / 60)
        let samples = [
            RawTouchSample(location: CGPoint(x: 12, y: 10), force: 1),
            RawTouchSample(location: CGPoint(x: 14, y: 11), force: 2),
            RawTouchSample(location: CGPoint(x: 16, y: 12), force: 3)
        ]
        app.enqueue(
            .touches([
                RawTouch(
                    finger: 1, phase: .moved, location: CGPoint(x: 18, y: 13), force: 4, maximumPossibleForce: 8,
                    coalescedSamples: samples)
            ]))
        app.runUntilIdle()
        let expected = [(10, 10), (12, 10), (14, 11), (16, 12), (18, 13)].map { CGPoint(x: $0.0, y: $0.1) }
        #expect(canvas.strokes[0].map(\.location) == expected)
        #expect(canvas.strokes[0].map(\.width) == [2, 2.125, 3.25, 4.375, 5.5])
        #expect(canvas.predicted.isEmpty)
        // Input with one sample per update (ResponderKit's own drag): one point per move.
        app.touch(finger: 1, .ended, at: CGPoint(x: 18, y: 13))
        app.advance(by: 1)
        stage.drag(100, 100, to: 200, 100)
        #expect(canvas.strokes.count == 2 && canvas.strokes[1].count == 11)
        #expect(canvas.strokes[1].allSatisfy { $0.width == 2 })
    }

    @Test("S49 a press past three quarters of the maximum force peeks once; without force it never does")
    func pressureButton() {
        let stage = Stage()
        let button = PeekButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.root.addSubview(button)
        let app = stage.app
        let point = CGPoint(x: 100, y: 100)
        func update(_ phase: UITouch.Phase, force: CGFloat) {
            app.enqueue(
                .touches([RawTouch(finger: 1, phase: phase, location: point, force: force, maximumPossibleForce: 6)]))
            app.runUntilIdle()
            app.advance(by: 0.02)
        }
        update(.began, force: 1)
        for force: CGFloat in [2, 4, 5, 6, 5.5] { update(.moved, force: force) }
        update(.ended, force: 0)
        #expect(button.peeks == 1)
        stage.drag(100, 100, to: 110, 110)
        #expect(button.peeks == 1)
    }

    @Test("S50 F8: return moves to the next field, and a drag of the form resigns the field being edited")
    func formKeyboardDismiss() {
        let controller = LoginFormViewController()
        let stage = Stage(controller)
        #expect(controller.emailField.borderStyle == .roundedRect && controller.emailField.placeholder == "Email")
        stage.tap(100, 120)
        #expect(controller.emailField.isFirstResponder)
        controller.emailField.insertText("\n")
        #expect(controller.passwordField.isFirstResponder)
        stage.drag(200, 500, to: 200, 300)
        #expect(!controller.passwordField.isFirstResponder && stage.window.firstResponder == nil)
        #expect(controller.scrollView.contentOffset.y > 100)
        #expect(!controller.submitted)
    }

    @Test("S51 a view without a tint of its own takes its superview's; the toggle's tint follows its selection")
    func tintedToggle() {
        let stage = Stage()
        let button = FavoriteButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        stage.root.addSubview(button)
        #expect(button.tintColor == .secondaryLabel && button.icon.tintColor == .secondaryLabel)
        stage.tap(22, 22)
        #expect(button.isSelected && button.icon.tintColor == .systemRed)
        #expect(stage.root.tintColor == .systemBlue)
    }

    @Test(
        "S52 H8: layer.zPosition changes drawing order only; a badge raised by it stays behind a later sibling for touches"
    )
    func zPositionBadge() {
        // UIKit: H8 — hit-testing follows `subviews` order, whatever the layers' zPosition (SPEC
        // source S65; stackoverflow.com/questions/21306297; ansonyao.github.io, "Hit-Test
        // Sequence In iOS", 2016).
        let stage = Stage()
        let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.root.addSubview(avatar)
        #expect(stage.hit(90, 10) === avatar.photo)
        stage.tap(90, 10)
        #expect(avatar.badgeTaps == 0)
        avatar.bringSubviewToFront(avatar.badge)
        stage.tap(90, 10)
        #expect(avatar.badgeTaps == 1)
    }

    @Test("S53 C8: a tap toggles the chip, which sends valueChanged and restyles its border and label")
    func selectableChip() {
        let stage = Stage()
        let chip = FilterChip(frame: CGRect(x: 10, y: 10, width: 100, height: 32))
        stage.root.addSubview(chip)
        let changes = ActionCounter(chip, .valueChanged)
        #expect(chip.layer.borderColor == UIColor.separator.cgColor && chip.label.textColor == .secondaryLabel)
        stage.tap(50, 20)
        #expect(chip.isSelected && changes.count == 1)
        #expect(chip.layer.borderColor == UIColor.systemBlue.cgColor && chip.label.textColor == .systemBlue)
        #expect(chip.label.textAlignment == .center && chip.label.font == .systemFont(ofSize: 14, weight: .medium))
        stage.drag(50, 20, to: 300, 300)
        #expect(chip.isSelected && changes.count == 1)
    }

    @Test("S54 a touch reported larger than a fingertip is rejected; ResponderKit's own touches report no radius")
    func palmRejection() {
        let stage = Stage()
        let pad = SignaturePadView(frame: stage.root.bounds)
        pad.isMultipleTouchEnabled = true
        stage.root.addSubview(pad)
        stage.drag(50, 50, to: 200, 80)
        #expect(pad.strokes == 1 && pad.rejected == 0)
        let app = stage.app
        app.enqueue(
            .touches([
                RawTouch(
                    finger: 1, phase: .began, location: CGPoint(x: 100, y: 300), majorRadius: 60,
                    majorRadiusTolerance: 10)
            ]))
        app.runUntilIdle()
        app.touch(finger: 1, .ended, at: CGPoint(x: 100, y: 300))
        #expect(pad.strokes == 1 && pad.rejected == 1)
    }

    @Test("S55 an interactive keyboard dismissal leaves the composer editing while the list scrolls")
    func chatInteractiveDismiss() {
        let controller = ChatViewController()
        let stage = Stage(controller)
        stage.tap(100, 640)
        #expect(controller.composer.isFirstResponder)
        stage.drag(200, 500, to: 200, 200)
        #expect(controller.messages.contentOffset.y > 200)
        #expect(controller.composer.isFirstResponder)
        #expect(controller.messages.keyboardDismissMode == .interactive)
    }

    @Test("S56 the precise locations of a finger move the knob with it")
    func preciseKnob() {
        let stage = Stage()
        let knob = KnobView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        stage.root.addSubview(knob)
        stage.drag(20, 20, to: 120, 70)
        #expect(knob.center == CGPoint(x: 120, y: 70))
    }

    @Test("S57 H10: the round avatar clips through its layer too and takes the tap its recognizer waits for")
    func roundAvatar() {
        let stage = Stage()
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        stage.root.addSubview(header)
        #expect(header.avatar.layer.masksToBounds)
        stage.tap(48, 48)
        #expect(header.avatarTaps == 1)
        // Rounded corners do not change hit-testing: the square's corner is still the avatar.
        #expect(stage.hit(17, 17) === header.avatar)
    }

    @Test("S58 GR1: a tap on the dimmed area closes the sheet; a tap on the sheet does not")
    func dimmingOverlay() {
        let stage = Stage()
        let overlay = SheetOverlayView(frame: stage.root.bounds)
        var dismissed = 0
        overlay.onDismiss = { dismissed += 1 }
        stage.root.addSubview(overlay)
        #expect(overlay.sheet.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        stage.tap(100, 500)
        #expect(dismissed == 0 && overlay.superview != nil)
        stage.tap(100, 100)
        #expect(dismissed == 1 && overlay.superview == nil)
    }

    @Test("S59 T5: a pressed tile tightens its shadow and shrinks, and springs back on lift or cancel")
    func pressedTile() {
        let stage = Stage()
        let tile = PressableTileView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.root.addSubview(tile)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 100, y: 100))
        #expect(tile.layer.shadowRadius == 4 && tile.transform.a == 0.97)
        // The transform shrinks what takes touches too (G4): its old corner is now outside it.
        #expect(stage.hit(2, 2) === stage.root)
        stage.app.touch(finger: 1, .ended, at: CGPoint(x: 100, y: 100))
        #expect(tile.layer.shadowRadius == 10 && tile.transform == .identity && tile.presses == 1)
        stage.app.touch(finger: 1, .began, at: CGPoint(x: 100, y: 100))
        stage.app.touch(finger: 1, .cancelled, at: CGPoint(x: 100, y: 100))
        #expect(tile.layer.shadowOffset == CGSize(width: 0, height: 6) && tile.presses == 1)
    }
}

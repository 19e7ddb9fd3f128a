import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Force, contact size, precise and coalesced locations, from the raw input to the handlers.
@Suite("Touch measurements and coalesced touches")
@MainActor
struct TouchMeasurementTests {
    /// Logs, for each move, the coalesced touches' locations, times and forces.
    final class SampleView: UIView {
        var moves: [[String]] = []
        var predicted: [[UITouch]?] = []
        var foreign: [UITouch]? = [UITouch]()
        var measured: [CGFloat] = []
        var kept: UITouch?

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            measured = [touch.force, touch.maximumPossibleForce, touch.majorRadius, touch.majorRadiusTolerance]
            if let kept, let event { foreign = event.coalescedTouches(for: kept) }
            kept = touch
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            let samples = event?.coalescedTouches(for: touch) ?? []
            moves.append(
                samples.map {
                    let p = $0.location(in: self)
                    let q = $0.previousLocation(in: self)
                    return "\(Int(q.x))→\(Int(p.x)) t\(Int(($0.timestamp * 1000).rounded())) f\($0.force) \($0.phase)"
                })
            predicted.append(event?.predictedTouches(for: touch))
            #expect(touch.preciseLocation(in: self) == touch.location(in: self))
            #expect(touch.precisePreviousLocation(in: nil) == touch.previousLocation(in: nil))
        }
    }

    @Test("a move's coalesced samples come before a copy of the touch, spaced evenly in time, in view coordinates")
    func coalescedSamples() {
        let world = World()
        let view = world.add(SampleView(frame: CGRect(x: 100, y: 0, width: 200, height: 200)), "pad")
        let app = world.app
        app.enqueue(.touches([RawTouch(finger: 1, phase: .began, location: CGPoint(x: 110, y: 10))]))
        app.runUntilIdle()
        app.advance(by: 0.04)
        app.enqueue(
            .touches([
                RawTouch(
                    finger: 1, phase: .moved, location: CGPoint(x: 140, y: 10), force: 3, maximumPossibleForce: 6,
                    coalescedSamples: [
                        RawTouchSample(location: CGPoint(x: 120, y: 10), force: 1),
                        RawTouchSample(location: CGPoint(x: 130, y: 10), force: 2)
                    ])
            ]))
        app.runUntilIdle()
        app.advance(by: 0.02)
        app.touch(finger: 1, .moved, at: CGPoint(x: 150, y: 10))
        #expect(
            view.moves == [
                ["10→20 t13 f1.0 moved", "20→30 t27 f2.0 moved", "30→40 t40 f3.0 moved"],
                ["40→50 t60 f0.0 moved"]
            ])
        #expect(view.predicted.map { $0?.count } == [0, 0])
        // The copies are new objects; the touch itself keeps its last sample.
        app.touch(finger: 1, .ended, at: CGPoint(x: 150, y: 10))
    }

    @Test("a stationary touch's coalesced list is the touch alone, even after a move that carried samples")
    func stationaryTouchHasOneSample() {
        final class TwoFingerView: UIView {
            var counts: [Int: [Int]] = [:]
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                for touch in event?.allTouches ?? [] {
                    counts[touch.finger, default: []].append(event?.coalescedTouches(for: touch)?.count ?? -1)
                }
            }
        }
        let world = World()
        let view = world.add(TwoFingerView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)), "pad")
        view.isMultipleTouchEnabled = true
        let app = world.app
        app.touch(finger: 1, .began, at: CGPoint(x: 10, y: 10))
        app.touch(finger: 2, .began, at: CGPoint(x: 200, y: 10))
        let sample = RawTouchSample(location: CGPoint(x: 15, y: 10))
        app.enqueue(
            .touches([RawTouch(finger: 1, phase: .moved, location: CGPoint(x: 20, y: 10), coalescedSamples: [sample])]))
        app.runUntilIdle()
        app.touch(finger: 2, .moved, at: CGPoint(x: 210, y: 10))
        #expect(view.counts[1] == [2, 1] && view.counts[2] == [1, 1])
    }

    @Test("force and radius come from the input; ResponderKit's own touches report none, as a device without 3D Touch")
    func measurements() {
        let world = World()
        let view = world.add(SampleView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), "pad")
        world.app.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.measured == [0, 0, 0, 0])
        world.app.advance(by: 1)
        world.app.enqueue(
            .touches([
                RawTouch(
                    finger: 1, phase: .began, location: CGPoint(x: 50, y: 50), force: 1.5, maximumPossibleForce: 6.67,
                    majorRadius: 20.9, majorRadiusTolerance: 5.2)
            ]))
        world.app.runUntilIdle()
        #expect(view.measured == [1.5, 6.67, 20.9, 5.2])
        // The tap's touch has gone from the event: no coalesced touches for it.
        #expect(view.foreign == nil)
        world.app.touch(finger: 1, .ended, at: CGPoint(x: 50, y: 50))
    }

    @Test("onDrag: a drag that begins asks a text field to resign, which may refuse; a non-text responder stays")
    func keyboardDismissOnDrag() {
        final class StubbornDelegate: UITextFieldDelegate {
            var allow = false
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allow }
        }
        final class KeyView: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let world = World(topics: [.firstResponder])
        let scroll = world.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)), "list")
        scroll.contentSize = CGSize(width: 375, height: 2000)
        let field = world.add(UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40)), "field", in: scroll)
        let delegate = StubbornDelegate()
        field.delegate = delegate
        scroll.keyboardDismissMode = .onDrag
        #expect(field.becomeFirstResponder())
        world.log.clear()
        world.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
        #expect(field.isFirstResponder)
        #expect(
            world.log.lines == [
                "field.resignFirstResponder() returned false (a drag of list (keyboardDismissMode onDrag))"
            ])
        delegate.allow = true
        world.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
        #expect(!field.isFirstResponder)
        let keys = world.add(KeyView(frame: CGRect(x: 0, y: 620, width: 40, height: 40)), "keys")
        #expect(keys.becomeFirstResponder())
        world.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
        #expect(keys.isFirstResponder)
        // The default and the interactive modes leave the first responder alone.
        for mode in [UIScrollView.KeyboardDismissMode.none, .interactive, .interactiveWithAccessory] {
            scroll.keyboardDismissMode = mode
            #expect(field.becomeFirstResponder())
            world.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
            #expect(field.isFirstResponder)
        }
        scroll.keyboardDismissMode = .onDragWithAccessory
        world.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
        #expect(!field.isFirstResponder)
    }
}

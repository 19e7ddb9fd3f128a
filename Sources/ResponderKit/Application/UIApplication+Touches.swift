import Foundation

// Turning raw finger and button updates into UITouch/UIPress objects and events.

extension UIApplication {
    func _handleTouches(_ raw: [RawTouch]) {
        let event = touchesEvent
        let now = clock.now
        // Touches this update changes are stamped with its number.
        _touchUpdate &+= 1
        let update = _touchUpdate
        var changedAny = false
        for input in raw {
            switch input.phase {
            case .began:
                if let touch = _newTouch(input, at: now) {
                    touch._update = update
                    changedAny = true
                }
            case .moved, .stationary, .ended, .cancelled:
                if _consumedFingers.contains(input.finger) {
                    if input.phase == .ended || input.phase == .cancelled {
                        var consumed = _consumedFingers._take()
                        consumed.remove(input.finger)
                        _consumedFingers = consumed
                    }
                    continue
                }
                guard let touch = event._touches.first(where: { $0.finger == input.finger }),
                    touch._update != update
                else {
                    _traceInconsistent(input, "finger \(input.finger) is not down, or is listed twice in one update")
                    continue
                }
                touch._previousLocation = touch._location
                touch._location =
                    touch.window.map { $0.convert(input.location, from: nil as UIWindow?) } ?? input.location
                touch._measurements = _TouchMeasurements(input)
                if !input.coalescedSamples.isEmpty || !touch._earlierSamples.isEmpty {
                    touch._earlierSamples = _earlierSamples(of: input, for: touch, since: touch.timestamp, now: now)
                }
                touch.phase = input.phase
                touch.timestamp = now
                touch._delivery.receive(input.phase)
                touch._update = update
                changedAny = true
            case .regionEntered, .regionMoved, .regionExited:
                // UIKit: T3 — hover phases produce no touch callbacks.
                continue
            }
        }
        guard changedAny else { return }
        // UIKit: T4 — every other live touch is stationary in this event.
        for touch in event._touches where touch._update != update {
            touch.phase = .stationary
            touch._previousLocation = touch._location
            if !touch._earlierSamples.isEmpty { touch._earlierSamples = [] }
        }
        event.timestamp = now
        sendEvent(event)
        _finishTouches()
    }

    /// The earlier samples of a `moved` or `ended` update, in the touch's window coordinates,
    /// evenly spaced in time between the touch's previous update (`since`) and this one.
    private func _earlierSamples(
        of input: RawTouch, for touch: UITouch, since previous: TimeInterval, now: TimeInterval
    ) -> [_TouchSample] {
        guard input.phase == .moved || input.phase == .ended, !input.coalescedSamples.isEmpty else { return [] }
        let step = (now - previous) / Double(input.coalescedSamples.count + 1)
        return input.coalescedSamples.enumerated().map { index, sample in
            let location = touch.window.map { $0.convert(sample.location, from: nil as UIWindow?) } ?? sample.location
            return _TouchSample(location: location, timestamp: previous + step * Double(index + 1), force: sample.force)
        }
    }

    /// Creates and binds the touch for a finger coming down, or consumes the finger.
    private func _newTouch(_ input: RawTouch, at now: TimeInterval) -> UITouch? {
        let event = touchesEvent
        if _consumedFingers.contains(input.finger) || event._touches.contains(where: { $0.finger == input.finger }) {
            _traceInconsistent(input, "finger \(input.finger) is already down")
            return nil
        }
        let touch = UITouch(finger: input.finger, location: input.location, timestamp: now, tapCount: 1)
        touch._measurements = _TouchMeasurements(input)
        // UIKit: W8, Q3 — dropped, not deferred; the finger stays ignored until it lifts.
        if isIgnoringInteractionEvents {
            _consumeFinger(input.finger)
            _trace(.touches, .touchDropped(touch: touch, reason: .ignoringInteractionEvents))
            return nil
        }
        if let (window, view) = hitTest(atScreen: input.location, with: event) {
            let point = window.convert(input.location, from: nil as UIWindow?)
            touch.window = window
            touch.view = view  // UIKit: T2
            touch._location = point
            touch._previousLocation = point
            touch._startLocation = point
            touch.tapCount = _tapCount(at: input.location, view: view, now: now)
            var touches = event._touches._take()
            touches.append(touch)
            event._touches = touches
            _trace(.touches, .touchBound(touch: touch, window: window, view: view))
            return touch
        }
        // UIKit: W4
        _consumeFinger(input.finger)
        _trace(.touches, .touchDropped(touch: touch, reason: .noViewHit))
        return nil
    }

    private func _consumeFinger(_ finger: Int) {
        var consumed = _consumedFingers._take()
        consumed.insert(finger)
        _consumedFingers = consumed
    }

    /// The window and view a finger coming down at `point` (screen coordinates) would be bound
    /// to: the front-most visible window whose `hitTest(_:with:)` finds a view of its own (W3,
    /// H12), or only `window` if given. With hit-testing traced, every view visited is traced.
    public func hitTest(atScreen point: CGPoint, in window: UIWindow? = nil) -> (window: UIWindow, view: UIView)? {
        hitTest(atScreen: point, with: touchesEvent, in: window)
    }

    func hitTest(atScreen point: CGPoint, with event: UIEvent, in only: UIWindow? = nil) -> (
        window: UIWindow, view: UIView
    )? {
        func view(in window: UIWindow) -> (window: UIWindow, view: UIView)? {
            let local = window.convert(point, from: nil as UIWindow?)
            guard let view = window.hitTest(local, with: event) else { return nil }
            // UIKit: H12 — an override returning a view outside this window is not supported:
            // such a touch is dropped rather than delivered to a foreign hierarchy.
            guard view._cachedWindow === window else { return nil }
            return (window, view)
        }
        if let only { return view(in: only) }
        // The usual single window, without ordering a list.
        if _windowEntries.count == 1, let window = _windowEntries[0].window {
            return window.isHidden ? nil : view(in: window)
        }
        // UIKit: W3 — the front-most visible window whose hit-test finds a view.
        for window in _visibleWindowsFrontToBack {
            if let found = view(in: window) { return found }
        }
        return nil
    }

    // UIKit: T9 — the next tap when close in time and place to the last one, on the same view.
    private func _tapCount(at location: CGPoint, view: UIView, now: TimeInterval) -> Int {
        guard let last = _lastTap, last.view === view,
            now - last.time <= multiTapInterval,
            location.distance(to: last.location) <= multiTapDistance
        else { return 1 }
        return last.count + 1
    }

    /// Forgets the touches that ended or were cancelled in the event just delivered.
    private func _finishTouches() {
        let event = touchesEvent
        for touch in event._touches where touch.phase == .ended {
            let screen = touch.window.map { $0.convert(touch._location, to: nil as UIWindow?) } ?? touch._location
            _lastTap = _LastTap(location: screen, time: touch.timestamp, view: touch.view, count: touch.tapCount)
        }
        var touches = event._touches._take()
        _holdLiftedTouches(of: touches)
        touches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        event._touches = touches
        event._forgetFinishedTouchSet(held: _viewDelivery.held)
    }

    private func _traceInconsistent(_ input: RawTouch, _ message: String) {
        let touch = UITouch(finger: input.finger, location: input.location, timestamp: clock.now, tapCount: 0)
        touch.phase = input.phase
        _trace(.touches, .touchDropped(touch: touch, reason: .inconsistentInput(message)))
    }

    // MARK: Presses (O3)

    func _handlePress(_ raw: RawPress) {
        let event = pressesEvent
        let now = clock.now
        if raw.phase == .began {
            guard !event._presses.contains(where: { $0.id == raw.id }) else {
                _trace(.events, .eventDropped(type: .presses, reason: "press \(raw.id) is already down"))
                return
            }
            guard let window = keyWindow else {
                _trace(.events, .eventDropped(type: .presses, reason: "there is no key window"))
                return
            }
            let press = UIPress(id: raw.id, type: raw.type, key: raw.key, timestamp: now)
            press.window = window
            press.responder = window._eventStartResponder  // UIKit: R6
            event._presses.append(press)
        } else {
            guard let press = event._presses.first(where: { $0.id == raw.id }) else {
                _trace(.events, .eventDropped(type: .presses, reason: "press \(raw.id) is not down"))
                return
            }
            press.phase = raw.phase
            press.timestamp = now
        }
        for press in event._presses where press.id != raw.id { press.phase = .stationary }
        event.timestamp = now
        sendEvent(event)
        event._presses.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }
}

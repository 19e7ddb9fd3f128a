import Foundation

// The FIFO input queue (Q1) and the virtual clock (DESIGN decision 5).

extension UIApplication {
    /// Appends `input` to the event queue, stamped with the clock's current time (Q1). Nothing is
    /// delivered until `runUntilIdle()` or `advance(to:)` runs the queue.
    public func enqueue(_ input: RawInput) {
        var queue = _queue._take()
        queue.append(input)
        _queue = queue
    }

    /// Delivers every queued input, in order, and runs the timers that are due now, until neither is
    /// left. Inputs enqueued by handlers are delivered in the same call, after those before them.
    /// A call made from inside a handler returns at once; the outer call finishes the work.
    public func runUntilIdle() {
        guard !_isDraining else { return }
        _isDraining = true
        defer { _isDraining = false }
        while true {
            // The end of the event loop's turn: what the last input or timer marked is laid out
            // before the next input is hit-tested.
            // Observed: iOS lays out in the same run-loop turn (the CATransaction commit), before
            // the next touch is delivered; pinned by "Observed: layoutSubviews runs before the
            // next tap is hit-tested".
            _layOutIfNeeded()
            if _queueHead < _queue.count {
                let input = _queue[_queueHead]
                _queueHead += 1
                if _queueHead == _queue.count {
                    var queue = _queue._take()
                    queue._removeAllKeepingCapacity()
                    _queue = queue
                    _queueHead = 0
                }
                _handle(input)
                _checkInvariants()
            } else if !clock.fireNext(upTo: clock.now) {
                return
            }
        }
    }

    /// Moves the clock to `time`, running queued input and every timer due on the way, in time order.
    public func advance(to time: TimeInterval) {
        runUntilIdle()
        while let fireTime = clock.nextFireTime, fireTime <= time {
            _ = clock.fireNext(upTo: time)
            runUntilIdle()
        }
        clock.move(to: time)
        runUntilIdle()
    }

    /// Moves the clock `seconds` forward; see `advance(to:)`.
    public func advance(by seconds: TimeInterval) {
        advance(to: clock.now + seconds)
    }

    func _handle(_ input: RawInput) {
        switch input {
        case .touches(let touches):
            _handleTouches(touches)
        case .press(let press):
            _handlePress(press)
        case .motion(let subtype, let phase):
            motionEvent.subtype = subtype
            motionEvent._motionPhase = phase
            motionEvent.timestamp = clock.now
            sendEvent(motionEvent)
        case .remoteControl(let subtype):
            remoteControlEvent.subtype = subtype
            remoteControlEvent.timestamp = clock.now
            sendEvent(remoteControlEvent)
        }
    }
}

// A custom recognizer for a "tick" stroke: down and to the right, then up and to the right.
import ResponderKit

class TickGestureRecognizer: UIGestureRecognizer {
    private var startPoint = CGPoint.zero
    private var lowestPoint = CGPoint.zero
    private var wentDown = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 {
            state = .failed
            return
        }
        startPoint = touches.first!.location(in: view)
        lowestPoint = startPoint
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed, let point = touches.first?.location(in: view) else { return }
        if point.y > lowestPoint.y {
            lowestPoint = point
            wentDown = true
        } else if wentDown && point.x < lowestPoint.x {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let point = touches.first?.location(in: view) else { return }
        if state == .possible && wentDown && point.y < lowestPoint.y - 20 && point.x > lowestPoint.x {
            state = .recognized
        } else {
            state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        wentDown = false
        startPoint = .zero
        lowestPoint = .zero
    }
}

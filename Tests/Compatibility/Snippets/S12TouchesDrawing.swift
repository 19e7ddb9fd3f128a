// A sketch view that collects the points a finger passes through.
import ResponderKit

class SketchView: UIView {
    var strokes: [[CGPoint]] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        strokes.append([touch.location(in: self)])
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !strokes.isEmpty else { return }
        strokes[strokes.count - 1].append(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesMoved(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !strokes.isEmpty { strokes.removeLast() }
    }
}

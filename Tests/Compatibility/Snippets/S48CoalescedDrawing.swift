// A drawing canvas that keeps every sample of a stroke, coalesced ones included, with the width
// of each point taken from the touch's force where the hardware reports one.
import ResponderKit

struct StrokePoint {
    let location: CGPoint
    let width: CGFloat
}

class CanvasView: UIView {
    var strokes: [[StrokePoint]] = []
    var predicted: [CGPoint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func width(for touch: UITouch) -> CGFloat {
        guard touch.maximumPossibleForce > 0 else { return 2 }
        return 1 + 9 * touch.force / touch.maximumPossibleForce
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        strokes.append([StrokePoint(location: touch.location(in: self), width: width(for: touch))])
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let event = event, !strokes.isEmpty else { return }
        for sample in event.coalescedTouches(for: touch) ?? [touch] {
            strokes[strokes.count - 1].append(
                StrokePoint(location: sample.location(in: self), width: width(for: sample)))
        }
        predicted = (event.predictedTouches(for: touch) ?? []).map { $0.location(in: self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        predicted = []
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !strokes.isEmpty { strokes.removeLast() }
        predicted = []
    }
}

// A signature pad that collects the points of each stroke, using every coalesced touch.
import ResponderKit

class SignatureCaptureView: UIView {
    private(set) var strokes: [[CGPoint]] = []
    var strokeColor: UIColor = .black
    var lineWidth: CGFloat = 3

    var isEmpty: Bool { strokes.isEmpty }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        strokes.append([touch.location(in: self)])
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !strokes.isEmpty else { return }
        let samples = event?.coalescedTouches(for: touch) ?? [touch]
        for sample in samples {
            strokes[strokes.count - 1].append(sample.location(in: self))
        }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        setNeedsDisplay()
    }

    func clear() {
        strokes.removeAll()
        setNeedsDisplay()
    }
}

// A sketch canvas that draws with the Apple Pencil and ignores fingers.
import ResponderKit

class PencilCanvasView: UIView {
    struct Point {
        let location: CGPoint
        let force: CGFloat
    }
    private(set) var points: [Point] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.type == .pencil else { return }
        points.append(Point(location: touch.preciseLocation(in: self), force: touch.force))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.type == .pencil else { return }
        for sample in event?.coalescedTouches(for: touch) ?? [] {
            points.append(Point(location: sample.preciseLocation(in: self), force: sample.force))
        }
        if let predicted = event?.predictedTouches(for: touch)?.last {
            _ = predicted.preciseLocation(in: self)
        }
    }
}

// A five-star rating control: touching or sliding across the stars sets the rating.
import ResponderKit

class StarRatingControl: UIControl {
    private(set) var rating = 0 {
        didSet { if rating != oldValue { sendActions(for: .valueChanged) } }
    }
    var starCount = 5

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch = touch { updateRating(for: touch) }
    }

    private func updateRating(for touch: UITouch) {
        let x = touch.location(in: self).x
        let starWidth = bounds.width / CGFloat(starCount)
        rating = min(starCount, max(0, Int(ceil(x / starWidth))))
    }
}

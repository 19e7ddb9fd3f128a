// A single tap that waits for a double tap to fail.
import ResponderKit

class CardView: UIView {
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let single = UITapGestureRecognizer(target: self, action: CardView.singleTapped)
        let double = UITapGestureRecognizer(target: self, action: CardView.doubleTapped)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        addGestureRecognizer(single)
        addGestureRecognizer(double)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func singleTapped(_ sender: UITapGestureRecognizer) { events.append("single") }
    func doubleTapped(_ sender: UITapGestureRecognizer) { events.append("double") }
}

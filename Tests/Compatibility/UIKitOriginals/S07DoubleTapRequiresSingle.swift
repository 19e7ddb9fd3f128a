// A single tap that waits for a double tap to fail.
import UIKit

class CardView: UIView {
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let single = UITapGestureRecognizer(target: self, action: #selector(CardView.singleTapped(_:)))
        let double = UITapGestureRecognizer(target: self, action: #selector(CardView.doubleTapped(_:)))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        addGestureRecognizer(single)
        addGestureRecognizer(double)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func singleTapped(_ sender: UITapGestureRecognizer) { events.append("single") }
    @objc func doubleTapped(_ sender: UITapGestureRecognizer) { events.append("double") }
}

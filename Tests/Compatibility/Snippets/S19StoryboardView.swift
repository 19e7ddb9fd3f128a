// A storyboard-era view with both initializers and a shared setup.
import ResponderKit

class BadgeView: UIView {
    private(set) var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: BadgeView.tapped))
    }

    func tapped(_ sender: UITapGestureRecognizer) {
        taps += 1
        backgroundColor = backgroundColor?.withAlphaComponent(0.5)
    }
}

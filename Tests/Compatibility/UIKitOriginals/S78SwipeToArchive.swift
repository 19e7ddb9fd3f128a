// A notification banner: swipe up to dismiss it, tap to open it.
import UIKit

class BannerView: UIView {
    var onTap: (() -> Void)?
    var onDismiss: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 14
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
        swipe.direction = .up
        addGestureRecognizer(swipe)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func tapped() {
        onTap?()
    }

    @objc func swiped() {
        UIView.animate(
            withDuration: 0.3,
            animations: {
                self.frame.origin.y = -self.frame.height
                self.alpha = 0
            },
            completion: { _ in
                self.removeFromSuperview()
                self.onDismiss?()
            })
    }
}

// A view laid out with frame after a transform was set, as UIKit resolves it.
import ResponderKit

class StampView: UIView {
    var taps = 0

    func layOut(in container: UIView) {
        transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        container.addSubview(self)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: StampView.tapped))
    }

    func tapped(_ sender: UITapGestureRecognizer) {
        taps += 1
    }
}

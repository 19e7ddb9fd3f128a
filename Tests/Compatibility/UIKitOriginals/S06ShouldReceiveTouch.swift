// A background tap that ignores touches on controls, through shouldReceive.
import UIKit

class FormViewController: UIViewController, UIGestureRecognizerDelegate {
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    var backgroundTaps = 0
    var buttonTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addAction(UIAction { [weak self] _ in self?.buttonTaps += 1 }, for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(FormViewController.backgroundTapped(_:)))
        tap.delegate = self
        view.addGestureRecognizer(tap)
    }

    @objc func backgroundTapped(_ tap: UITapGestureRecognizer) {
        backgroundTaps += 1
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        return !(touch.view is UIControl)
    }
}

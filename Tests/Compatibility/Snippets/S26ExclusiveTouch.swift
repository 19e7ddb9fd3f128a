// Two buttons that must not be pressed at the same time.
import ResponderKit

class ChoiceViewController: UIViewController {
    let yes = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    let no = UIButton(frame: CGRect(x: 200, y: 20, width: 100, height: 44))
    var choices: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (button, name) in [(yes, "yes"), (no, "no")] {
            button.isExclusiveTouch = true
            button.addAction(UIAction { [weak self] _ in self?.choices.append(name) }, for: .touchUpInside)
            view.addSubview(button)
        }
    }
}

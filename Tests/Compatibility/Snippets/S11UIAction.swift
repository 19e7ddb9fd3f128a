// Buttons wired with UIAction closures, iOS 14 style.
import ResponderKit

class CounterViewController: UIViewController {
    var count = 0
    let plus = UIButton(frame: CGRect(x: 20, y: 100, width: 60, height: 44))
    lazy var minus = UIButton(
        frame: CGRect(x: 100, y: 100, width: 60, height: 44),
        primaryAction: UIAction { [unowned self] _ in
            self.count -= 1
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        plus.addAction(UIAction { [weak self] _ in self?.count += 1 }, for: .touchUpInside)
        view.addSubview(plus)
        view.addSubview(minus)
    }
}

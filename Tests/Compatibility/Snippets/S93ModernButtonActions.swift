// Buttons wired with UIAction closures, as iOS 14 and later code does.
import ResponderKit

class OnboardingViewController: UIViewController {
    private(set) var page = 0
    let nextButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        nextButton.setTitle("Next", for: .normal)
        nextButton.frame = CGRect(x: 20, y: 500, width: 280, height: 50)
        nextButton.addAction(
            UIAction { [weak self] _ in
                self?.page += 1
            }, for: .touchUpInside)
        view.addSubview(nextButton)

        let skip = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Skip") { [weak self] _ in
                self?.page = 3
            })
        skip.frame = CGRect(x: 20, y: 40, width: 80, height: 30)
        view.addSubview(skip)
    }
}

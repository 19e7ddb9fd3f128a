// A toolbar of three buttons sharing its width in a fill-equally stack view; the controller gives
// the stack its frame when it lays out (no Auto Layout constraints).
import ResponderKit

class ToolbarViewController: UIViewController {
    let toolbar = UIStackView()
    var tapped: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.axis = .horizontal
        toolbar.distribution = .fillEqually
        toolbar.alignment = .fill
        toolbar.spacing = 8
        for title in ["Reply", "Forward", "Delete"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.tapped.append(title) }, for: .touchUpInside)
            toolbar.addArrangedSubview(button)
        }
        view.addSubview(toolbar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        toolbar.frame = CGRect(x: 16, y: view.bounds.height - 60, width: view.bounds.width - 32, height: 44)
    }

    func hideDelete() {
        toolbar.arrangedSubviews.last?.isHidden = true
    }
}

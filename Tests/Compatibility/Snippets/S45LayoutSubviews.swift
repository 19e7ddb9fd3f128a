// A header whose close button is placed in layoutSubviews, at its right edge, and a controller
// that sizes the header in viewDidLayoutSubviews: no Auto Layout, frames set by hand.
import ResponderKit

class HeaderView: UIView {
    let closeButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(closeButton)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.height
        closeButton.frame = CGRect(x: bounds.width - side, y: 0, width: side, height: side)
    }
}

class HeaderViewController: UIViewController {
    let header = HeaderView()
    var closeCount = 0
    var layoutPasses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        header.closeButton.addAction(UIAction { [weak self] _ in self?.closeCount += 1 }, for: .touchUpInside)
        view.addSubview(header)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPasses += 1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame = CGRect(x: 0, y: 20, width: view.bounds.width, height: 44)
    }
}

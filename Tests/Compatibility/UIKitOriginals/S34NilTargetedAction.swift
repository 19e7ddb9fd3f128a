// A button deep in the hierarchy sends its action to nil: the responder chain finds the controller.
import UIKit

class ListViewController: UIViewController {
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        button.addTarget(nil, action: #selector(ListViewController.refresh(_:)), for: .touchUpInside)
        container.addSubview(button)
        view.addSubview(container)
    }

    @objc func refresh(_ sender: Any?) {
        refreshes += 1
    }
}

// A button deep in the hierarchy sends its action to nil: the responder chain finds the controller.
import ResponderKit

class ListViewController: UIViewController {
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        #if !canImport(UIKit)
        implement(Selector(("refresh:"))) { [unowned self] sender, _ in self.refresh(sender) }
        #endif
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        button.addTarget(nil, action: Selector(("refresh:")), for: .touchUpInside)
        container.addSubview(button)
        view.addSubview(container)
    }

    #if canImport(UIKit)
    @objc
    #endif
    func refresh(_ sender: Any?) {
        refreshes += 1
    }
}

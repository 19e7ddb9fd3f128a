// A screen-edge pan that opens a side menu.
import ResponderKit

class MenuContainerViewController: UIViewController {
    var isMenuOpen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: MenuContainerViewController.edgePanned)
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    func edgePanned(_ gesture: UIScreenEdgePanGestureRecognizer) {
        if gesture.state == .ended, gesture.translation(in: view).x > 100 {
            isMenuOpen = true
        }
    }
}

// A container that opens its side menu with a swipe in from the left edge.
import UIKit

class SideMenuContainerViewController: UIViewController {
    let menuView = UIView()
    private(set) var isMenuOpen = false
    let menuWidth: CGFloat = 260

    override func viewDidLoad() {
        super.viewDidLoad()
        menuView.frame = CGRect(x: -menuWidth, y: 0, width: menuWidth, height: view.bounds.height)
        menuView.backgroundColor = .systemGray6
        view.addSubview(menuView)

        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    @objc func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let x = gesture.translation(in: view).x
        switch gesture.state {
        case .changed:
            menuView.frame.origin.x = min(0, -menuWidth + x)
        case .ended:
            isMenuOpen = x > menuWidth / 2 || gesture.velocity(in: view).x > 500
            menuView.frame.origin.x = isMenuOpen ? 0 : -menuWidth
        case .cancelled, .failed:
            menuView.frame.origin.x = -menuWidth
        default:
            break
        }
    }
}

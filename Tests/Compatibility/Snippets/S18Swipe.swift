// Left and right swipes on a carousel.
import ResponderKit

class CarouselViewController: UIViewController {
    var page = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let left = UISwipeGestureRecognizer(target: self, action: CarouselViewController.swiped)
        left.direction = .left
        let right = UISwipeGestureRecognizer(target: self, action: CarouselViewController.swiped)
        right.direction = .right
        view.addGestureRecognizer(left)
        view.addGestureRecognizer(right)
    }

    func swiped(_ gesture: UISwipeGestureRecognizer) {
        if gesture.direction == .left { page += 1 } else { page -= 1 }
    }
}

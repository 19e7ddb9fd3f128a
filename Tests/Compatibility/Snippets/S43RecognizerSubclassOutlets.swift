// A storyboard-era controller: outlets, an action wired in code with an unqualified selector, and
// a custom recognizer written against UIKit's subclass header.
import ResponderKit

/// Recognizes a touch held still for `minimumHold` seconds of touch timestamps.
class HoldStillGestureRecognizer: UIGestureRecognizer {
    var minimumHold: TimeInterval = 0.3
    private var start: TimeInterval = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        start = touches.first?.timestamp ?? 0
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        state = .failed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let held = (touches.first?.timestamp ?? 0) - start
        state = held >= minimumHold ? .recognized : .failed
    }

    override func reset() {
        super.reset()
        start = 0
    }
}

class FollowViewController: UIViewController {
    weak var followButton: UIButton!
    var follows = 0
    var holds = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        if followButton == nil {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            view.addSubview(button)
            followButton = button
        }
        followButton.addTarget(self, action: FollowViewController.followTapped, for: .touchUpInside)
        view.addGestureRecognizer(HoldStillGestureRecognizer(target: self, action: FollowViewController.held))
    }

    func followTapped(_ sender: UIButton) {
        follows += 1
        sender.isSelected = !sender.isSelected
    }

    func held() {
        holds += 1
    }
}

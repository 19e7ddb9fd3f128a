// Pinch and rotate at the same time through the gesture delegate.
import UIKit

class PhotoViewController: UIViewController, UIGestureRecognizerDelegate {
    let photo = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    var pinches = 0
    var rotations = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        pinch.delegate = self
        rotation.delegate = self
        pinch.addTarget(self, action: #selector(PhotoViewController.handlePinch(_:)))
        rotation.addTarget(self, action: #selector(PhotoViewController.handleRotation(_:)))
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
    }

    @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .changed { pinches += 1 }
    }

    @objc func handleRotation(_ rotation: UIRotationGestureRecognizer) {
        if rotation.state == .changed { rotations += 1 }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        return true
    }
}

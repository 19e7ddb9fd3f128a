// A photo the user can pinch, rotate and pan at the same time.
import ResponderKit

class PhotoEditorViewController: UIViewController, UIGestureRecognizerDelegate {
    let photoView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photoView.frame = CGRect(x: 40, y: 120, width: 240, height: 240)
        photoView.isUserInteractionEnabled = true
        view.addSubview(photoView)

        let pinch = UIPinchGestureRecognizer(target: self, action: PhotoEditorViewController.handlePinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: PhotoEditorViewController.handleRotation)
        let pan = UIPanGestureRecognizer(target: self, action: PhotoEditorViewController.handlePan)
        for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
            recognizer.delegate = self
            photoView.addGestureRecognizer(recognizer)
        }
    }

    func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        guard let view = gesture.view else { return }
        view.transform = view.transform.scaledBy(x: gesture.scale, y: gesture.scale)
        gesture.scale = 1
    }

    func handleRotation(_ gesture: UIRotationGestureRecognizer) {
        guard let view = gesture.view else { return }
        view.transform = view.transform.rotated(by: gesture.rotation)
        gesture.rotation = 0
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: self.view)
        view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
        gesture.setTranslation(.zero, in: self.view)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        return true
    }
}

// A map screen written the way answers write it: selectors without the class name, a handler
// declared in an extension, a no-argument action, a row button whose action takes the event, and
// a map view laid out against `view.bounds` in viewDidLoad.
import ResponderKit

class MapViewController: UIViewController {
    let mapView = UIView()
    let searchField = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 36))
    let locateButton = UIButton(type: .system)
    var panned = CGPoint.zero
    var locateTouches: [CGPoint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        view.addSubview(mapView)
        mapView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: MapViewController.handlePan))

        searchField.keyboardType = .webSearch
        searchField.returnKeyType = .search
        searchField.autocorrectionType = .no
        view.addSubview(searchField)

        let tap = UITapGestureRecognizer(target: self, action: MapViewController.dismissKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        locateButton.frame = CGRect(x: 300, y: 600, width: 44, height: 44)
        locateButton.addTarget(self, action: MapViewController.locateTapped, for: .touchUpInside)
        view.addSubview(locateButton)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .ended {
            panned = gesture.translation(in: mapView)
        }
    }
}

extension MapViewController {
    func dismissKeyboard() {
        view.endEditing(true)
    }

    private func locateTapped(_ sender: UIButton, event: UIEvent) {
        if let touch = event.allTouches?.first {
            locateTouches.append(touch.location(in: sender))
        }
    }
}

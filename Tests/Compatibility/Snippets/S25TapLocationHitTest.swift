// One tap recognizer on a board, finding the tapped square with hitTest.
import ResponderKit

class BoardViewController: UIViewController {
    var tapped: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for index in 0..<4 {
            let square = UIView(
                frame: CGRect(x: CGFloat(index % 2) * 100, y: CGFloat(index / 2) * 100, width: 100, height: 100))
            square.tag = index + 1
            view.addSubview(square)
        }
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: BoardViewController.boardTapped))
    }

    func boardTapped(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: view)
        if let square = view.hitTest(point, with: nil), square !== view {
            tapped.append(square.tag)
        }
    }
}

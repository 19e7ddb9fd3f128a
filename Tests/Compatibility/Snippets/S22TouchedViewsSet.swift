// Keeping sets and dictionaries of views and gesture recognizers.
import ResponderKit

class SelectionController: UIViewController {
    var selected = Set<UIView>()
    var tapCounts: [UIGestureRecognizer: Int] = [:]
    var tiles: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for index in 0..<3 {
            let tile = UIView(frame: CGRect(x: 10 + CGFloat(index) * 110, y: 10, width: 100, height: 100))
            tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SelectionController.tileTapped))
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    func tileTapped(_ tap: UITapGestureRecognizer) {
        guard let tile = tap.view else { return }
        if selected.contains(tile) { selected.remove(tile) } else { selected.insert(tile) }
        tapCounts[tap, default: 0] += 1
        if tiles.firstIndex(of: tile) == 0, let first = tile.gestureRecognizers?.first,
            AnyHashable(tap) == AnyHashable(first)
        {
            tile.tag = tapCounts[tap] ?? 0
        }
    }
}

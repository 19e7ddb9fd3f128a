// A view controller built in code, with UIKit's designated and required initializers.
import ResponderKit

class DetailViewController: UIViewController {
    let itemName: String
    var appearances = 0

    init(itemName: String) {
        self.itemName = itemName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = itemName
        view.backgroundColor = .white
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

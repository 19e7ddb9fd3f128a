// A list header whose segmented control switches between filters.
import ResponderKit

class InboxHeaderView: UIView {
    let filterControl = UISegmentedControl(items: ["All", "Unread", "Flagged"])
    var onFilterChange: ((Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        filterControl.selectedSegmentIndex = 0
        filterControl.selectedSegmentTintColor = .systemBlue
        filterControl.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        filterControl.addTarget(self, action: InboxHeaderView.filterChanged, for: .valueChanged)
        filterControl.frame = CGRect(x: 16, y: 8, width: frame.width - 32, height: 32)
        addSubview(filterControl)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func filterChanged(_ sender: UISegmentedControl) {
        onFilterChange?(sender.selectedSegmentIndex)
    }
}

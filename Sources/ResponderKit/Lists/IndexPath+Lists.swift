import Foundation

// UIKit's additions to IndexPath for tables (`row`) and collection views (`item`): an index path
// of exactly two indices, the section first.
extension IndexPath {
    /// The index path of `row` in `section`, for a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of `item` in `section`, for a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index. Precondition: the index path has exactly two indices, as UIKit requires
    /// of those given to a table or collection view.
    public var section: Int {
        get {
            _checkListIndexPath()
            return self[0]
        }
        set {
            _checkListIndexPath()
            self[0] = newValue
        }
    }

    /// The second index, in a table view. Precondition: exactly two indices.
    public var row: Int {
        get {
            _checkListIndexPath()
            return self[1]
        }
        set {
            _checkListIndexPath()
            self[1] = newValue
        }
    }

    /// The second index, in a collection view (the same as `row`). Precondition: exactly two
    /// indices.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    private func _checkListIndexPath() {
        precondition(
            count == 2,
            "Invalid index path for use with a table or collection view: it must contain exactly two indices (section, row or item), not \(count)"
        )
    }
}

import Foundation

/// What a table view asks for its content, as UIKit's protocol of that name.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required; the others
/// have defaults (UIKit's are optional). As with any Swift protocol extension, a method is called
/// only if the class that declares the conformance (or a protocol extension) has it: a subclass
/// adding one later is not seen.
///
/// The table asks for the numbers of sections and rows (and, through its delegate, the heights)
/// when it first lays out and after `reloadData()`, and for a cell each time a row comes into
/// sight.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` has; at least 0.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections the table has; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, shown in a header of the default height; nil by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; nil by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// 1.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Nil.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Nil.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

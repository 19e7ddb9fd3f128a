import Foundation

/// What a table view asks and tells about its rows' heights, its section headers and footers,
/// and highlight and selection, as UIKit's protocol of that name; it is also the table's scroll
/// view delegate.
///
/// Every method has a default (UIKit's are optional): the heights are the table's `rowHeight`,
/// `sectionHeaderHeight` and `sectionFooterHeight`, the `should` and `will` questions agree, and
/// the notifications do nothing. As with any Swift protocol extension, a method is called only if
/// the class that declares the conformance (or a protocol extension) has it.
///
/// A tap on a row calls, in this order (see the table's `BehaviourRules` ids TV*): on touch-down,
/// once the scroll view's content delay has passed or at the lift for a quick tap,
/// `tableView(_:shouldHighlightRowAt:)` then `tableView(_:didHighlightRowAt:)`; at the lift,
/// `tableView(_:willSelectRowAt:)`, then for a row losing its selection
/// `tableView(_:willDeselectRowAt:)` and `tableView(_:didDeselectRowAt:)`, then
/// `tableView(_:didUnhighlightRowAt:)` and `tableView(_:didSelectRowAt:)`. A touch that a
/// recognizer or the table's own pan takes calls `tableView(_:didUnhighlightRowAt:)` and nothing
/// more. `selectRow` and `deselectRow` call none of them.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`; `tableView.rowHeight` by default. Finite and at least
    /// 0, or `UITableView.automaticDimension` (which is 44: rows do not size themselves).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header; `tableView.sectionHeaderHeight` by default.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer; `tableView.sectionFooterHeight` by default.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The view shown as `section`'s header, sized by the table to the header's height; nil by
    /// default.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view shown as `section`'s footer; nil by default.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// Whether a finger down on the row highlights it; true by default. False also keeps a tap
    /// from selecting the row (TV4).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a finger.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed: the finger lifted, or the touch was taken or cancelled.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A tap is about to select the row: return it, another index path to select instead, or nil
    /// to select nothing. Returns `indexPath` by default.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A tap is about to deselect the row: return it, another index path, or nil to keep it
    /// selected. Returns `indexPath` by default.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// `tableView.rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// `tableView.sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// `tableView.sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Nil.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Nil.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// True.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

import Foundation
import ResponderKit

/// A table's data source and delegate for the benchmarks: `rows` rows of 44 pt in one section,
/// each cell a default cell with a text label; selecting a row deselects it, as apps do.
@MainActor
public final class BenchmarkTableController: UITableViewDataSource, UITableViewDelegate {
    public let rows: Int
    public private(set) var selections = 0

    public init(rows: Int) { self.rows = rows }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections += 1
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

public typealias TableScene = (
    application: UIApplication, table: UITableView, controller: BenchmarkTableController, rowPoint: CGPoint
)

/// An app whose window shows a full-screen table of `rows` rows, laid out, and the screen point
/// of its third row.
@MainActor
public func makeTableApp(rows: Int) -> TableScene {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
    let viewController = UIViewController()
    window.rootViewController = viewController
    window.makeKeyAndVisible()
    let controller = BenchmarkTableController(rows: rows)
    let table = UITableView(frame: viewController.view.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 44
    table.dataSource = controller
    table.delegate = controller
    viewController.view.addSubview(table)
    table.layoutIfNeeded()
    return (app, table, controller, CGPoint(x: 100, y: 110))
}

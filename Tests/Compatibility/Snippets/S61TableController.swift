// A typical list screen: the controller is its table's data source and delegate, registers a
// cell class, dequeues, fills textLabel, and deselects in didSelectRowAt.
import ResponderKit

class FruitListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let fruits = (1...40).map { "Fruit \($0)" }
    var tableView: UITableView!
    var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.register(FruitCell.self, forCellReuseIdentifier: "FruitCell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 60
        tableView.tableFooterView = UIView()
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.detailTextLabel?.text = "row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        chosen.append(fruits[indexPath.row])
    }
}

class FruitCell: UITableViewCell {
    var timesHighlighted = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .gray
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        if highlighted { timesHighlighted += 1 }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }
}

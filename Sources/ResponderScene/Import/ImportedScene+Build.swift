import Foundation
import ResponderKit

extension ImportedScene {
    /// The live scene: the same objects the scene builder makes from the file
    /// ``SceneFileWriter`` writes, without the text in between.
    @MainActor
    func build(file: String) -> Scene {
        let scene = Scene(application: UIApplication(), file: file)
        var factories: [String: () -> UIView] = [:]
        for (name, make) in ViewFactory.classes { factories[name] = make }
        for window in windows {
            let made = UIWindow(frame: window.frame, application: scene.application)
            register(made, id: window.id, printedClass: window.printedClass, line: window.line, in: scene)
            if !window.guessed.isEmpty { scene.guessed[window.id] = window.guessed }
            if let cut = window.cut { scene.cuts[window.id] = cut }
            if let fragment = window.fragment { scene.fragments[window.id] = fragment }
            if let level = window.level { made.windowLevel = UIWindow.Level(CGFloat(level)) }
            if window.interactionOff { made.isUserInteractionEnabled = false }
            if window.passThrough {
                let overrides = made.overrides ?? ResponderOverrides()
                overrides.hitTest = HitBehaviour.passThrough
                made.overrides = overrides
            }
            // Each view is added to its parent once its own subviews are in, as the scene builder
            // adds them: in post-order, siblings in their order. A table's rows are its data's,
            // not its subviews.
            var stack: [(view: UIView, index: Int)] = []
            var cells: [Int: UIView] = [:]
            func close(to depth: Int) {
                while stack.count > depth {
                    let (view, index) = stack.removeLast()
                    if let list = views[index].list {
                        attach(list, to: view, id: views[index].id, cells: cells, in: scene)
                    }
                    if views[index].isRow {
                        cells[index] = view
                        continue
                    }
                    (stack.last?.view ?? made).addSubview(view)
                }
            }
            for index in window.views {
                close(to: views[index].depth)
                stack.append((make(views[index], factories: factories, in: scene), index))
            }
            close(to: 0)
            scene.windows.append(made)
            if window.key {
                made.makeKeyAndVisible()
            } else if !window.hidden {
                made.isHidden = false
            }
            if window.hidden { made.isHidden = true }
        }
        // Once every view is in its window (whose application has the clock).
        for item in views where item.animating {
            guard let view = scene.objects[item.id] as? UIView else { continue }
            try? SceneAnimation.start(
                SceneAnimation.Timing(duration: SceneAnimation.defaultDuration), on: view, from: nil)
        }
        // Observed: laid out once, as the scene builder's scenes are (SceneLoader).
        for window in scene.windows { window.layoutIfNeeded() }
        return scene
    }

    /// A table's or collection view's data, as the scene builder makes it from `sections:` (and
    /// a collection view's flow layout from `itemSize:` and the spacings): the rows' cells built
    /// from the dump, a plain cell for a row or item the dump did not print.
    @MainActor
    private func attach(_ list: List, to view: UIView, id: String, cells: [Int: UIView], in scene: Scene) {
        let collection = view as? UICollectionView
        guard view is UITableView || collection != nil else { return }
        if let flow = list.flow, let layout = collection?.collectionViewLayout as? UICollectionViewFlowLayout {
            layout.itemSize = flow.itemSize
            layout.minimumInteritemSpacing = CGFloat(flow.spacing)
            layout.minimumLineSpacing = CGFloat(flow.lineSpacing)
            if flow.horizontal { layout.scrollDirection = .horizontal }
        }
        let data = SceneListData(name: id, log: scene.log, application: scene.application)
        for (sectionIndex, section) in list.sections.enumerated() {
            var made = SceneListData.Section()
            if collection == nil {
                made.header = CGFloat(section.header)
                made.footer = CGFloat(section.footer)
            }
            for (rowIndex, row) in section.rows.enumerated() {
                let cell: UIView
                if let index = row.cell, let built = cells[index] {
                    cell = built
                } else {
                    let rowID = "\(id).\(sectionIndex).\(rowIndex)"
                    let plain: UIView
                    if collection != nil {
                        let item = UICollectionViewCell(frame: .zero)
                        item.contentView.accessibilityIdentifier = "\(rowID).contentView"
                        plain = item
                    } else {
                        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
                        tableCell.contentView.accessibilityIdentifier = "\(rowID).contentView"
                        plain = tableCell
                    }
                    scene.objects[rowID] = plain
                    scene.declaredClasses[rowID] = collection == nil ? "UITableViewCell" : "UICollectionViewCell"
                    plain.accessibilityIdentifier = rowID
                    cell = plain
                }
                made.rows.append(SceneListData.Row(cell: cell, height: collection == nil ? CGFloat(row.height) : nil))
            }
            data.sections.append(made)
        }
        scene.retained.append(data)
        if let table = view as? UITableView {
            table.dataSource = data
            table.delegate = data
        } else if let collection {
            collection.dataSource = data
            collection.delegate = data
        }
    }

    @MainActor
    private func make(_ item: View, factories: [String: () -> UIView], in scene: Scene) -> UIView {
        if item.isRow {
            // A row's cell, placed by its table: its subviews are the dump's, its own content
            // view among them, so the engine's is hidden (as `cellSubviews:` does).
            let cell: UIView
            if item.engineClass == "UICollectionViewCell" {
                let made = UICollectionViewCell(frame: .zero)
                made.contentView.accessibilityIdentifier = "\(item.id).contentView"
                made.contentView.isHidden = true
                cell = made
            } else {
                let made = UITableViewCell(style: .default, reuseIdentifier: nil)
                made.contentView.accessibilityIdentifier = "\(item.id).contentView"
                made.contentView.isHidden = true
                cell = made
            }
            register(cell, id: item.id, printedClass: item.printedClass, line: item.line, in: scene)
            if let cut = item.cut { scene.cuts[item.id] = cut }
            return cell
        }
        let view = (factories[item.engineClass] ?? { UIView() })()
        register(view, id: item.id, printedClass: item.printedClass, line: item.line, in: scene)
        if !item.guessed.isEmpty { scene.guessed[item.id] = item.guessed }
        if let reason = item.guessReason { scene.guessReasons[item.id] = reason }
        if let cut = item.cut { scene.cuts[item.id] = cut }
        switch item.geometry {
        case .frame(let frame, let boundsOrigin):
            // As the scene file writes it (CGRect's minY and height), so that the scene built and
            // the scene written are the same when a size is negative.
            let frame = frame.standardized
            view.frame = frame
            if let origin = boundsOrigin { view.bounds = CGRect(origin: origin, size: frame.size) }
        case .transformed(let center, let bounds, let t):
            // As in UIKit, the transform applies around the center; center and bounds stay.
            view.bounds = bounds
            view.center = center
            view.transform = CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        }
        if item.hidden { view.isHidden = true }
        if let alpha = item.alpha { view.alpha = CGFloat(alpha) }
        if let interaction = item.interaction { view.isUserInteractionEnabled = interaction }
        if item.clipsToBounds { view.clipsToBounds = true }
        if item.passThrough {
            let overrides = view.overrides ?? ResponderOverrides()
            overrides.hitTest = HitBehaviour.passThrough
            overrides.pointInside = HitBehaviour.withSubviews
            view.overrides = overrides
        }
        if let tag = item.tag { view.tag = tag }
        if let text = item.text {
            switch view {
            case let label as UILabel: label.text = text
            case let field as UITextField: field.text = text
            case let textView as UITextView: textView.text = text
            default: break
            }
        }
        if let size = item.contentSize, let scroll = view as? UIScrollView { scroll.contentSize = size }
        return view
    }

    @MainActor
    private func register(_ view: UIView, id: String, printedClass: String, line: Int, in scene: Scene) {
        scene.objects[id] = view
        view.accessibilityIdentifier = id
        scene.declaredClasses[id] = printedClass
        scene.importedLines[id] = line
    }
}

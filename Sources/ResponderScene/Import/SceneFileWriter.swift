import Foundation

/// Writes an imported scene as a scene file (`responder import`): the same windows and views a
/// direct build makes, so that loading the file gives the same scene.
struct SceneFileWriter {
    /// The scene file of `scene`; `header` is its first comment line.
    static func write(_ scene: ImportedScene, header: String) -> String {
        var out = "# \(comment(header))\n"
        out.reserveCapacity(scene.views.count * 160 + 200)
        out += "windows:\n"
        let ends = subtreeEnds(scene.views)
        for window in scene.windows {
            if let fragment = window.fragment { out += "  # \(comment(fragment))\n" }
            if let cut = window.cut {
                out += "  # \(comment(cut)); explain cannot say when an answer depends on them\n"
            }
            out += "  - id: \(quote(window.id))\n"
            if window.printedClass != "UIWindow" { out += "    class: \(quote(window.printedClass))\n" }
            if window.key { out += "    key: true\n" }
            if let level = window.level { out += "    level: \(number(level))\n" }
            out += "    frame: \(list(window.frame))\n"
            if window.hidden { out += "    hidden: true\n" }
            if window.interactionOff { out += "    userInteractionEnabled: false\n" }
            if window.passThrough { out += "    hitTest: passThrough\n" }
            if !window.guessed.isEmpty { out += "    guessed: [\(window.guessed.joined(separator: ", "))]\n" }
            if !window.views.isEmpty {
                out += "    subviews:\n"
                var index = window.views.lowerBound
                while index < window.views.upperBound {
                    write(scene, index, ends: ends, pad: 6, to: &out)
                    index = ends[index]
                }
            }
        }
        return out
    }

    /// For each view, the index after its subtree (a window's views start at depth 0).
    private static func subtreeEnds(_ views: [ImportedScene.View]) -> [Int] {
        var ends = Array(repeating: views.count, count: views.count)
        var open: [Int] = []
        for index in views.indices {
            while let last = open.last, views[last].depth >= views[index].depth {
                ends[last] = index
                open.removeLast()
            }
            open.append(index)
        }
        return ends
    }

    /// The view at `index` and its subtree, its `- id:` at column `pad`: its subviews, and for a
    /// table its sections, whose rows hold their cells' subviews.
    private static func write(
        _ scene: ImportedScene, _ index: Int, ends: [Int], pad width: Int, to out: inout String
    ) {
        let view = scene.views[index]
        var children: [Int] = []
        var child = index + 1
        while child < ends[index] {
            children.append(child)
            child = ends[child]
        }
        let rows = Set(view.list?.cells ?? [])
        let subviews = children.filter { !rows.contains($0) }
        write(view, hasChildren: !subviews.isEmpty, pad: width, to: &out)
        for child in subviews { write(scene, child, ends: ends, pad: width + 4, to: &out) }
        guard let list = view.list else { return }
        let pad = String(repeating: " ", count: width)
        let what = list.guesses.isEmpty ? "" : "; guessed: " + list.guesses.joined(separator: "; ")
        out += "\(pad)  # the cells printed, at index paths read from their order and frames\(comment(what))\n"
        out += "\(pad)  sections:\n"
        let isTable = list.flow == nil
        for section in list.sections {
            if isTable {
                out += "\(pad)    - header: \(number(section.header))\n"
                out += "\(pad)      footer: \(number(section.footer))\n"
                out += "\(pad)      rows:\(section.rows.isEmpty ? " []" : "")\n"
            } else {
                out += "\(pad)    - items:\(section.rows.isEmpty ? " []" : "")\n"
            }
            for row in section.rows {
                guard let cell = row.cell else {
                    out += isTable ? "\(pad)        - {height: \(number(row.height))}\n" : "\(pad)        - {}\n"
                    continue
                }
                let item = scene.views[cell]
                out += "\(pad)        - id: \(quote(item.id))\n"
                if item.printedClass != (isTable ? "UITableViewCell" : "UICollectionViewCell") {
                    out += "\(pad)          class: \(quote(item.printedClass))\n"
                }
                if isTable { out += "\(pad)          height: \(number(row.height))\n" }
                // The cell's own subviews, its content view among them (`[]`: none, and the
                // built-in content view hidden all the same).
                var grandchild = cell + 1
                out += "\(pad)          cellSubviews:\(grandchild < ends[cell] ? "" : " []")\n"
                while grandchild < ends[cell] {
                    write(scene, grandchild, ends: ends, pad: width + 12, to: &out)
                    grandchild = ends[grandchild]
                }
            }
        }
    }

    private static func write(_ view: ImportedScene.View, hasChildren: Bool, pad width: Int, to out: inout String) {
        let pad = String(repeating: " ", count: width)
        out += "\(pad)- id: \(quote(view.id))\n"
        out += "\(pad)  class: \(quote(view.printedClass))\n"
        if view.engineClass != view.printedClass { out += "\(pad)  baseClass: \(view.engineClass)\n" }
        switch view.geometry {
        case .frame(let frame, let boundsOrigin):
            out += "\(pad)  frame: \(list(frame))\n"
            if let origin = boundsOrigin {
                out += "\(pad)  bounds: \(list(CGRect(origin: origin, size: frame.size)))\n"
            }
        case .transformed(let center, let bounds, let transform):
            out += "\(pad)  center: [\(number(center.x)), \(number(center.y))]\n"
            out += "\(pad)  bounds: \(list(bounds))\n"
            out += "\(pad)  transform: [\(transform.map(number).joined(separator: ", "))]\n"
        }
        if let alpha = view.alpha { out += "\(pad)  alpha: \(number(alpha))\n" }
        if view.hidden { out += "\(pad)  hidden: true\n" }
        if let interaction = view.interaction { out += "\(pad)  userInteractionEnabled: \(interaction)\n" }
        if view.clipsToBounds { out += "\(pad)  clipsToBounds: true\n" }
        if view.passThrough { out += "\(pad)  hitTest: passThrough\n\(pad)  pointInside: withSubviews\n" }
        if let tag = view.tag { out += "\(pad)  tag: \(tag)\n" }
        if let text = view.text { out += "\(pad)  text: \(quote(text))\n" }
        if let size = view.contentSize {
            out += "\(pad)  contentSize: [\(number(size.width)), \(number(size.height))]\n"
        }
        if view.animating { out += "\(pad)  animating: {}\n" }
        if !view.guessed.isEmpty { out += "\(pad)  guessed: [\(view.guessed.joined(separator: ", "))]\n" }
        if let flow = view.list?.flow {
            out += "\(pad)  itemSize: [\(number(flow.itemSize.width)), \(number(flow.itemSize.height))]\n"
            out += "\(pad)  minimumInteritemSpacing: \(number(flow.spacing))\n"
            out += "\(pad)  minimumLineSpacing: \(number(flow.lineSpacing))\n"
            if flow.horizontal { out += "\(pad)  scrollDirection: horizontal\n" }
        }
        if hasChildren { out += "\(pad)  subviews:\n" }
    }

    /// A number as short as it reads back exactly: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    private static func list(_ rect: CGRect) -> String {
        "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
    }

    /// A double-quoted YAML string (a JSON string is one).
    private static func quote(_ text: String) -> String { LogRenderer.json(string: text) }

    /// `text` for a comment line: what a dump names (a class, an address) may hold characters the
    /// scene reader refuses raw, and a comment has no escapes, so they are written as a JSON
    /// string writes them (`\u008e`).
    private static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if LogRenderer.mustBeEscaped(scalar) {
                out += String(format: "\\u%04x", scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

import Foundation

/// Writes an imported scene as a scene file (`responder import`): the same windows and views a
/// direct build makes, so that loading the file gives the same scene.
struct SceneFileWriter {
    /// The scene file of `scene`; `header` is its first comment line.
    static func write(_ scene: ImportedScene, header: String) -> String {
        var out = "# \(header)\n"
        out.reserveCapacity(scene.views.count * 160 + 200)
        out += "windows:\n"
        for window in scene.windows {
            if let fragment = window.fragment { out += "  # \(fragment)\n" }
            if let cut = window.cut { out += "  # \(cut); explain cannot say when an answer depends on them\n" }
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
                let views = scene.views[window.views]
                for (offset, view) in zip(views.indices, views) {
                    let hasChildren = offset + 1 < window.views.upperBound && scene.views[offset + 1].depth > view.depth
                    write(view, hasChildren: hasChildren, to: &out)
                }
            }
        }
        return out
    }

    private static func write(_ view: ImportedScene.View, hasChildren: Bool, to out: inout String) {
        let pad = String(repeating: " ", count: 6 + 4 * view.depth)
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
}

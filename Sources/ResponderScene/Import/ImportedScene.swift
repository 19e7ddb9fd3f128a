import Foundation

/// The scene one dump describes, ready to build (``DumpImporter/build()``) or to write as a
/// scene file (``DumpImporter/sceneFile()``): windows, and their views in pre-order, with what
/// was read and what was guessed.
struct ImportedScene {
    struct Window {
        var id: String
        /// The class printed (`UIWindow`, `iConsoleWindow`), or `UIWindow` for a window made to
        /// hold a fragment.
        var printedClass: String
        var line: Int
        var frame: CGRect
        var hidden = false
        var interactionOff = false
        var level: Double?
        var key = false
        /// Whether it takes no touch of its own (UIKit's keyboard and text effects windows).
        var passThrough = false
        var guessed: [String] = []
        /// When the dump was cut inside it: what was lost (the views printed after the cut).
        var cut: String?
        /// For a window made to hold a fragment: what it holds and in which coordinates.
        var fragment: String?
        /// Its views: a range of `views`.
        var views: Range<Int> = 0..<0
    }

    /// Where a view is: its frame (and a bounds origin, a scroll view's `contentOffset`), or,
    /// under a transform, its center, bounds and transform.
    enum Geometry {
        case frame(CGRect, boundsOrigin: CGPoint?)
        case transformed(center: CGPoint, bounds: CGRect, transform: [Double])

        /// The same geometry with the view's position in its superview moved by `offset`.
        func moved(by offset: CGPoint) -> Geometry {
            switch self {
            case .frame(let rect, let origin):
                .frame(rect.offsetBy(dx: offset.x, dy: offset.y), boundsOrigin: origin)
            case .transformed(let center, let bounds, let transform):
                .transformed(
                    center: CGPoint(x: center.x + offset.x, y: center.y + offset.y), bounds: bounds,
                    transform: transform)
            }
        }
    }

    struct View {
        var id: String
        var printedClass: String
        /// The `baseClass` printed, for a class outside UIKit.
        var baseClass: String?
        /// The class it is built as (its behaviour): one the engine has.
        var engineClass: String
        var line: Int
        /// 0 for a view directly in its window.
        var depth: Int
        var geometry: Geometry
        var alpha: Double?
        var hidden = false
        /// Nil: the class's default (off for labels and image views, on for the rest).
        var interaction: Bool?
        var clipsToBounds = false
        var tag: Int?
        var text: String?
        var contentSize: CGSize?
        /// Whether it is inside only where a subview takes the point, and never the hit view
        /// itself (the keyboard's containers, which fill their window).
        var passThrough = false
        /// When the dump was cut inside it (after its last line or its last descendant's): what
        /// was lost, later subviews of it among the views printed after the cut.
        var cut: String?
        var guessed: [String] = []
        /// Why the guessed attributes are not known: `its line was cut`.
        var guessReason: String?
        /// The dump listed running animations (`animations = { … }`): the view is built animating
        /// toward its printed frame, with UIKit's default options (a guess).
        var animating = false
        /// For a table or collection view imported as one: its sections and rows.
        var list: List?
        /// Whether it is a cell that is a row of its table (`list`), placed by the table.
        var isRow = false
    }

    var windows: [Window] = []
    var views: [View] = []
}

/// Turns the trees of one dump into the scene model, with a warning for everything repaired or
/// guessed.
struct ModelBuilder {
    let file: String
    let reader: DumpReader
    var model = ImportedScene()
    var warnings: [DumpWarning] = []
    /// Where a fragment's top-left corner is in window coordinates (its root's, or its sibling
    /// roots' superview's), and what said so: `--origin-in-window`, or a line of the paste.
    var fragmentOrigin: (point: CGPoint, source: String)?
    private var usedIDs: Set<String> = []
    private var counter = 0

    init(file: String, reader: DumpReader) {
        self.file = file
        self.reader = reader
    }

    /// The dump's windows (each tree a window), or its fragment in a window made for it.
    mutating func build(_ trees: [DumpReader.Tree]) throws {
        for tree in trees {
            for index in tree.nodes where reader.nodes[index].depth - tree.rootDepth > DumpImporter.maximumDepth {
                let node = reader.nodes[index]
                guard node.kind != .layer else { continue }
                throw SceneError(
                    file: file, line: node.line, column: 1,
                    message: "views are nested more than \(DumpImporter.maximumDepth) deep here",
                    hint:
                        "a scene holds at most \(DumpImporter.maximumDepth) levels; import the subtree that matters (po its recursiveDescription)"
                )
            }
        }
        if DumpImporter.isWindowTree(trees[0], reader: reader) {
            for (index, tree) in trees.enumerated() { window(tree, key: index == 0) }
        } else {
            fragment(trees)
        }
    }

    // MARK: Windows

    private mutating func window(_ tree: DumpReader.Tree, key: Bool) {
        let root = reader.nodes[tree.nodes[0]]
        var window = ImportedScene.Window(
            id: id(for: root), printedClass: root.className, line: root.line, frame: .zero)
        window.key = key
        window.hidden = root.hidden
        window.interactionOff = root.interactionOff
        window.level = root.windowLevel
        let classes = [root.className, root.baseClass].compactMap { $0 }
        // Observed: UIAutoRotatingWindow's hitTest(_:with:) returns nil where it would return
        // itself, and the keyboard's window is at level 10,000,001 (DifferencesFromUIKit.md).
        window.passThrough = classes.contains { UIKitClasses.passThroughWindows.contains($0) }
        if window.level == nil {
            window.level = classes.lazy.compactMap { UIKitClasses.defaultLevels[$0] }.first
        }
        let start = model.views.count
        views(of: tree, from: 1, rootDepth: tree.rootDepth + 1)
        lists(from: start)
        window.views = start..<model.views.count
        if tree.rootDepth > 0 {
            warn(
                root,
                "is printed at depth \(tree.rootDepth), but a window has no superview: every line carries \(tree.rootDepth) extra `|`; read with the window on top",
                name: "`\(window.id)` (\(window.printedClass))", kind: "boundary")
        }
        if case .rect(let frame) = root.frame, frame.width >= 0, frame.height >= 0 {
            window.frame = frame
        } else {
            window.frame = CGRect(origin: .zero, size: extent(of: window.views))
            window.guessed.append("frame")
        }
        let unknown = root.unknownKeys(among: [.hidden, .userInteractionEnabled])
        window.guessed += unknown.map { "\($0)" }
        if !window.guessed.isEmpty {
            var guesses: [String] = []
            if window.guessed.contains("frame") {
                guesses.append("frame = \(format(window.frame)) (to hold its views)")
            }
            guesses += unknown.map { $0 == .hidden ? "hidden = NO" : "userInteractionEnabled = YES" }
            warn(
                root, ": \(reason(root)); guessed: \(guesses.joined(separator: ", "))",
                name: "`\(window.id)` (\(window.printedClass))", kind: "guessed")
        }
        if root.gestureRecognizers { gestureWarning(root, name: "`\(window.id)` (\(window.printedClass))") }
        if let transform = root.transform, transform != [1, 0, 0, 1, 0, 0] {
            // A turned window (a keyboard window on a rotated iPad) is placed by its frame alone.
            warn(
                root,
                "has a transform; a window is imported without one, at its frame, so its views are placed as if it were not turned",
                name: "`\(window.id)` (\(window.printedClass))", kind: "geometry")
        }
        markCut(tree, views: window.views, in: &window)
        model.windows.append(window)
    }

    /// A dump that does not start at a window, in a window made to hold it. One top view is placed
    /// at the window's origin, so that points are in its own coordinates (a cell printed at
    /// `frame = (0 132; 320 44)` is asked about at 0…320, 0…44); several top views, siblings of
    /// one superview, keep their frames, so that points are in that superview's coordinates.
    /// With `fragmentOrigin`, the fragment is placed there instead, and points are in window
    /// coordinates.
    private mutating func fragment(_ trees: [DumpReader.Tree]) {
        let tops = trees.flatMap { tree in
            tree.nodes.map { reader.nodes[$0] }.filter { $0.depth == tree.rootDepth && $0.kind != .layer }
        }
        let start = model.views.count
        var treeViews: [(DumpReader.Tree, Range<Int>)] = []
        for tree in trees {
            let treeStart = model.views.count
            views(of: tree, from: 0, rootDepth: tree.rootDepth)
            lists(from: treeStart)
            treeViews.append((tree, treeStart..<model.views.count))
        }
        let range = start..<model.views.count
        let first = model.views[start]
        let name = "`\(first.id)` (\(first.printedClass))"
        let depth = trees[0].rootDepth
        let place = depth == 0 ? "" : " at depth \(depth)"
        let note: String
        if let (origin, source) = fragmentOrigin {
            let at = "(\(SceneFileWriter.number(origin.x)), \(SceneFileWriter.number(origin.y)))"
            var shift = origin
            if tops.count == 1, case .rect(let frame) = tops[0].frame {
                shift = CGPoint(x: origin.x - frame.minX, y: origin.y - frame.minY)
            }
            for index in range where model.views[index].depth == 0 {
                model.views[index].geometry = model.views[index].geometry.moved(by: shift)
            }
            let what =
                tops.count == 1
                ? "its top-left corner is at \(at) in window coordinates"
                : "with \(tops.count - 1) sibling\(tops.count == 2 ? "" : "s"), whose superview's top-left corner is at \(at) in window coordinates"
            note =
                "fragment: the dump starts at \(name)\(place), not at a window; \(what), as \(source) says: coordinates are window coordinates"
        } else if tops.count == 1 {
            if case .rect(let frame) = tops[0].frame, frame.minX != 0 || frame.minY != 0 {
                model.views[start].geometry = first.geometry.moved(by: CGPoint(x: -frame.minX, y: -frame.minY))
            }
            note =
                "fragment: the dump starts at \(name)\(place), not at a window: coordinates are relative to `\(first.id)`, whose top-left corner is 0,0, not to the screen"
        } else {
            note =
                "fragment: the dump starts at \(name) and \(tops.count - 1) sibling\(tops.count == 2 ? "" : "s")\(place), not at a window: coordinates are relative to their superview, not the screen"
        }
        var window = ImportedScene.Window(
            id: uniqueID("fragment"), printedClass: "UIWindow", line: trees[0].firstLine,
            frame: CGRect(origin: .zero, size: extent(of: range)))
        window.key = true
        window.fragment = note
        window.views = range
        warnings.append(DumpWarning(file: file, line: trees[0].firstLine, message: note, kind: "fragment"))
        for (tree, views) in treeViews { markCut(tree, views: views, in: &window) }
        model.windows.append(window)
    }

    /// A tree whose last line was cut short, or that an elision (`...`) ends, lost the lines
    /// printed after it: later subviews of its last view and of each of that view's ancestors,
    /// its window's included. Each of them is read as having no more subviews, and the warning says
    /// so; `explain` says when the point is inside one of them, where a lost view would be in
    /// front of the answer (`cut`).
    private mutating func markCut(
        _ tree: DumpReader.Tree, views range: Range<Int>, in window: inout ImportedScene.Window
    ) {
        guard let lastNode = tree.nodes.last.map({ reader.nodes[$0] }) else { return }
        let why: String
        if !lastNode.closed {
            why = "the dump ends in a line cut short (line \(lastNode.line))"
        } else if let elided = tree.elidedAt {
            why = "lines were left out after line \(lastNode.lastLine) (the elision at line \(elided))"
        } else {
            return
        }
        let note = "\(why): the views printed after it are missing"
        var chain: [Int] = []
        if var index = range.last {
            chain.append(index)
            var depth = model.views[index].depth
            while index > range.lowerBound && depth > 0 {
                index -= 1
                if model.views[index].depth < depth {
                    chain.append(index)
                    depth = model.views[index].depth
                }
            }
        }
        for index in chain { model.views[index].cut = note }
        window.cut = note
        warnings.append(
            DumpWarning(
                file: file, line: lastNode.line,
                message: "\(note), read as none (explain says when an answer may depend on them)", kind: "cut"))
    }

    /// The size a window at the origin needs to hold `views`, from their frames and their
    /// ancestors' positions and bounds origins (at least 1×1).
    private func extent(of views: Range<Int>) -> CGSize {
        var origins: [CGPoint] = []
        var size = CGSize(width: 1, height: 1)
        for view in model.views[views] {
            if origins.count > view.depth { origins.removeLast(origins.count - view.depth) }
            let parent = origins.last ?? .zero
            let frame: CGRect
            var boundsOrigin = CGPoint.zero
            switch view.geometry {
            case .frame(let rect, let origin):
                frame = rect
                boundsOrigin = origin ?? .zero
            case .transformed(let center, let bounds, _):
                frame = CGRect(
                    x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
                    height: bounds.height)
                boundsOrigin = bounds.origin
            }
            let placed = frame.offsetBy(dx: parent.x, dy: parent.y)
            size.width = max(size.width, placed.maxX)
            size.height = max(size.height, placed.maxY)
            origins.append(CGPoint(x: placed.minX - boundsOrigin.x, y: placed.minY - boundsOrigin.y))
        }
        return CGSize(width: min(size.width, 1e9), height: min(size.height, 1e9))
    }

    // MARK: Views

    /// The views of `tree` from its `from`-th node on, depth counted from `rootDepth`.
    private mutating func views(of tree: DumpReader.Tree, from: Int, rootDepth: Int) {
        for index in tree.nodes.dropFirst(from) {
            let node = reader.nodes[index]
            guard node.kind != .layer else { continue }
            model.views.append(view(node, depth: node.depth - rootDepth))
        }
    }

    /// The attributes a line may have lost that change where a touch goes (the frame apart).
    static let viewKeys: [DumpKey] = [.transform, .alpha, .hidden, .userInteractionEnabled]
    static let scrollViewKeys = viewKeys + [.contentOffset]

    private mutating func view(_ node: DumpNode, depth: Int) -> ImportedScene.View {
        let printed = node.kind == .opaque ? Self.typeName(inDescription: node.className) : node.className
        let engineClass =
            node.kind == .opaque ? "UIView" : UIKitClasses.engineClass(of: node.className, baseClass: node.baseClass)
        let id = id(for: node)
        var name: String { "`\(id)` (\(printed))" }
        var view = ImportedScene.View(
            id: id, printedClass: printed, baseClass: node.kind == .view ? node.baseClass : nil,
            engineClass: engineClass, line: node.line, depth: depth, geometry: .frame(.zero, boundsOrigin: nil))
        let isScroll = engineClass == "UIScrollView" || engineClass == "UITextView"
        let candidates = isScroll ? Self.scrollViewKeys : Self.viewKeys
        var unknown: [DumpKey] = []
        if node.kind == .opaque || node.kind == .object {
            unknown = candidates
        } else if !node.isComplete {
            unknown = node.unknownKeys(among: candidates)
        }
        var frameGuessed = false
        if case .rect = node.frame {} else { frameGuessed = true }
        view.geometry = geometry(node, name: name)
        if let alpha = node.alpha, !alpha.isNaN {
            // UIKit keeps alpha within 0...1; a value outside (a damaged dump) is taken as UIKit would.
            view.alpha = min(max(alpha, 0), 1)
        }
        view.hidden = node.hidden
        let defaultOff = engineClass == "UILabel" || engineClass == "UIImageView"
        if node.interactionOff {
            view.interaction = false
        } else if defaultOff {
            // The dump prints `userInteractionEnabled = NO` whenever it is off; a label or image
            // view without it has interaction switched on. A cut line is read as printed too, and
            // its guess named: `explain` says where the touch goes if it was NO.
            view.interaction = true
        }
        view.clipsToBounds = node.clipsToBounds
        // Observed: UIInputSetHostView is inside only where an interactive subview is, and returns
        // nil where it would return itself (DifferencesFromUIKit.md).
        view.passThrough = node.kind == .view && UIKitClasses.passThroughViews.contains(node.className)
        view.tag = node.tag
        if let text = node.text, ["UILabel", "UITextField", "UITextView"].contains(engineClass) { view.text = text }
        if isScroll, let size = node.contentSize, size[0] >= 0, size[1] >= 0 {
            view.contentSize = CGSize(width: size[0], height: size[1])
        }
        if frameGuessed || !unknown.isEmpty {
            view.guessed = (frameGuessed ? ["frame"] : []) + unknown.map { "\($0)" }
            view.guessReason = reason(node)
            var guesses: [String] = []
            if frameGuessed { guesses.append("frame = (0 0; 0 0), so neither it nor its subviews take touches") }
            for key in unknown {
                switch key {
                case .transform: guesses.append("no transform")
                case .alpha: guesses.append("alpha = 1")
                case .hidden: guesses.append("hidden = NO")
                case .userInteractionEnabled:
                    guesses.append(
                        defaultOff
                            ? "userInteractionEnabled = YES (as printed; \(engineClass)'s default is NO)"
                            : "userInteractionEnabled = YES")
                case .contentOffset: guesses.append("contentOffset = {0, 0}")
                default: break
                }
            }
            warn(node, ": \(reason(node)); guessed: \(guesses.joined(separator: ", "))", name: name, kind: "guessed")
        }
        // A scroll view's own recognizers (its pan) are the engine's; others are not known.
        if node.gestureRecognizers && !isScroll { gestureWarning(node, name: name) }
        if node.animations {
            // UIKit: H10 — the options are not printed: UIKit's default, without .allowUserInteraction.
            view.animating = true
            view.guessed.append("animating")
            warn(
                node,
                "was animating; its frame is the final one, and it takes no touches while it animates unless the animation allows user interaction (guessed: UIKit's default options, which do not)",
                name: name, kind: "animations")
        }
        return view
    }

    /// The type a replaced description starts with (`PriceTagView` of `PriceTagView(price: 12.99)`,
    /// as Swift prints a value), shown as the view's class; `UIView` when it starts with none.
    static func typeName(inDescription description: String) -> String {
        let name = description.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let next = description.dropFirst(name.count).first
        guard let first = name.first, first.isUppercase || first == "_", name.count <= 80,
            next == nil || "(:{".contains(next!)
        else { return "UIView" }
        return String(name)
    }

    /// Why a line's attributes are not all known.
    private func reason(_ node: DumpNode) -> String {
        switch node.kind {
        case .opaque:
            return "its description is overridden (`\(node.className.prefix(60))`), so nothing about it is known"
        case .object: return "it is printed without attributes"
        case .view, .layer: break
        }
        var reasons: [String] = []
        if !node.closed {
            reasons.append(node.lastLine > node.line ? "its lines were cut" : "its line was cut")
        } else if node.trimmed {
            reasons.append("its attributes were trimmed by hand (`; >`)")
        } else if !node.has(.layer) {
            reasons.append("its line has no `layer =`, so attributes may have been left out")
        }
        switch node.frame {
        case .absent: reasons.append("it has no frame")
        case .unreadable(let value): reasons.append("its frame `\(value.prefix(60))` cannot be read")
        case .rect: break
        }
        return reasons.joined(separator: "; ")
    }

    private mutating func gestureWarning(_ node: DumpNode, name: String) {
        warn(
            node, "has gesture recognizers; a dump does not say which, so none are imported", name: name,
            kind: "gestures")
    }

    private mutating func warn(_ node: DumpNode, _ message: String, name: @autoclosure () -> String, kind: String) {
        warnings.append(
            DumpWarning(
                file: file, line: node.line, message: name() + (message.hasPrefix(":") ? "" : " ") + message, kind: kind
            ))
    }

    /// `frame`, or `center`/`bounds`/`transform` when transformed; the bounds origin from
    /// `contentOffset` (§8).
    private mutating func geometry(_ node: DumpNode, name: @autoclosure () -> String) -> ImportedScene.Geometry {
        guard case .rect(var frame) = node.frame else { return .frame(.zero, boundsOrigin: nil) }
        if frame.width < 0 || frame.height < 0 {
            warn(
                node, "has a frame with a negative size; it is imported as the same rectangle with a positive size",
                name: name(), kind: "geometry")
            frame = frame.standardized
        }
        var offset: CGPoint?
        if let o = node.contentOffset {
            if o.count == 2 {
                offset = CGPoint(x: o[0], y: o[1])
            } else {
                warn(node, "has a contentOffset that cannot be read; it is left out", name: name(), kind: "geometry")
            }
        }
        var transform = node.transform
        if let t = transform, t.count != 6 || t[0] * t[3] - t[1] * t[2] == 0 {
            warn(
                node,
                t.count != 6
                    ? "has a transform that cannot be read; it is imported without it, at its frame"
                    : "has a transform that cannot be inverted; it is imported without it, at its frame",
                name: name(), kind: "geometry")
            transform = nil
        }
        guard let t = transform else { return .frame(frame, boundsOrigin: offset) }
        // The frame is the bounding box of the transformed bounds: W = |a|w + |c|h, H = |b|w + |d|h.
        let (a, b, c, d) = (abs(t[0]), abs(t[1]), abs(t[2]), abs(t[3]))
        let determinant = a * d - c * b
        var size = frame.size
        if abs(determinant) > 1e-9 {
            size = CGSize(
                width: (d * frame.width - c * frame.height) / determinant,
                height: (a * frame.height - b * frame.width) / determinant)
            if !(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite) {
                warn(
                    node,
                    "has a frame that is not the bounding box of any bounds under its transform; the frame's size is used",
                    name: name(), kind: "geometry")
                size = frame.size
            }
        } else {
            warn(
                node,
                "is turned by 45° by its transform, so its bounds size cannot be recovered from the frame; the frame's size is used",
                name: name(), kind: "geometry")
        }
        let center = CGPoint(x: frame.midX - t[4], y: frame.midY - t[5])
        let bounds = CGRect(x: offset?.x ?? 0, y: offset?.y ?? 0, width: size.width, height: size.height)
        return .transformed(center: center, bounds: bounds, transform: t)
    }

    // MARK: Ids

    /// The address, or `Class-N` in a pointer-purged dump (`description-N` for an overridden
    /// description); made unique with `-2`, `-3`….
    private mutating func id(for node: DumpNode) -> String {
        if let address = node.address { return uniqueID(address) }
        counter += 1
        return uniqueID(node.kind == .opaque ? "description-\(counter)" : "\(node.className)-\(counter)")
    }

    private mutating func uniqueID(_ base: String) -> String {
        var candidate = base
        var suffix = 2
        while usedIDs.contains(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        usedIDs.insert(candidate)
        return candidate
    }

    private func format(_ rect: CGRect) -> String {
        "(\(SceneFileWriter.number(rect.minX)) \(SceneFileWriter.number(rect.minY)); \(SceneFileWriter.number(rect.width)) \(SceneFileWriter.number(rect.height)))"
    }
}

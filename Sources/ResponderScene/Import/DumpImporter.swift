import Foundation

/// A problem an import worked around, at the dump line it concerns: `file:line: warning: what`,
/// with indented lines that say more (the list of dumps in a file).
public struct DumpWarning: Equatable, Sendable, CustomStringConvertible {
    /// The dump's path as given.
    public let file: String
    /// The 1-based line the warning is about.
    public let line: Int
    /// What was found and what the import did about it.
    public let message: String
    /// Lines printed under the warning, indented.
    public let details: [String]
    /// What kind of warning it is, so that many of one kind can be summed up.
    let kind: String

    init(file: String, line: Int, message: String, details: [String] = [], kind: String) {
        self.file = file
        self.line = line
        self.message = message
        self.details = details
        self.kind = kind
    }

    /// `file:line: warning: message`, and the details on lines of their own, indented.
    public var description: String {
        "\(file):\(line): warning: \(message)" + details.map { "\n  \($0)" }.joined()
    }
}

/// One dump of a file that holds several (different runs, before and after, prose between).
public struct DumpSummary: Equatable, Sendable, CustomStringConvertible {
    /// Its number, from 1, as `--dump` takes it.
    public let number: Int
    /// Its first and last lines.
    public let lines: ClosedRange<Int>
    /// How many views it has (windows included).
    public let views: Int
    /// Its top: `root UIWindow 0x…`, `2 windows: …`, or a fragment's top view.
    public let root: String

    /// `dump 1: lines 3–40, 37 views, root UIWindow 0x…`.
    public var description: String {
        let span = lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)–\(lines.upperBound)"
        return "dump \(number): \(span), \(views) view\(views == 1 ? "" : "s"), \(root)"
    }
}

/// `--dump N` names a dump the file does not have (or the file is a scene, not a dump).
public struct DumpChoiceError: Error, Equatable, CustomStringConvertible {
    /// The file's path as given.
    public let file: String
    /// The dump asked for.
    public let requested: Int
    /// The dumps the file holds; empty when it is a scene file.
    public let dumps: [DumpSummary]

    /// What is wrong, and which dumps there are.
    public var description: String {
        if dumps.isEmpty {
            return
                "--dump \(requested): \(file) is a scene file, not a dump; --dump picks one of the dumps in a text file"
        }
        let count = dumps.count == 1 ? "one dump" : "\(dumps.count) dumps"
        return "--dump \(requested): \(file) holds \(count) ("
            + dumps.map(\.description).joined(separator: "; ") + ")"
    }
}

/// `--origin-in-window` given for a dump that starts at a window (whose frame places it), or for
/// a scene file.
public struct DumpOriginError: Error, Equatable, CustomStringConvertible {
    /// The file's path as given.
    public let file: String
    /// The root window of the dump, or nil for a scene file.
    public let window: String?

    public var description: String {
        guard let window else {
            return
                "--origin-in-window: \(file) is a scene file, not a dump; --origin-in-window places a dump that does not start at a window"
        }
        return
            "--origin-in-window: the dump in \(file) starts at a window (\(window)), which its frame places; --origin-in-window places a dump that does not start at a window (a fragment)"
    }
}

/// Reads a `recursiveDescription` dump, as pasted, into a scene: what was read, repaired and
/// guessed, and the views, in one pass from text to the scene model. ``build()`` makes the live
/// scene from it directly; ``sceneFile()`` writes it as a scene file (`responder import`).
///
/// A file may hold several dumps; the windows of one paste are one dump. The largest dump is
/// imported unless `dump` names another, and a warning lists them all.
public struct DumpImporter {
    /// The dump's path as given, for messages.
    public let file: String
    /// The dumps found, in file order.
    public let dumps: [DumpSummary]
    /// The number of the dump imported (an index in `dumps`, from 1).
    public let chosen: Int
    /// What the import worked around, by line; many warnings of one kind are summed up.
    public let warnings: [DumpWarning]
    /// The scene model: windows and views, ready to build or write.
    let model: ImportedScene

    /// The deepest nesting a scene file can hold (YAML parsers limit nesting).
    public static let maximumDepth = 400
    /// Warnings of one kind shown one by one; the rest are summed up in one.
    public static let warningsPerKind = 5

    /// Whether `text` is a dump rather than a scene file: some line reads as a view description
    /// (`<Class: 0x…` or `<Class; …`), anywhere in the file, and the file does not start as a
    /// scene does (`windows:`, or `{` for JSON); or the file is a web page.
    public static func looksLikeDump(_ text: String) -> Bool {
        var scanner = DumpReader.LineScanner(text)
        var first = true
        var viewLine = false
        while let (_, line) = scanner.next() {
            let body = NodeParser.trimmed(line)
            if first, !body.isEmpty {
                first = false
                if body.first == UInt8(ascii: "{") { return false }
                // A web page is read as a dump, to be refused as one, or read where it quotes one.
                if DumpReader.isHTMLStart(body) { return true }
            }
            if line.starts(with: "windows:".utf8) || line.starts(with: "screen:".utf8) { return false }
            if !viewLine, body.contains(.less), NodeParser.firstNode(in: body, from: body.startIndex) != nil {
                viewLine = true
            }
        }
        return viewLine
    }

    /// Reads `text`; `file` names it in messages; `dump` picks one dump by number (default: the
    /// largest); `originInWindow` places a fragment (a dump that does not start at a window): the
    /// window coordinates of its root's top-left corner (of its sibling roots' superview's), which
    /// a paste may also state (`po [view convertRect:view.bounds toView:nil]`). Throws a
    /// ``SceneError`` when nothing can be imported (no view line, no readable frame anywhere, a
    /// responder chain, views nested too deep), located at the line it concerns, a
    /// ``DumpChoiceError`` when `dump` is out of range, and a ``DumpOriginError`` when
    /// `originInWindow` is given for a dump that starts at a window.
    public init(_ text: String, file: String, dump: Int? = nil, originInWindow: CGPoint? = nil) throws {
        self.file = file
        let reader = DumpReader(text)
        var warnings: [DumpWarning] = reader.notes.map {
            DumpWarning(file: file, line: $0.line, message: $0.message, kind: "boundary")
        }
        if let flat = Self.flatList(reader: reader, file: file) { throw flat }
        warnings += reader.mentions.map {
            DumpWarning(
                file: file, line: $0.line,
                message:
                    "this line quotes a view inside other text (`\($0.message)`), with no subview after it; left out",
                kind: "mention")
        }
        // Trees into dumps: consecutive windows of one run stay together.
        var groups: [[Int]] = []
        var chains: [Int] = []
        var frameless: [Int] = []
        var traces: [(tree: Int, line: Int, evidence: String)] = []
        for (index, tree) in reader.trees.enumerated() {
            let views = tree.nodes.filter { reader.nodes[$0].kind != .layer }
            if views.isEmpty { continue }
            if Self.isResponderChain(tree, reader: reader) {
                chains.append(index)
                continue
            }
            if let (line, evidence) = Self.traceEvidence(tree, reader: reader) {
                traces.append((index, line, evidence))
                continue
            }
            if !views.contains(where: { reader.nodes[$0].frame.isRect }) {
                frameless.append(index)
                continue
            }
            if let last = groups.last, Self.belongTogether(last.map { reader.trees[$0] }, tree, reader: reader) {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        for index in chains {
            let tree = reader.trees[index]
            warnings.append(
                DumpWarning(
                    file: file, line: tree.firstLine,
                    message:
                        "lines \(tree.firstLine)–\(tree.lastLine) are a responder chain (Chisel's `presponder`), not a view hierarchy; left out",
                    kind: "chain"))
        }
        for index in frameless {
            let tree = reader.trees[index]
            warnings.append(
                DumpWarning(
                    file: file, line: tree.firstLine,
                    message:
                        "lines \(tree.firstLine)–\(tree.lastLine): no view there has a readable `frame = (x y; w h)`; left out",
                    kind: "frameless-dump"))
        }
        for trace in traces {
            let tree = reader.trees[trace.tree]
            warnings.append(
                DumpWarning(
                    file: file, line: trace.line,
                    message:
                        "lines \(tree.firstLine)–\(tree.lastLine) are no dump: \(trace.evidence) (a trace or a log of views); left out",
                    kind: "trace"))
        }
        guard !groups.isEmpty else {
            if let trace = traces.first, chains.isEmpty {
                throw SceneError(
                    file: file, line: trace.line, column: 1,
                    message:
                        "not a dump: \(trace.evidence): a trace or a log of views, not a recursiveDescription tree",
                    hint: Self.howToPrint)
            }
            throw Self.refusal(reader: reader, chains: chains, frameless: frameless, file: file)
        }
        // A file whose only views are single ones that a command other than recursiveDescription
        // printed (`po view`, which prints the description alone, whatever subviews it has).
        let printedAlone = groups.map { group -> (line: Int, command: String)? in
            let tree = reader.trees[group[0]]
            let views = tree.nodes.filter { reader.nodes[$0].kind != .layer }
            guard group.count == 1, views.count == 1, let command = tree.command,
                !command.contains("escription"), !command.contains("pviews")
            else { return nil }
            return (reader.nodes[views[0]].line, command)
        }
        if let first = printedAlone.first ?? nil, printedAlone.allSatisfy({ $0 != nil }) {
            throw SceneError(
                file: file, line: first.line, column: 1,
                message:
                    "not a dump: the command before this line, `\(first.command.prefix(60))`, prints one view's description without its subviews",
                hint: Self.howToPrint)
        }
        let summaries = groups.enumerated().map { number, group in
            Self.summary(number: number + 1, trees: group.map { reader.trees[$0] }, reader: reader)
        }
        dumps = summaries
        let largest = summaries.indices.max { a, b in
            summaries[a].views < summaries[b].views || (summaries[a].views == summaries[b].views && a > b)
        }!
        if let dump {
            guard (1...summaries.count).contains(dump) else {
                throw DumpChoiceError(file: file, requested: dump, dumps: summaries)
            }
            chosen = dump
        } else {
            chosen = largest + 1
        }
        let trees = groups[chosen - 1].map { reader.trees[$0] }
        if summaries.count > 1 {
            let how =
                dump == nil
                ? "the largest, dump \(chosen), is imported (pick another with --dump N)"
                : "dump \(chosen) is imported, as --dump asked"
            warnings.insert(
                DumpWarning(
                    file: file, line: trees[0].firstLine,
                    message: "the file holds \(summaries.count) dumps; \(how):",
                    details: Self.listed(summaries, chosen: chosen), kind: "dumps"), at: 0)
        }
        var builder = ModelBuilder(file: file, reader: reader)
        if Self.isWindowTree(trees[0], reader: reader) {
            if originInWindow != nil {
                let root = reader.nodes[trees[0].nodes[0]]
                throw DumpOriginError(
                    file: file, window: [root.className, root.address].compactMap { $0 }.joined(separator: " "))
            }
        } else if let originInWindow {
            builder.fragmentOrigin = (originInWindow, "--origin-in-window")
        } else if let stated = Self.statedOrigin(in: text), trees.count == 1,
            trees[0].nodes.filter({ reader.nodes[$0].depth == trees[0].rootDepth && reader.nodes[$0].kind != .layer })
                .count == 1
        {
            // A converted rectangle or point is one view's: it places a fragment with one root.
            builder.fragmentOrigin = (stated.point, "line \(stated.line) (`\(stated.text)`)")
        }
        try builder.build(trees)
        model = builder.model
        let sorted = (warnings + builder.warnings).enumerated().sorted { a, b in
            // The list of dumps first; then by line.
            (a.element.kind == "dumps" ? 0 : 1, a.element.line, a.offset)
                < (b.element.kind == "dumps" ? 0 : 1, b.element.line, b.offset)
        }.map(\.element)
        self.warnings = Self.summedUp(sorted, file: file)
    }

    /// The live scene, built from the dump directly; it carries the warnings, the guessed
    /// attributes (``Scene/guessedAttributes(of:)``) and the dump's line for every view.
    @MainActor
    public func build() -> Scene {
        let scene = model.build(file: file)
        scene.importWarnings = warnings
        return scene
    }

    /// The scene as a scene file (YAML), for `responder import`: loading it gives the same scene
    /// as ``build()``.
    public func sceneFile() -> String {
        var header = "Imported from \(file) by `responder import`"
        if dumps.count > 1 {
            let dump = dumps[chosen - 1]
            header += " (dump \(chosen) of \(dumps.count): lines \(dump.lines.lowerBound)–\(dump.lines.upperBound))"
        }
        return SceneFileWriter.write(model, header: header + ".")
    }

    /// The dumps as the warning lists them: all of them, or, past a dozen, the first ten, the one
    /// imported and how many more.
    static func listed(_ summaries: [DumpSummary], chosen: Int) -> [String] {
        guard summaries.count > 12 else { return summaries.map(\.description) }
        var shown = Array(summaries.prefix(10))
        if chosen > 10 { shown.append(summaries[chosen - 1]) }
        let more = summaries.count - shown.count
        return shown.map(\.description) + ["… and \(more) more dumps, up to line \(summaries.last!.lines.upperBound)"]
    }

    /// The window coordinates of a fragment's top-left corner, when the paste states them: the
    /// answer, on one of the three lines after it, to a command that converts to the window
    /// (`convertRect:…toView:nil`, `convertPoint:…toView:nil`, `convert(…, to: nil)`), as lldb
    /// prints it: `(CGRect) $1 = (origin = (x = 0, y = 132), size = …)`, `(x = 0, y = 132)`, or
    /// Swift's `▿ (0.0, 132.0, 320.0, 44.0)`.
    static func statedOrigin(in text: String) -> (point: CGPoint, line: Int, text: String)? {
        var scanner = DumpReader.LineScanner(text)
        var command = -10
        while let (number, raw) = scanner.next() {
            guard raw.contains("convert") || number - command <= 3 else { continue }
            let line = NodeParser.string(NodeParser.trimmed(raw))
            if line.contains("convert"), line.contains("nil") || line.contains("window") {
                command = number
                continue
            }
            guard number - command <= 3 else { continue }
            var numbers: [Double] = []
            if let x = line.range(of: "x = "), let y = line.range(of: "y = ", range: x.upperBound..<line.endIndex) {
                numbers = [x.upperBound, y.upperBound].compactMap { start in
                    Double(line[start...].prefix { $0 == "-" || $0 == "." || $0 == "e" || $0.isNumber })
                }
            } else if line.hasPrefix("▿ (") {
                numbers = line.dropFirst(3).split(separator: ",").prefix(2).compactMap {
                    Double($0.trimmingCharacters(in: CharacterSet(charactersIn: " )")))
                }
            }
            if numbers.count == 2, numbers.allSatisfy(\.isFinite) {
                return (CGPoint(x: numbers[0], y: numbers[1]), number, String(line.prefix(80)))
            }
        }
        return nil
    }

    /// How to print a dump, for the hints of refusals.
    static let howToPrint =
        "a dump is what `expression -l objc -O -- [[UIWindow keyWindow] recursiveDescription]` (or, in Swift, `po view.value(forKey: \"recursiveDescription\")!`) prints: one view per line, `<UIWindow: 0x7f…; frame = (0 0; 390 844); …>`, each subview under its superview with one more `   | `; paste all of it"

    /// A file whose view lines all stand alone at the top level, none nested under another by
    /// the dump's `|` marks — a trace that prints the views it visits, a list (`po view.subviews`),
    /// a dump whose marks were lost — is no dump: the tree, which is what a dump says, is not
    /// there. A single view line (`po view`) is a dump of one view.
    static func flatList(reader: DumpReader, file: String) -> SceneError? {
        var views: [DumpNode] = []
        for tree in reader.trees {
            if tree.rootDepth > 0 || tree.nodes.contains(where: { reader.nodes[$0].depth > tree.rootDepth }) {
                return nil
            }
            views += tree.nodes.map { reader.nodes[$0] }.filter { $0.kind != .layer }
        }
        guard views.count > 1 else { return nil }
        let lines = views.prefix(4).map { String($0.line) }.joined(separator: ", ") + (views.count > 4 ? ", …" : "")
        return SceneError(
            file: file, line: views[0].line, column: 1,
            message:
                "not a dump: \(views.count) lines describe views (lines \(lines)), but none is nested under another with `|` marks: a list or a trace of views, not a recursiveDescription tree",
            hint: howToPrint)
    }

    /// What shows that a tree of view lines is a trace or a log that prints the views it visits
    /// with the dump's marks, not a dump, and the line that shows it: its view lines carry text
    /// after the view's description that `recursiveDescription` never prints (`pointInside: YES`),
    /// more than half of them; or several of them carry a log's timestamp, each line a message of
    /// its own (a dump logged at once has one, on its first line). Nil for a dump.
    static func traceEvidence(_ tree: DumpReader.Tree, reader: DumpReader) -> (line: Int, evidence: String)? {
        let views = tree.nodes.map { reader.nodes[$0] }.filter { $0.kind == .view }
        guard views.count >= 2 else { return nil }
        let logged = views.filter(\.logged)
        if logged.count >= 2 {
            return (
                logged[1].line,
                "\(logged.count) of its \(views.count) view lines start with a log's timestamp (lines \(logged[0].line) and \(logged[1].line)), each logged on its own"
            )
        }
        let foreign = views.filter { isForeignTrailer($0.trailer) }
        if foreign.count * 2 > views.count {
            return (
                foreign[0].line,
                "\(foreign.count) of its \(views.count) view lines have text after the view's description (`\(foreign[0].trailer.prefix(40))`), which recursiveDescription does not print"
            )
        }
        return nil
    }

    /// Whether the text after a view's `>` is none that dumps print (RECURSIVE_DESCRIPTION.md §4):
    /// ` - (null)` or an image's name, `(layer)`, `collection view layout: <…>`, `key=value` pairs
    /// (`delegate=0x… no-scroll-edge-support`, `minSize = {…}`), or only punctuation (the quote or
    /// backtick that closes a Cycript or Frida result).
    static func isForeignTrailer(_ trailer: String) -> Bool {
        guard trailer.contains(where: { $0.isLetter || $0.isNumber }) else { return false }
        if trailer.hasPrefix("- ") || trailer == "-" || trailer.hasPrefix("(layer)")
            || trailer.hasPrefix("collection view layout") || trailer.contains("=")
        {
            return false
        }
        return true
    }

    /// The refusal when no dump can be imported, located at the line it is about.
    static func refusal(reader: DumpReader, chains: [Int], frameless: [Int], file: String) -> SceneError {
        if let chain = chains.first {
            let tree = reader.trees[chain]
            let last = tree.nodes.last.map { reader.nodes[$0] }
            return SceneError(
                file: file, line: tree.firstLine, column: 1,
                message:
                    "this is a responder chain (Chisel's `presponder`: each line is the next responder of the line above\(last.map { ", up to `\($0.className)`" } ?? "")), not a view hierarchy",
                hint:
                    "paste what `po [[UIWindow keyWindow] recursiveDescription]` (or Chisel's `pviews`) prints; the chain can be followed in the scene with `explain`"
            )
        }
        // The first object line with no readable frame (free text under `|` marks alone is no
        // sign of a dump: prose can have them).
        let objects = frameless.lazy.flatMap { reader.trees[$0].nodes }.map { reader.nodes[$0] }
        if let node = objects.first(where: { $0.kind == .view || $0.kind == .object }) {
            var message = "no view line has a readable frame, `frame = (x y; w h)`"
            switch node.frame {
            case .unreadable(let value):
                message += ": frames are printed as `\(value)`, not in UIKit's format"
            case .absent, .rect:
                if let suffix = node.suffix, !suffix.isEmpty {
                    message +=
                        ": the lines look like `<\(node.className): \(node.address ?? "0x…")>\(suffix.prefix(40))…`, a description an app or tweak replaced"
                }
            }
            return SceneError(
                file: file, line: node.line, column: 1, message: message,
                hint:
                    "responder reads UIKit's own format, `<UIView: 0x…; frame = (0 0; 320 568); layer = <CALayer: 0x…>>`; print the dump from a build without the code that changes -description"
            )
        }
        if reader.firstTextLine == 0 {
            return SceneError(
                file: file, line: 0, column: 0, message: "the file is empty",
                hint: "a dump is what `po [[UIWindow keyWindow] recursiveDescription]` prints, saved as text")
        }
        if let mention = reader.mentions.first {
            let others = reader.mentions.count - 1
            let more = others > 0 ? " (and \(others) more line\(others == 1 ? "" : "s") like it)" : ""
            return SceneError(
                file: file, line: mention.line, column: 1,
                message:
                    "not a dump: this line quotes a view inside other text, `\(mention.message)`\(more), and no line starts a tree of views (a log, a hit-test trace or another tool's format)",
                hint: howToPrint)
        }
        if reader.looksLikeHTML {
            return SceneError(
                file: file, line: reader.htmlLine, column: 1, message: "an HTML page, not a dump",
                hint: "copy the dump's text from the page and save that")
        }
        return SceneError(
            file: file, line: reader.firstTextLine, column: 1, message: "no view found in the dump",
            hint: howToPrint)
    }

    /// Whether a tree is Chisel's `presponder` output, which reuses the dump's line format for a
    /// responder chain (§4): each line one deeper than the one before; views printed in full,
    /// view controllers, the application and its delegate printed without attributes. It is one
    /// when it follows a `presponder` command, or when a responder that no view can contain sits
    /// below the top: an object printed without attributes, or a window.
    static func isResponderChain(_ tree: DumpReader.Tree, reader: DumpReader) -> Bool {
        let views = tree.nodes.map { reader.nodes[$0] }.filter { $0.kind != .layer }
        guard views.count >= 2 else { return false }
        for (previous, next) in zip(views, views.dropFirst()) where next.depth != previous.depth + 1 {
            return false
        }
        // An object line with text after it is a replaced description, not a bare responder.
        func bare(_ node: DumpNode) -> Bool { node.kind == .object && (node.suffix ?? "").isEmpty }
        guard views.allSatisfy({ bare($0) || ($0.kind == .view && $0.frame.isRect) }) else { return false }
        return tree.afterPresponder
            || views.dropFirst().contains { bare($0) || UIKitClasses.isWindow($0.className, baseClass: $0.baseClass) }
    }

    /// Whether `tree` is one more window of the paste `group` holds: all are windows at depth 0,
    /// with nothing but blank lines and prompts between them, of one run (no address printed in
    /// both, the same address family).
    ///
    /// Views at depth 0 that are not windows (`for v in view.subviews { print(v.recursiveDescription) }`)
    /// are siblings of one superview when nothing but blank lines separates them: they stay
    /// together as one fragment, in their superview's coordinates.
    static func belongTogether(_ group: [DumpReader.Tree], _ tree: DumpReader.Tree, reader: DumpReader) -> Bool {
        guard tree.rootDepth == 0, group.allSatisfy({ $0.rootDepth == 0 }) else { return false }
        if isWindowTree(tree, reader: reader) {
            guard tree.gapBefore != .text, group.allSatisfy({ isWindowTree($0, reader: reader) }) else { return false }
        } else {
            guard tree.gapBefore == .blank, !group.contains(where: { isWindowTree($0, reader: reader) }) else {
                return false
            }
        }
        if let family = tree.family, group.contains(where: { $0.family != nil && $0.family != family }) {
            return false
        }
        let addresses = Set(group.flatMap { $0.nodes.compactMap { reader.nodes[$0].address } })
        return !tree.nodes.contains { reader.nodes[$0].address.map(addresses.contains) == true }
    }

    /// Whether a tree is a window and its subviews: a window on top, alone at its depth (which
    /// is more than 0 only when every line carries extra `|` marks, as a window has no superview).
    static func isWindowTree(_ tree: DumpReader.Tree, reader: DumpReader) -> Bool {
        guard let first = tree.nodes.first.map({ reader.nodes[$0] }),
            first.kind == .view && UIKitClasses.isWindow(first.className, baseClass: first.baseClass)
        else { return false }
        return tree.rootDepth == 0
            || !tree.nodes.dropFirst().contains {
                reader.nodes[$0].depth == tree.rootDepth && reader.nodes[$0].kind != .layer
            }
    }

    static func summary(number: Int, trees: [DumpReader.Tree], reader: DumpReader) -> DumpSummary {
        let views = trees.reduce(0) { $0 + $1.nodes.filter { reader.nodes[$0].kind != .layer }.count }
        let tops = trees.flatMap { tree in
            tree.nodes.map { reader.nodes[$0] }.filter { $0.depth == tree.rootDepth && $0.kind != .layer }
        }
        func name(_ node: DumpNode) -> String {
            node.kind == .opaque
                ? "`\(node.className.prefix(40))`"
                : [node.className, node.address].compactMap { $0 }.joined(separator: " ")
        }
        let root: String
        if isWindowTree(trees[0], reader: reader) && trees.count > 1 {
            root = "\(trees.count) windows: " + tops.map(name).joined(separator: ", ")
        } else if isWindowTree(trees[0], reader: reader) {
            root = "root " + name(tops[0])
        } else {
            let depth = trees[0].rootDepth == 0 ? "" : " at depth \(trees[0].rootDepth)"
            root =
                tops.count == 1
                ? "a fragment: root \(name(tops[0]))\(depth)"
                : "a fragment: \(tops.count) top views\(depth), the first \(name(tops[0]))"
        }
        return DumpSummary(
            number: number, lines: trees[0].firstLine...trees[trees.count - 1].lastLine, views: views, root: root)
    }

    /// `warnings` with those of one kind past the first few summed up in one: `and 12 more like
    /// this, at lines …`.
    static func summedUp(_ warnings: [DumpWarning], file: String) -> [DumpWarning] {
        var seen: [String: [DumpWarning]] = [:]
        var out: [DumpWarning] = []
        for warning in warnings {
            seen[warning.kind, default: []].append(warning)
            if seen[warning.kind]!.count <= warningsPerKind { out.append(warning) }
        }
        for (kind, all) in seen.sorted(by: { $0.value[0].line < $1.value[0].line }) where all.count > warningsPerKind {
            let rest = all.dropFirst(warningsPerKind)
            var numbers: [Int] = []
            for warning in rest where numbers.last != warning.line { numbers.append(warning.line) }
            let lines = numbers.prefix(10).map(String.init).joined(separator: ", ") + (numbers.count > 10 ? ", …" : "")
            out.append(
                DumpWarning(
                    file: file, line: rest.first!.line,
                    message:
                        "and \(rest.count) more \(Self.kindName(kind)): \(numbers.count == 1 ? "line" : "lines") \(lines)",
                    kind: kind + "-more"))
        }
        return out
    }

    static func kindName(_ kind: String) -> String {
        switch kind {
        case "gestures": "views have gesture recognizers, not imported"
        case "guessed": "views have guessed attributes"
        case "frame": "views have no readable frame"
        case "animations": "views were animating"
        case "boundary": "boundaries"
        default: "warnings like these"
        }
    }
}

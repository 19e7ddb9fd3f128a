import Foundation
import ResponderKit

/// A live hierarchy built from a scene file, with its objects by id and the log of what happened.
///
/// Views carry their id as `accessibilityIdentifier`, controllers as `title` and recognizers as
/// `name`, so every trace names them by id.
@MainActor
public final class Scene {
    /// The application the scene's windows belong to: a new one per loaded scene, never
    /// `UIApplication.shared`, so scenes loaded side by side do not share windows, queue or clock.
    public let application: UIApplication
    /// Windows in file order.
    public internal(set) var windows: [UIWindow] = []
    /// Every object with an id: windows, controllers, views, recognizers, the app delegate.
    public internal(set) var objects: [String: AnyObject] = [:]
    /// The script in the scene file, if any.
    public internal(set) var script: Script?
    /// The scene file's path, for messages.
    public let file: String
    /// What happened so far: traced decisions and the scene's own responders' notes.
    public let log = SceneLog()

    /// The recognizer delegates, the app delegate and the `objects` the scene owns.
    var retained: [AnyObject] = []
    /// The ids a `release` step dropped, with the step's line.
    var released: [String: Int] = [:]
    /// The registrations whose target a `release` step deallocated: the control, the action,
    /// the target's id and the step's line.
    package internal(set) var releasedTargets:
        [(control: ObjectIdentifier, action: Selector, target: String, line: Int)] = []
    /// Where each object was declared, for errors found after loading.
    var declarations: [String: Value] = [:]
    /// For a scene imported from a dump: the dump line of each view, which findings cite instead.
    var importedLines: [String: Int] = [:]
    /// For a scene imported from a dump: what the import worked around, by line (empty for a
    /// scene file).
    public internal(set) var importWarnings: [DumpWarning] = []
    /// The attributes of each view that its dump line did not show, by id (`guessed:` in a
    /// scene file).
    var guessed: [String: [String]] = [:]
    /// For a view imported from a dump with guessed attributes: why they are not known (`its
    /// line was cut`), by id.
    var guessReasons: [String: String] = [:]
    /// For a window made to hold a fragment of a dump: what it holds and in which coordinates,
    /// by window id.
    var fragments: [String: String] = [:]
    /// For a dump that was cut (its last line cut short, or an elision after it): the window
    /// and the views whose later subviews were lost with the lines after the cut, by id, and
    /// what was lost.
    var cuts: [String: String] = [:]

    /// Where the object with `id` is declared: line and column in the scene file, or the line of
    /// the dump it was imported from.
    package func location(of id: String) -> (line: Int, column: Int) {
        if let line = importedLines[id] { return (line, 1) }
        guard let value = declarations[id] else { return (1, 1) }
        return (value.line, value.column)
    }

    /// The fingers a script left down, by finger, at their last screen location.
    var fingersDown: [Int: CGPoint] = [:]

    init(application: UIApplication, file: String) {
        self.application = application
        self.file = file
    }

    // A finger left down holds its recognizers, which hold it (UITouch's recognizers, a
    // recognizer's touches) and its view: released with the scene, they would keep each other,
    // their views and windows alive. The system cancels the touches of an application that goes
    // away (T13), and so does the scene.
    isolated deinit {
        guard !fingersDown.isEmpty else { return }
        application.enqueue(
            .touches(
                fingersDown.sorted { $0.key < $1.key }.map {
                    RawTouch(finger: $0.key, phase: .cancelled, location: $0.value)
                }))
        application.runUntilIdle()
    }

    /// The id of a scene object, if it has one.
    public func id(of object: AnyObject) -> String? {
        // The name an object carries is its id unless a script changed it: checked, then the
        // search (which a scene of 100,000 imported views cannot afford for every view).
        let carried =
            (object as? UIView)?.accessibilityIdentifier ?? (object as? UIViewController)?.title
            ?? (object as? UIGestureRecognizer)?.name
        if let carried, objects[carried] === object { return carried }
        return objects.first { $0.value === object }?.key
    }

    /// The class each view was declared with (for a custom class, its own name).
    package internal(set) var declaredClasses: [String: String] = [:]

    /// An object's name for people: its id in backquotes (\`AAA\`), with its class after the id of
    /// a view imported from a dump (whose ids are addresses) and of a view whose scene file names
    /// a class (\`buy\` (UIButton)); the event log names views by id alone (``logName(of:)``).
    ///
    /// A scroll view's own recognizers, which have no id, are named as UIKit names them: the
    /// property, then the scroll view (panGestureRecognizer of \`list\`), and
    /// `delaysContentTouches` for the recognizer that holds content touches back (UIKit rule S1);
    /// a text field's own tap is UIKit's `UITextTapRecognizer` of the field.
    public func displayName(of object: AnyObject) -> String {
        name(of: object, showingWrittenClasses: true)
    }

    /// The id in backquotes, with the class after it for a view imported from a dump (whose id is
    /// an address) and, when `showingWrittenClasses`, for a view whose scene file names a class
    /// other than the default (`class: UIButton`; not `UIView`, nor `UIWindow` for a window).
    private func name(of object: AnyObject, showingWrittenClasses: Bool) -> String {
        if let recognizer = object as? UIGestureRecognizer, let role = Self.scrollViewRole(of: recognizer) {
            return "\(role.property) of \(name(of: role.scrollView, showingWrittenClasses: showingWrittenClasses))"
        }
        if let recognizer = object as? UIGestureRecognizer, let field = Self.textInputView(of: recognizer) {
            return "UITextTapRecognizer of \(name(of: field, showingWrittenClasses: showingWrittenClasses))"
        }
        if object is SystemEdgeGestureGate { return "the system's screen-edge gesture" }
        let name = "`\(TraceRecord.name(of: object))`"
        guard let id = id(of: object), let declared = declaredClasses[id] else { return name }
        if isImported || (showingWrittenClasses && declared != (object is UIWindow ? "UIWindow" : "UIView")) {
            return "\(name) (\(declared))"
        }
        return name
    }

    /// An object's name in the event log: its id (`AAA`), with the class for a view imported from a
    /// dump (`0x7f9a (UIButton)`), and UIKit's names for the recognizers of scroll views and text
    /// fields (`panGestureRecognizer of list`, `UITextTapRecognizer of field`).
    public func logName(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        return name(of: object, showingWrittenClasses: false).replacingOccurrences(of: "`", with: "")
    }

    /// Whether the scene was imported from a dump, which shows no targets, recognizer relations
    /// or delegates: checks that need them say nothing about such a scene.
    public var isImported: Bool { !importedLines.isEmpty }

    /// Whether `object`'s targets, recognizer relations and delegates are unknown: the scene was
    /// imported from a dump, or `object` came from one through a scene file that `responder
    /// import` wrote (its id is the dump's address, `0x7f…`).
    package func showsNoTargets(_ object: AnyObject) -> Bool {
        if isImported { return true }
        guard let id = id(of: object), id.hasPrefix("0x"), id.count > 2 else { return false }
        return id.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    /// For a recognizer a scroll view made for itself: the scroll view, and the UIKit property
    /// that stands for the recognizer (`panGestureRecognizer`, or `delaysContentTouches` for the
    /// one that delays content touches); nil for any other recognizer.
    package static func scrollViewRole(of recognizer: UIGestureRecognizer) -> (
        scrollView: UIScrollView, property: String
    )? {
        guard recognizer.name == nil, let scrollView = recognizer.view as? UIScrollView else { return nil }
        if recognizer === scrollView.panGestureRecognizer { return (scrollView, "panGestureRecognizer") }
        // The content-touch delay recognizer is internal to ResponderKit; its class names it.
        if String(describing: type(of: recognizer)) == "ContentTouchDelayRecognizer" {
            return (scrollView, "delaysContentTouches")
        }
        return nil
    }

    /// For the tap with which a text field or text view starts editing (UIKit rule F8): that view.
    /// UIKit's own is a private `UITextTapRecognizer`, the name its dumps print; nil for any other
    /// recognizer.
    package static func textInputView(of recognizer: UIGestureRecognizer) -> UIView? {
        guard recognizer.name == nil, let view = recognizer.view, view is UITextField || view is UITextView else {
            return nil
        }
        // ResponderKit's stand-in is internal to the engine; its class names it.
        return String(describing: type(of: recognizer)) == "TextTapRecognizer" ? view : nil
    }

    /// Every name a step's answer can hold (`ScriptRunner.StepResult.answerNames`): the ids of
    /// the scene's responders and recognizers, and the names the log gives every view and
    /// recognizer in the windows (`panGestureRecognizer of list`, `UITextTapRecognizer of field`).
    func answerableNames() -> Set<String> {
        var names: Set<String> = []
        for (id, object) in objects where object is UIResponder || object is UIGestureRecognizer {
            names.insert(id)
            names.insert(logName(of: object))
        }
        var pending: [UIView] = windows
        while let view = pending.popLast() {
            names.insert(logName(of: view))
            for recognizer in view.gestureRecognizers ?? [] { names.insert(logName(of: recognizer)) }
            pending += view.subviews
        }
        return names
    }

    /// The view with `id`.
    public func view(_ id: String) -> UIView? { objects[id] as? UIView }

    /// The object with `id`, or the recognizer a scroll view or text field made for itself, named
    /// as Swift reaches it (`list.panGestureRecognizer`) or as the log names it
    /// (`panGestureRecognizer of list`, `UITextTapRecognizer of field`).
    func object(named id: String) -> AnyObject? {
        if let object = objects[id] { return object }
        if id.hasSuffix(".panGestureRecognizer") {
            return (objects[String(id.dropLast(".panGestureRecognizer".count))] as? UIScrollView)?.panGestureRecognizer
        }
        if id.hasPrefix("panGestureRecognizer of ") {
            return (objects[String(id.dropFirst("panGestureRecognizer of ".count))] as? UIScrollView)?
                .panGestureRecognizer
        }
        if id.hasPrefix("UITextTapRecognizer of "),
            let view = objects[String(id.dropFirst("UITextTapRecognizer of ".count))] as? UIView
        {
            return view.gestureRecognizers?.first { Self.textInputView(of: $0) === view }
        }
        return nil
    }

    /// For a name of the recognizer a scroll view or text field makes for itself
    /// (`go.panGestureRecognizer`, `UITextTapRecognizer of note`) that ``object(named:)`` did
    /// not find: why, as a located error. Returns for any other name.
    private func checkOwnRecognizerName(_ id: String, at value: Value) throws {
        let owner: String
        let isScroll: Bool
        if id.hasSuffix(".panGestureRecognizer") {
            (owner, isScroll) = (String(id.dropLast(".panGestureRecognizer".count)), true)
        } else if id.hasPrefix("panGestureRecognizer of ") {
            (owner, isScroll) = (String(id.dropFirst("panGestureRecognizer of ".count)), true)
        } else if id.hasPrefix("UITextTapRecognizer of ") {
            (owner, isScroll) = (String(id.dropFirst("UITextTapRecognizer of ".count)), false)
        } else {
            return
        }
        let kinds = objects.filter {
            isScroll ? $0.value is UIScrollView : $0.value is UITextField || $0.value is UITextView
        }.keys.sorted()
        let what = isScroll ? "scroll view" : "text field or text view"
        guard let object = objects[owner] else {
            throw value.error(
                "unknown id '\(owner)'",
                hint: kinds.isEmpty ? "the scene has no \(what)" : hint(for: owner, among: kinds))
        }
        let own = "give '\(owner)' a gesture of its own under `gestures:`, with an id, and name that"
        let plural = isScroll ? "scroll views" : "text fields and text views"
        let others = kinds.isEmpty ? nil : "the scene's \(plural): \(kinds.joined(separator: ", "))"
        throw value.error(
            isScroll
                ? "'\(owner)' is not a scroll view: only a UIScrollView has a panGestureRecognizer"
                : "'\(owner)' is not a text field or text view: only a UITextField or UITextView has a UITextTapRecognizer",
            hint: object is UIView
                ? [others, own].compactMap { $0 }.joined(separator: "; or ") : others ?? "the scene has no \(what)")
    }

    /// The object with `id` (``object(named:)``), as `T`; `value` locates the error when there
    /// is none, and suggests among the objects of that type.
    func lookup<T>(_ id: String, at value: Value, as type: T.Type, what: String) throws -> T {
        guard let object = object(named: id) else {
            if let line = released[id] {
                throw value.error(
                    "'\(id)' was released at line \(line) and is gone",
                    hint: "use it before its `release` step, or release it later")
            }
            try checkOwnRecognizerName(id, at: value)
            let fitting = objects.filter { $0.value is T }.keys.sorted()
            throw value.error(
                "unknown id '\(id)'", hint: hint(for: id, among: fitting.isEmpty ? objects.keys.sorted() : fitting))
        }
        guard let typed = object as? T else {
            throw value.error("'\(id)' is not \(what)", hint: "check which object this id names")
        }
        return typed
    }
}

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

    /// The recognizer delegates and the app delegate the scene owns.
    var retained: [AnyObject] = []
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

    /// Where the object with `id` is declared: line and column in the scene file, or the line of
    /// the dump it was imported from.
    func location(of id: String) -> (line: Int, column: Int) {
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
    var declaredClasses: [String: String] = [:]

    /// An object's name for people: its id in backquotes (\`AAA\`), with the declared class after
    /// the id of a view imported from a dump (whose ids are addresses).
    public func displayName(of object: AnyObject) -> String {
        let name = "`\(TraceRecord.name(of: object))`"
        guard !importedLines.isEmpty, let id = id(of: object), let declared = declaredClasses[id] else { return name }
        return "\(name) (\(declared))"
    }

    /// The view with `id`.
    public func view(_ id: String) -> UIView? { objects[id] as? UIView }

    /// The object with `id`, as `T`; `value` locates the error when there is none.
    func lookup<T>(_ id: String, at value: Value, as type: T.Type, what: String) throws -> T {
        guard let object = objects[id] else {
            throw value.error("unknown id '\(id)'", hint: hint(for: id, among: objects.keys.sorted()))
        }
        guard let typed = object as? T else {
            throw value.error("'\(id)' is not \(what)", hint: "check which object this id names")
        }
        return typed
    }
}

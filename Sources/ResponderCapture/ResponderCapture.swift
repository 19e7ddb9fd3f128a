#if canImport(UIKit) && !os(watchOS)
import UIKit
#else
import ResponderKit
#endif
import Foundation

/// Writes a live application's windows, views, gesture recognizers, control targets, view
/// controllers and first responder as a scene file (YAML, in the scene format `responder` reads),
/// so that `responder explain`, `run`, `lint` and the playground can answer for the real app.
///
/// In an iOS app it reads UIKit; here it reads ResponderKit, so that the same code is tested
/// against the engine. Each object's comment in the file says which of its values did not come
/// from public API: `probed` (found by calling the app's code, or read from a description's
/// text), `private` (a private API read, only with ``Options/privateReads``) or `missing` (the
/// app has it, the capture cannot read it).
///
/// From the debugger: `expression -- ResponderCapture.printSceneFile(of: UIApplication.shared)`
/// (or `po ResponderCapture.capture(of: UIApplication.shared)`).
@MainActor
public enum ResponderCapture {
    /// The version of the capture's format, written in the file's `captured:` key.
    public static let formatVersion = 1

    /// The scene file of every window of `application`.
    public static func sceneFile(of application: UIApplication, options: Options = Options()) -> String {
        capture(of: application, options: options).text
    }

    /// The capture of `application`: the scene file and what it had to leave out.
    public static func capture(of application: UIApplication, options: Options = Options()) -> SceneCapture {
        var capturer = Capturer(application: application, options: options)
        return capturer.capture()
    }

    /// Writes the scene file of `application` to `url` (atomically: a reader never sees half a
    /// file) and returns the capture.
    @discardableResult
    public static func write(
        _ application: UIApplication, to url: URL, options: Options = Options()
    ) throws -> SceneCapture {
        let result = capture(of: application, options: options)
        try Data(result.text.utf8).write(to: url, options: .atomic)
        return result
    }

    /// Prints the scene file of `application` to standard output, for the debugger's console
    /// (`expression -- ResponderCapture.printSceneFile(of: UIApplication.shared)`).
    public static func printSceneFile(of application: UIApplication, options: Options = Options()) {
        print(sceneFile(of: application, options: options), terminator: "")
    }
}

extension ResponderCapture {
    /// What to capture, and how far to go.
    public struct Options: Sendable {
        /// Whether to capture the text of labels, text fields and text views, and segment
        /// titles: off by default, since it may be private (names, messages, passwords).
        public var capturesText = false
        /// Whether to use the few private UIKit reads (listed in Documentation/CapturingALiveApp.md),
        /// each guarded so that one that is missing is skipped. Off by default; without effect on
        /// ResponderKit.
        public var privateReads = false
        /// Whether to ask recognizers' delegates how they answer for each other recognizer of
        /// their window (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, the failure
        /// requirements) and whether they should begin: app code, so on only while it is.
        public var probesDelegates = true
        /// The most views captured; the views after it (in depth-first order) are left out, and
        /// the capture warns.
        public var maximumViews = 100_000
        /// The deepest view captured (a window's subviews are at depth 1): the scene reader takes
        /// views about 480 levels deep, so deeper subtrees are left out, and the capture warns.
        public var maximumDepth = 400
        /// The most recognizers per window whose delegates are probed pair by pair.
        public var maximumProbedRecognizers = 200

        /// The defaults: no text, no private reads, delegates probed, the documented limits.
        public init(
            capturesText: Bool = false, privateReads: Bool = false, probesDelegates: Bool = true,
            maximumViews: Int = 100_000, maximumDepth: Int = 400
        ) {
            self.capturesText = capturesText
            self.privateReads = privateReads
            self.probesDelegates = probesDelegates
            self.maximumViews = maximumViews
            self.maximumDepth = maximumDepth
        }
    }
}

/// A scene file captured from a live application, with what the capture left out.
public struct SceneCapture: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The scene file (YAML).
    public let text: String
    /// What the capture could not do (a cap reached, an id repeated), one sentence each; also
    /// written as comments at the top of ``text``.
    public let warnings: [String]
    /// How many views (windows included) the file holds.
    public let viewCount: Int

    /// The scene file, so that `po` in the debugger prints it as it is.
    public var description: String { text }
    /// The scene file, so that `po` in the debugger prints it as it is.
    public var debugDescription: String { text }
}

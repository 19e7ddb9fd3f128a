import Foundation
import ResponderCapture
import ResponderKit
import ResponderScene
import Testing

/// A view of the app's own class, which may override hit-testing in code.
final class RoundView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= bounds.width * bounds.width / 4
    }
}

/// A recognizer delegate of the app's own: it lets `partner` recognize with its recognizer, and
/// never lets it begin when `refuses`.
@MainActor
final class PartnerDelegate: UIGestureRecognizerDelegate {
    weak var partner: UIGestureRecognizer?
    var refuses = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !refuses }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
        other === partner
    }
}

@Suite("Capture")
@MainActor
struct CaptureTests {
    /// An application with one key window of 375 × 667.
    func application() -> (UIApplication, UIWindow) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: application)
        window.makeKeyAndVisible()
        return (application, window)
    }

    @Test("a label's text is captured only when asked, for privacy")
    func textIsOptIn() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: main
                key: true
                subviews: [{id: name, class: UILabel, frame: [0, 0, 100, 20], text: "Ada Lovelace"}]
            """)
        let plain = ResponderCapture.sceneFile(of: scene.application)
        #expect(!plain.contains("Ada"))
        #expect(plain.contains("text: false"))
        let withText = ResponderCapture.sceneFile(
            of: scene.application, options: ResponderCapture.Options(capturesText: true))
        #expect(withText.contains("text: \"Ada Lovelace\""))
        let reloaded = try SceneLoader.load(withText, file: "captured.yaml")
        #expect((reloaded.view("name") as? UILabel)?.text == "Ada Lovelace")
    }

    @Test("a view of the app's own class is marked: its hit-testing may be overridden and is missing")
    func customClassIsMarked() throws {
        let (application, window) = application()
        let round = RoundView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        round.accessibilityIdentifier = "round"
        window.addSubview(round)
        let text = ResponderCapture.sceneFile(of: application)
        let line = try #require(text.split(separator: "\n").first { $0.contains("- id: round") })
        #expect(line.contains("missing: hitTest (ResponderCaptureTests.RoundView may override it)"))
        #expect(text.contains("class: ResponderCaptureTests.RoundView"))
        #expect(text.contains("baseClass: UIView"))
        // The file still loads: the class is named, and behaves as its base class.
        let reloaded = try SceneLoader.load(text, file: "captured.yaml")
        #expect(reloaded.view("round") != nil)
    }

    @Test("a delegate of the app's own is asked, and its answers are marked probed")
    func delegatesAreProbed() throws {
        let (application, window) = application()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.accessibilityIdentifier = "card"
        window.addSubview(view)
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        let delegate = PartnerDelegate()
        delegate.partner = pan
        delegate.refuses = true
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let text = ResponderCapture.sceneFile(of: application)
        let line = try #require(text.split(separator: "\n").first { $0.contains("id: tap") })
        #expect(line.contains("shouldBegin: false"))
        #expect(line.contains("simultaneousWith: [pan]"))
        #expect(line.contains("probed: the delegate's answers"))
        #expect(line.contains("missing: shouldReceive"))
        let silent = ResponderCapture.sceneFile(
            of: application, options: ResponderCapture.Options(probesDelegates: false))
        #expect(!silent.contains("simultaneousWith"))
        #expect(silent.contains("probesDelegates is off"))
    }

    @Test("views without an accessibilityIdentifier get ids from their place, the same in every capture")
    func generatedIDsAreStable() throws {
        let (application, window) = application()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        window.addSubview(container)
        let first = ResponderCapture.sceneFile(of: application)
        #expect(first.contains("- id: view-1-0"))
        #expect(first.contains("- id: button-1-0-0"))
        #expect(ResponderCapture.sceneFile(of: application) == first)
        _ = try SceneLoader.load(first, file: "captured.yaml")
    }

    @Test("a hierarchy of 100,000 views is captured whole")
    func hundredThousandViews() throws {
        let (application, window) = application()
        for row in 0..<100 {
            let container = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 6, width: 375, height: 6))
            for column in 0..<999 {
                container.addSubview(UIView(frame: CGRect(x: CGFloat(column % 375), y: 0, width: 1, height: 1)))
            }
            window.addSubview(container)
        }
        let capture = ResponderCapture.capture(of: application)
        #expect(capture.viewCount == 100_000)
        #expect(capture.warnings.isEmpty)
        let capped = ResponderCapture.capture(of: application, options: ResponderCapture.Options(maximumViews: 5_000))
        #expect(capped.viewCount == 5_000)
        #expect(capped.warnings == ["95000 views after the first 5000 were left out (maximumViews)"])
        #expect(capped.text.contains("# warning: 95000 views after the first 5000 were left out"))
        let reloaded = try SceneLoader.load(capped.text, file: "captured.yaml")
        #expect(reloaded.objects.values.filter { $0 is UIView }.count == 5_001)
    }

    @Test("a hierarchy 1,000 deep is captured to the documented depth, with a warning, and loads")
    func thousandDeep() throws {
        let (application, window) = application()
        var parent: UIView = window
        for _ in 0..<1000 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(view)
            parent = view
        }
        let capture = ResponderCapture.capture(of: application)
        #expect(capture.viewCount == 400)
        #expect(capture.warnings == ["600 views deeper than 400 levels were left out (maximumDepth)"])
        let reloaded = try SceneLoader.load(capture.text, file: "captured.yaml")
        #expect(reloaded.objects.values.filter { $0 is UIView }.count == 401)
    }
}

@Suite("Capture files edited or cut")
@MainActor
struct CaptureFileTests {
    func capturedText() throws -> String {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: main
                key: true
                rootViewController:
                  id: vc
                  actions: ["buy:"]
                  view:
                    id: root
                    subviews:
                      - {id: buy, class: UIButton, frame: [20, 100, 120, 44], targets: [{event: touchUpInside, target: vc, action: "buy:"}]}
                      - {id: card, frame: [20, 200, 200, 100], gestures: [{id: tap, type: tap, taps: 2, action: "vc.buy:"}]}
            """)
        return ResponderCapture.sceneFile(of: scene.application)
    }

    @Test("a capture cut short where a line ends is a located error: it holds fewer views than it says")
    func cutAtLineEnd() throws {
        let text = try capturedText()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines.prefix { !$0.contains("- id: card") }.joined(separator: "\n") + "\n"
        let error = try #require(throws: SceneError.self) { try SceneLoader.load(cut, file: "cut.yaml") }
        #expect(error.line == 3)
        #expect(error.message.contains("says it holds 4 views and windows, but the file has 3"))
    }

    @Test("a capture cut in the middle of a line is the YAML reader's located error")
    func cutMidLine() throws {
        let text = try capturedText()
        let cut = String(text[..<text.range(of: "taps: 2")!.lowerBound])
        let error = try #require(throws: SceneError.self) { try SceneLoader.load(cut, file: "cut.yaml") }
        #expect(error.line > 1)
        #expect(error.message.hasPrefix("malformed YAML"))
    }

    @Test("an unknown key in a capture is a warning at its line, not an error")
    func unknownKeyIsAWarning() throws {
        let text = try capturedText().replacingOccurrences(
            of: "        id: root\n", with: "        id: root\n        directionalLayoutMargins: [8, 8, 8, 8]\n")
        let scene = try SceneLoader.load(text, file: "edited.yaml")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("directionalLayoutMargins")
        }!
        #expect(scene.importWarnings.map(\.line) == [line + 1])
        #expect(
            scene.importWarnings.first?.message.contains("unknown key 'directionalLayoutMargins' in a view skipped")
                == true)
        // The same key in a file that is not a capture is an error.
        let plain = text.replacingOccurrences(of: "captured:", with: "# captured:")
        #expect(throws: SceneError.self) { try SceneLoader.load(plain, file: "plain.yaml") }
    }

    @Test("a capture from a newer version is read with a warning")
    func newerVersion() throws {
        let text = try capturedText().replacingOccurrences(of: "version: 1,", with: "version: 7,")
        let scene = try SceneLoader.load(text, file: "newer.yaml")
        #expect(scene.importWarnings.count == 1)
        #expect(scene.importWarnings.first?.message.contains("newer ResponderCapture (version 7)") == true)
    }

    @Test("a value edited by hand into a bad one is a located error")
    func badValue() throws {
        let text = try capturedText().replacingOccurrences(of: "taps: 2", with: "taps: two")
        let error = try #require(throws: SceneError.self) { try SceneLoader.load(text, file: "edited.yaml") }
        #expect(error.message == "taps must be a number, not 'two'")
        #expect(error.line == text.split(separator: "\n").firstIndex { $0.contains("taps: two") }! + 1)
    }
}

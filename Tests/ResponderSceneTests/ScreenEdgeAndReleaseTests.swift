import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// The scene format for the system's screen-edge gestures and for a target that is gone
/// (Examples/Diagnosis 16 and 17): what it accepts, what it refuses, and what the log says.
@Suite("Scenes: screen-edge gestures and released targets")
@MainActor
struct ScreenEdgeAndReleaseTests {
    func load(_ text: String) throws -> Scene { try SceneLoader.load(text, file: "s.yaml") }

    /// The error loading or running `text` gives: `line:column: message | hint`.
    func failure(_ text: String) -> String {
        do {
            let scene = try load(text)
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
            return "no error"
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
        } catch {
            return "unexpected \(error)"
        }
    }

    static let helperScene = """
        objects:
          - {id: helper, actions: ["save:"]}
        windows:
          - id: w
            key: true
            rootViewController:
              id: vc
              view:
                id: root
                subviews:
                  - id: save
                    class: UIButton
                    frame: [0, 0, 100, 44]
                    targets: [{event: touchUpInside, target: helper, action: "save:"}]
        script:

        """

    @Test(
        "A1 (Observed): after `release`, the action goes up the chain and the log names the released target and the fix"
    )
    func releasedTargetLog() throws {
        let scene = try load(Self.helperScene + "  - release: helper\n  - tap: [10, 10]\n")
        let results = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [.actions])
        let lines = results.flatMap(\.entries).map(\.text)
        #expect(
            lines.contains(
                "the target of save: from save was deallocated; sent up the responder chain (helper, released at line 16): the control does not retain its target (A1); keep a strong reference to the target (a property of the view controller)"
            ))
        let kinds = results.flatMap(\.entries).map(\.event.kind)
        #expect(kinds.contains(.targetDeallocated))
        #expect(
            results.flatMap(\.entries).contains {
                if case .targetDeallocated(control: "save", action: "save:") = $0.event { true } else { false }
            })
    }

    @Test("release refuses views, gestures, controllers something else holds, and ids used after their release")
    func releaseErrors() {
        #expect(
            failure(Self.helperScene + "  - release: save\n")
                == "16:5: 'save' is a view, which its superview or view holds | take it out with `remove: save`; `release` is for objects that only the scene holds"
        )
        #expect(
            failure(Self.helperScene + "  - release: vc\n")
                == "16:5: 'vc' is held by window 'w' (rootViewController), so releasing it would not deallocate it | dismiss or detach it first; `release` is for objects that only the scene holds"
        )
        #expect(
            failure(Self.helperScene + "  - release: helper\n  - release: helper\n")
                == "17:5: 'helper' was released at line 16 and is gone | use it before its `release` step, or release it later"
        )
    }

    @Test(
        "Observed (system edge): the screen mapping sets the application's system edge gestures, and refuses what it cannot mean"
    )
    func screenMapping() throws {
        let base = "windows:\n  - {id: w, key: true}\n"
        let scene = try load(
            "screen: {size: [375, 812], systemGestureEdges: [bottom, top], systemGestureEdgeWidth: 24}\n" + base)
        let gestures = try #require(scene.application.systemEdgeGestures)
        #expect(gestures.edges == [.bottom, .top] && gestures.width == 24 && gestures.delay == 1)
        #expect(gestures.screen == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(scene.windows[0].frame.size == CGSize(width: 375, height: 812))
        #expect(try load("screen: [375, 812]\n" + base).application.systemEdgeGestures == nil)
        #expect(
            failure("screen: {systemGestureEdgeWidth: 20}\n" + base).hasPrefix(
                "1:34: systemGestureEdgeWidth needs systemGestureEdges"))
        #expect(failure("screen: {systemGestureEdges: [bottom, botom]}\n" + base).contains("did you mean 'bottom'"))
    }
}

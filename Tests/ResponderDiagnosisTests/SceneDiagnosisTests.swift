import Foundation
import ResponderKit
import Testing

@testable import ResponderDiagnosis
@testable import ResponderScene

/// explain and lint on scene features read elsewhere (dumps, hitTest overrides, windows).
@Suite("Diagnosing scene features")
@MainActor
struct SceneDiagnosisTests {
    @Test("a private control is one for lint: a dead button inside a label-like container is found")
    func lintSeesControls() throws {
        let text = """
            <UIWindow: 0x7fa0c0000010; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001000010>>
               | <UITableViewCellContentView: 0x7fa0c0000030; frame = (0 0; 375 44); userInteractionEnabled = NO; layer = <CALayer: 0x600001000030>>
               |    | <_UITableViewCellActionButton: 0x7fa0c0000040; frame = (300 0; 75 44); layer = <CALayer: 0x600001000040>>
            """
        let scene = try DumpImporter(text, file: "paste.txt").build()
        let findings = Lint.check(scene)
        #expect(findings.contains { $0.description.contains("0x7fa0c0000040") })
    }

    @Test("covered: a window whose pointInside leaves most of the screen to the windows behind covers nothing there")
    func lintWindowPointInside() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: main
                key: true
                subviews: [{id: button, class: UIButton, frame: [10, 10, 100, 44], targets: [{event: touchUpInside, target: nil, action: "go:"}]}]
              - id: overlay
                level: alert
                pointInside: {outsets: [-600, 0, 0, 0]}
                subviews: [{id: toast, frame: [0, 600, 375, 67], touches: handle}]
            """, file: "s.yaml")
        #expect(!Lint.check(scene).map(\.check).contains("covered"))
    }

    @Test(
        "explain names a hitTest that forwards to another view, and a pass-through window, from what the view's hitTest returns"
    )
    func explainOverrides() throws {
        let forward = try SceneLoader.load(
            "windows:\n  - id: w\n    key: true\n    subviews:\n" + """
                      - id: container
                        frame: [0, 0, 375, 300]
                        hitTest: {forwardTo: scroll}
                        subviews:
                          - {id: scroll, class: UIScrollView, frame: [50, 0, 200, 300], contentSize: [200, 900]}
                """, file: "s.yaml")
        let explained = Explanation(point: CGPoint(x: 10, y: 10), in: forward.application)
        #expect(
            explained.tree.prefix(2) == [
                "`w`  inside — a subview answered", "  `container`  inside — its hitTest forwards to `scroll`"
            ])
        let passThrough = try SceneLoader.load(
            "windows:\n  - id: w\n    key: true\n    hitTest: passThrough\n    subviews: [{id: a, frame: [0, 0, 10, 10]}]\n",
            file: "s.yaml")
        #expect(
            Explanation(point: CGPoint(x: 50, y: 50), in: passThrough.application).tree.first
                == "`w`  inside — pass-through window: its hitTest returns nil for itself, so touches go to the windows behind"
        )
        #expect(
            Explanation(point: CGPoint(x: 5, y: 5), in: passThrough.application).tree.first
                == "`w`  inside — a subview answered")
    }

    @Test("explain lists the view a hitTest override forwards the touch to first among the views under the point")
    func explainForwardedView() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: w
                key: true
                subviews:
                  - id: container
                    frame: [0, 0, 375, 300]
                    hitTest: {forwardTo: scroll}
                    subviews:
                      - {id: scroll, class: UIScrollView, frame: [50, 0, 200, 300], contentSize: [200, 900]}
            """, file: "s.yaml")
        #expect(
            Explanation(point: CGPoint(x: 10, y: 50), in: scene.application).stack == [
                "`scroll`  hit: the touch goes to it, though the point is outside its bounds (a hitTest override returned it)",
                "`container`  ancestor of the hit view: it gets the touch only if forwarded",
                "`w`  ancestor of the hit view: it gets the touch only if forwarded"
            ])
    }
}

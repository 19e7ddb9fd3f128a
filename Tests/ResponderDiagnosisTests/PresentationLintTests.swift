import Foundation
import Testing
import ResponderKit
@testable import ResponderDiagnosis
@testable import ResponderScene

@Suite("Lint and presentations")
@MainActor
struct PresentationLintTests {
    /// A 375 × 812 window whose controller `home` has a 50-pt button `buy` at the top (over a
    /// sheet's dimming view, which starts 54 pt down) and presents `presented` (a flow mapping),
    /// if given.
    func scene(presenting presented: String?) throws -> Scene {
        var text = """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: home
                  actions: ["buy:"]
                  view:
                    id: homeView
                    subviews: [{id: buy, class: UIButton, frame: [0, 0, 375, 50], targets: [{event: touchUpInside, target: home, action: "buy:"}]}]

            """
        if let presented { text += "      presentedViewController: \(presented)\n" }
        text += "screen: [375, 812]\n"
        return try SceneLoader.load(text, file: "s.yaml")
    }

    func findings(_ scene: Scene) -> [String] {
        Lint.check(scene).map { "\($0.line):\($0.column): [\($0.check)] \($0.message)" }
    }

    @Test(
        "PRES6: a button under a sheet is named under the sheet, whose dimming view takes the touch; covered says nothing"
    )
    func underSheet() throws {
        #expect(
            findings(try scene(presenting: "{id: form}")) == [
                "9:25: [under-presentation] `buy` (UIButton) is under `form`, which `home` presents (a page sheet): a touch there goes to its dimming view, whose tap dismisses the sheet (PRES6)"
            ])
        #expect(
            findings(try scene(presenting: "{id: form, isModalInPresentation: true}")) == [
                "9:25: [under-presentation] `buy` (UIButton) is under `form`, which `home` presents (a page sheet): a touch there goes to its dimming view, whose tap dismisses nothing: `form` is modal in presentation (PRES6)"
            ])
        #expect(findings(try scene(presenting: nil)) == [])
    }

    @Test(
        "PRES2: under a full-screen presentation the presented view takes the touch; over full screen a refusing view leaves it to UITransitionView"
    )
    func underFullScreen() throws {
        #expect(
            findings(
                try scene(presenting: "{id: cover, modalPresentationStyle: overFullScreen, view: {id: coverView}}"))
                == [
                    "9:25: [under-presentation] `buy` (UIButton) is under `cover`, which `home` presents (over full screen): a touch there goes to `coverView` (PRES2)"
                ])
        #expect(
            findings(
                try scene(
                    presenting:
                        "{id: cover, modalPresentationStyle: overFullScreen, view: {id: coverView, userInteractionEnabled: false}}"
                ))
                == [
                    "9:25: [under-presentation] `buy` (UIButton) is under `cover`, which `home` presents (over full screen): a touch there goes to the presentation's UITransitionView, which does nothing with it (PRES2)"
                ])
    }
}

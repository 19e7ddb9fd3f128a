import Foundation
import ResponderKit
import ResponderScene
import Testing

@Suite("Presentation in scenes")
@MainActor
struct PresentationSceneTests {
    let home = """
        windows:
          - id: main
            key: true
            rootViewController:
              id: home
              view:
                id: homeView
                actions: ["buy:"]
                subviews: [{id: buy, class: UIButton, frame: [0, 0, 375, 100], targets: [{event: touchUpInside, target: null, action: "buy:"}]}]
        """

    func run(_ text: String, topics: TraceTopics = []) throws -> String {
        let scene = try SceneLoader.load(text, file: "s.yaml")
        return LogRenderer.text(try ScriptRunner.run(try #require(scene.script), in: scene, topics: topics))
    }

    /// The error the scene stops at, as the CLI prints it.
    func failure(_ text: String) -> String {
        do {
            let scene = try SceneLoader.load(text, file: "s.yaml")
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
            return "no error"
        } catch let error as SceneError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test(
        "PRES2 PRES6 PRES9: a tap on a modal sheet's dimming view is the dimming tap's and dismisses nothing; on the sheet, the pull-down pan sees the touch"
    )
    func presentedSheet() throws {
        let log = try run(
            home + """

                      presentedViewController:
                        id: sheet
                        isModalInPresentation: true
                        view: {id: sheetView}
                script:
                  - tap: [100, 10]
                  - wait: 1
                  - expect: {controller: home, presentedViewController: sheet}
                  - set: {view: sheetView, hidden: false}
                  - tap: [100, 200]
                """, topics: [.touches, .gestures])
        #expect(
            log == """
                1 tap (100, 10) ---> dimmingViewTapGestureRecognizer
                    0.000  touch 1 began in main on UIDimmingView
                    0.000  touch 1 goes to dimmingViewTapGestureRecognizer
                    0.000  touchesBegan UIDimmingView [1] at (100, 10)
                    0.050  dimmingViewTapGestureRecognizer: possible -> ended
                    0.050  dimmingViewTapGestureRecognizer takes touches [1] from UIDimmingView, which get touchesCancelled (cancelsTouchesInView = true, UIKit's default, GV3)
                    0.050  touchesCancelled UIDimmingView [1] at (100, 10)
                    0.050  dimmingViewTapGestureRecognizer action (ended) -> UISheetPresentationController
                    0.050  dimmingViewTapGestureRecognizer: ended -> possible (reset)
                2 wait 1 s
                3 expect home.presentedViewController == sheet
                4 set sheetView.hidden = false
                5 tap (100, 200) ---> (nothing)
                    1.050  touch 1 began in main on sheetView
                    1.050  touch 1 goes to sheetDismissPanGestureRecognizer
                    1.050  touchesBegan sheetView [1] at (100, 170)
                    1.100  sheetDismissPanGestureRecognizer: possible -> failed (the finger lifted before it moved far enough for a pan to begin)
                    1.100  sheetDismissPanGestureRecognizer: failed -> possible (reset)
                    1.100  touchesEnded sheetView [1] at (100, 170)

                """)
    }

    @Test(
        "PRES2: the container views are UIKit's, so a touch on an overFullScreen view that refuses touches stops at UITransitionView"
    )
    func overFullScreen() throws {
        let scene = try SceneLoader.load(
            home + """

                      presentedViewController:
                        id: cover
                        modalPresentationStyle: overFullScreen
                        view: {id: coverView, userInteractionEnabled: false}
                script:
                  - tap: [100, 50]
                  - expect: {answer: null}
                  - dismiss: {controller: cover, animated: true}
                  - wait: 0.6
                  - tap: [100, 50]
                  - expect: {answer: buy}
                """, file: "s.yaml")
        let cover = try #require(scene.objects["cover"] as? UIViewController)
        #expect(cover.presentationController?.presentationStyle == .overFullScreen)
        #expect(cover.view.superview is UITransitionView)
        _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
    }

    @Test("PRES4 PRES5: present and dismiss steps, animated on the clock, with the step's text")
    func steps() throws {
        let log = try run(
            home + """

                script:
                  - present: {from: home, controller: {id: sheet, modalPresentationStyle: fullScreen}, animated: true}
                  - expect: {controller: home, presentedViewController: sheet}
                  - wait: 0.5
                  - expect: {view: homeView, window: null}
                  - dismiss: {controller: sheet, animated: true}
                  - expect: {view: homeView, window: main}
                  - wait: 0.5
                  - expect: {controller: home, presentedViewController: null}
                """)
        #expect(log.contains("1 home.present(sheet, animated: true)\n"))
        #expect(log.contains("5 sheet.dismiss(animated: true)\n"))
    }

    @Test("PRES8: presenting twice, from a controller in no window, or an unknown style are located errors")
    func badInput() {
        #expect(
            failure(
                home + """

                          presentedViewController: {id: sheet}
                    script:
                      - present: {from: home, controller: {id: other}}
                    """)
                == "s.yaml:12:21: error: 'home' already presents 'sheet'\n"
                + "  hint: dismiss it first, or present from 'sheet'; UIKit presents one controller at a time")
        #expect(
            failure(
                home + """

                          children: [{id: kid, presentedViewController: {id: sheet}}]
                      - id: other
                        rootViewController: {id: loose}
                        hidden: true
                    script:
                      - expect: {controller: home, presentedViewController: sheet}
                      - expect: {controller: sheet, presentingViewController: home}
                    """)
                == "no error")
        #expect(
            failure(
                home + """

                          presentedViewController: {id: sheet, modalPresentationStyle: fullscreen}
                    """)
                == "s.yaml:10:68: error: unknown presentation style 'fullscreen'\n  hint: did you mean 'fullScreen'?")
        #expect(
            failure(
                """
                windows:
                  - id: main
                    key: true
                    rootViewController:
                      id: nav
                      class: UINavigationController
                      viewControllers:
                        - {id: inbox, presentedViewController: {id: sheet}}
                        - {id: message}
                """)
                == "s.yaml:8:48: error: 'inbox' is not in a window, so it cannot present\n"
                + "  hint: UIKit only warns and presents nothing; present from a controller whose view is on screen")
    }
}

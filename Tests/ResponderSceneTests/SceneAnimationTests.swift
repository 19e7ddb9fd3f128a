import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// A view caught mid-animation (`animating:`), the script's `animate:` step and the dump's
/// `animations = { … }`, all started as real `UIView.animate` calls (UIKit rule H10).
@Suite("Scene animations")
@MainActor
struct SceneAnimationTests {
    static let window = "windows:\n  - id: w\n    key: true\n    subviews:\n"

    func failure(_ text: String) -> String {
        do {
            let scene = try SceneLoader.load(text, file: "s.yaml")
            if let script = scene.script { _ = try ScriptRunner.run(script, in: scene, topics: []) }
            return "no error"
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test("H10: `animating:` starts a real animation from `from` to the view's frame, without interaction by default")
    func animatingAttribute() throws {
        let scene = try SceneLoader.load(
            Self.window
                + "      - {id: card, frame: [0, 200, 100, 100], animating: {duration: 0.4, from: {frame: [0, 400, 100, 100], alpha: 0}}}\n",
            file: "s.yaml")
        let card = try #require(scene.view("card"))
        #expect(card.frame == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(card.presentationFrame == CGRect(x: 0, y: 400, width: 100, height: 100))
        #expect(card.presentationAlpha == 0)
        #expect(card.alpha == 1)
        #expect(!card.animationsAllowUserInteraction)
        #expect(scene.application.hitTest(atScreen: CGPoint(x: 10, y: 210))?.view !== card)
        scene.application.advance(to: 0.4)
        #expect(scene.application.hitTest(atScreen: CGPoint(x: 10, y: 210))?.view === card)
    }

    @Test(
        "H10: `animate:` with allowUserInteraction: a tap where the view appears misses it, one at its final frame gets it"
    )
    func animateStep() throws {
        let scene = try SceneLoader.load(
            Self.window + """
                      - {id: card, frame: [0, 0, 100, 100], touches: handle}
                script:
                  - animate: {view: card, duration: 1, options: [allowUserInteraction, curveLinear], center: [250, 50]}
                  - wait: 0.5
                  - tap: [150, 10]
                  - tap: [210, 10]
                """ + "\n", file: "s.yaml")
        let log = LogRenderer.text(try ScriptRunner.run(try #require(scene.script), in: scene, topics: [.touches]))
        let began = log.split(separator: "\n").filter { $0.contains("began in") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            began == [
                "0.500  touch 1 began in w on w (missed card, which appears here but hit-tests at its final frame)",
                "0.550  touch 1 began in w on card"
            ])
    }

    @Test("bad animation values are located errors with a hint")
    func errors() {
        let view = Self.window + "      - {id: card, frame: [0, 0, 100, 100]"
        #expect(
            failure(view + ", animating: {options: [allowUserInteractoin]}}\n")
                == "5:67: unknown animation option 'allowUserInteractoin' | did you mean 'allowUserInteraction'?")
        #expect(
            failure(view + ", animating: {options: [beginFromCurrentState]}}\n").hasPrefix(
                "5:67: unknown animation option 'beginFromCurrentState' | ResponderKit does not model .beginFromCurrentState"
            ))
        #expect(
            failure(view + ", animating: {duration: -1}}\n")
                == "5:67: duration must be between 0 and 3600 seconds, not -1 | UIKit's animations last a fraction of a second, such as 0.3"
        )
        #expect(
            failure(view + ", animating: {from: {hidden: true}}}\n").hasPrefix("5:64: unknown key 'hidden' in from"))
        #expect(
            failure(view + ", animating: {options: [curveLinear, curveEaseIn]}}\n")
                == "5:80: an animation has one curve | keep one of curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear"
        )
        #expect(
            failure(view + "}\nscript:\n  - animate: {view: card, alpha: 0}\n").hasPrefix("7:14: ")
        )
        #expect(
            failure(view + "}\nscript:\n  - animate: {view: card, duration: 1}\n")
                == "7:14: animate needs a value to change | add one of frame, center, bounds, transform, alpha, such as `alpha: 0`"
        )
        #expect(
            failure(view + "}\nscript:\n  - animate: {view: card, duration: 1, alpha: 2}\n")
                == "7:47: alpha must be between 0 and 1 | 0 is transparent, 1 opaque")
    }

    @Test("H10: a dump's `animations = { … }` makes the view animating, its options guessed")
    func importedAnimations() throws {
        let dump = """
            <UIWindow: 0x7fb1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
               | <UIButton: 0x7fb3; frame = (20 300; 120 44); animations = { position=<CABasicAnimation: 0x6003>; }; layer = <CALayer: 0x6005>>
            """
        let importer = try DumpImporter(dump, file: "d.txt")
        let scene = importer.build()
        let button = try #require(scene.view("0x7fb3"))
        #expect(button.isAnimating)
        #expect(!button.animationsAllowUserInteraction)
        #expect(scene.guessedAttributes(of: button) == ["animating"])
        let file = importer.sceneFile()
        #expect(file.contains("animating: {}"))
        #expect(file.contains("guessed: [animating]"))
        // The scene file gives the same scene: the button animating.
        let reloaded = try SceneLoader.load(file, file: "d.yaml")
        #expect(try #require(reloaded.view("0x7fb3")).isAnimating)
    }
}

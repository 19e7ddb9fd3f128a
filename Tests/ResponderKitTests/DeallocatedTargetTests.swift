import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("A control whose target was deallocated")
@MainActor
struct DeallocatedTargetTests {
    final class Helper: UIResponder {}

    @Test("A1 (Observed): once its target is deallocated, a control sends the action up the responder chain")
    func goneTargetClimbs() {
        let world = World(topics: [.actions])
        let button = world.add(UIButton(frame: r(10, 10, 100, 44)), "save")
        var performed: [String] = []
        world.controller.implement("save:") { _, _ in performed.append("vc") }
        do {
            // The classic mistake: the helper lives in a local variable only.
            let helper = Helper()
            helper.implement("save:") { _, _ in performed.append("helper") }
            button.addTarget(helper, action: "save:", for: .touchUpInside)
            world.app.tap(at: p(20, 20))
        }
        world.app.advance(by: 1)
        world.app.tap(at: p(20, 20))
        #expect(performed == ["helper", "vc"])
        #expect(
            world.log.lines == [
                "save sends touchDown", "save sends touchUpInside", "action save: from save -> Helper",
                "save sends primaryActionTriggered",
                "save sends touchDown", "save sends touchUpInside",
                "the target of save: from save was deallocated; sent up the responder chain",
                "action save: from save -> vc", "save sends primaryActionTriggered"
            ])
    }

    @Test("A1 (Observed): a method target that was deallocated is not called, and the log says so")
    func goneMethodTarget() {
        @MainActor final class Saver {
            var count = 0
            func save(_ sender: UIButton) { count += 1 }
        }
        let world = World(topics: [.actions])
        let button = world.add(UIButton(frame: r(10, 10, 100, 44)), "save")
        do {
            let saver = Saver()
            button.addTarget(saver, action: Saver.save, for: .touchUpInside)
        }
        world.app.tap(at: p(20, 20))
        #expect(
            world.log.lines == [
                "save sends touchDown", "save sends touchUpInside",
                "the target of a method action of save was deallocated; nothing is called",
                "save sends primaryActionTriggered"
            ])
    }
}

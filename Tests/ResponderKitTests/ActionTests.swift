import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("Action messages")
@MainActor
struct ActionTests {
    final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test("A3 A5 A6: a nil-targeted action climbs from the first responder to the first that performs it")
    func nilTargetClimbs() {
        let world = World(topics: [.actions])
        let field = world.add(Field(frame: r(0, 0, 10, 10)), "field")
        var received: [String] = []
        world.controller.implement(.copy) { sender, _ in received.append("vc copy from \(TraceRecord.name(of: sender))")
        }
        _ = field.becomeFirstResponder()
        #expect(world.app.sendAction(.copy, to: nil, from: field, for: nil))
        #expect(received == ["vc copy from field"])
        #expect(field.target(forAction: .copy, withSender: nil) as? UIViewController === world.controller)
        #expect(!field.canPerformAction(.copy, withSender: nil))
        #expect(!world.app.sendAction(.paste, to: nil, from: field, for: nil))
        #expect(world.log.lines == ["action copy: from field -> vc", "action paste: from field -> nobody"])
    }

    @Test("A3: an explicit target performs the action directly, or the send fails")
    func explicitTarget() {
        let world = World()
        var count = 0
        let target = UIResponder()
        target.implement("buttonTapped:") { _, _ in count += 1 }
        #expect(world.app.sendAction("buttonTapped:", to: target, from: nil, for: nil))
        #expect(!world.app.sendAction("other:", to: target, from: nil, for: nil))
        #expect(!world.app.sendAction("buttonTapped:", to: "not a responder", from: nil, for: nil))
        target.removeImplementation(of: "buttonTapped:")
        #expect(!target.responds(to: "buttonTapped:"))
        #expect(count == 1)
    }

    @Test("A4 ⚠ seed 004: with no first responder a nil-targeted action starts at the sender")
    func startsAtSender() {
        let world = World()
        let delegate = AppDelegate()
        world.app.delegate = delegate
        var performer = ""
        delegate.implement(.selectAll) { _, _ in performer = "delegate" }
        let button = world.view("button", r(0, 0, 10, 10))
        #expect(world.window.firstResponder == nil)
        #expect(world.app.sendAction(.selectAll, to: nil, from: button, for: nil))
        #expect(performer == "delegate")
        #expect(!world.app.sendAction(.selectAll, to: nil, from: nil, for: nil))
    }

    @Test("A5 A6: overrides of canPerformAction and target(forAction:) steer the search")
    func overrides() {
        final class Picky: UIView {
            var enabled = false
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == .cut ? enabled : super.canPerformAction(action, withSender: sender)
            }
        }
        let world = World()
        let picky = world.add(Picky(frame: r(0, 0, 10, 10)), "picky")
        picky.implement(.cut) { _, _ in }
        world.controller.implement(.cut) { _, _ in }
        #expect(picky.target(forAction: .cut, withSender: nil) as? UIViewController === world.controller)
        picky.enabled = true
        #expect(picky.target(forAction: .cut, withSender: nil) as? UIView === picky)
    }

    @Test("A7: the standard edit actions are named selectors that only implementers perform")
    func editActions() {
        #expect(
            [Selector.cut, .copy, .paste, .select, .selectAll, .delete].map(\.description)
                == ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"])
        let responder = UIResponder()
        #expect(!responder.canPerformAction(.copy, withSender: nil))
        #expect(responder.canPerformAction(.resignFirstResponder, withSender: nil))
    }
}

import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("Bar button items")
@MainActor
struct BarButtonItemTests {
    /// Stack A, B; B's item carries `items` at the trailing end.
    func stack(right items: [UIBarButtonItem]) -> (NavigationWorld, Page) {
        let world = NavigationWorld()
        let pageB = world.page("B")
        pageB.navigationItem.rightBarButtonItems = items
        world.navigation.pushViewController(pageB, animated: false)
        world.log.clear()
        return (world, pageB)
    }

    @Test("NAV7 Observed: trailing items sit from 8 pt before the edge inward, sized by their titles and images")
    func layout() {
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
        let add = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)
        let (world, _) = stack(right: [save, add])
        let buttons = world.navigation.navigationBar.buttons.compactMap { $0 as? _UIButtonBarButton }
        #expect(buttons.map(\.title) == ["A", "Save", nil])
        #expect(buttons.map(\.frame) == [r(8, 0, 45, 44), r(317, 0, 50, 44), r(265, 0, 44, 44)])
        #expect(save.style == .done)
    }

    @Test("NAV6 A3: a tap on a Save item sends its action to its target with the item as sender")
    func targetAction() {
        let (world, pageB) = stack(right: [])
        var senders: [String] = []
        pageB.implement("save:") { sender, _ in senders.append(sender is UIBarButtonItem ? "item" : "other") }
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: pageB, action: "save:")
        pageB.navigationItem.rightBarButtonItem = save
        world.app.tap(at: p(340, 42))
        #expect(senders == ["item"])
        save.isEnabled = false
        world.app.tap(at: p(340, 42))
        #expect(senders == ["item"])
    }

    @Test("NAV6 A4 ❓: a nil-targeted item's action climbs from its button through the bar, missing the page")
    func nilTargetClimbsFromTheButton() {
        let (world, pageB) = stack(right: [])
        let log = EventLog(world.app, topics: [.actions])
        pageB.implement("save:") { _, _ in }
        pageB.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", style: .done, target: nil, action: "save:")
        world.app.tap(at: p(340, 42))
        #expect(log.lines.last == "action save: from UIBarButtonItem -> nobody")
        world.navigation.implement("save:") { _, _ in }
        world.app.tap(at: p(340, 42))
        #expect(log.lines.last == "action save: from UIBarButtonItem -> nav")
    }

    @Test("NAV6: a primary action runs in place of the target and action; a method reference is called")
    func primaryActionAndMethod() {
        @MainActor final class Editor {
            var saves = 0
            func save() { saves += 1 }
        }
        let editor = Editor()
        var runs = 0
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Go") { _ in runs += 1 })
        let method = UIBarButtonItem(title: "Save", style: .done, target: editor, action: Editor.save)
        let (world, _) = stack(right: [item, method])
        #expect(item.title == "Go")
        let frames = world.navigation.navigationBar.buttons.map(\.frame)
        world.app.tap(at: p(frames[1].midX, 42))
        world.app.tap(at: p(frames[2].midX, 42))
        #expect(runs == 1)
        #expect(editor.saves == 1)
    }

    @Test("NAV7: a custom view keeps its size, is centred vertically and takes its own touches")
    func customView() {
        let control = UISwitch(frame: r(0, 0, 51, 31))
        let (world, _) = stack(right: [UIBarButtonItem(customView: control)])
        #expect(control.frame == r(316, 6.5, 51, 31))
        #expect(world.window.hitTest(p(340, 42), with: nil) === control)
    }
}

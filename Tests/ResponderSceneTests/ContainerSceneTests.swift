import Foundation
import ResponderKit
import ResponderScene
import Testing

@Suite("Navigation and tab bar controllers in scenes")
@MainActor
struct ContainerSceneTests {
    let stack = """
        windows:
          - id: main
            key: true
            rootViewController:
              id: nav
              class: UINavigationController
              viewControllers:
                - id: inbox
                - id: message
                  actions: ["save:"]
                  navigationItem:
                    title: Message
                    rightBarButtonItems:
                      - {id: save, systemItem: save, target: message, action: "save:"}
                      - {id: flag, image: flag, action: "flag:"}
          - id: other
            hidden: true
            rootViewController:
              id: tabs
              class: UITabBarController
              selectedIndex: 1
              viewControllers:
                - {id: home, tabBarItem: {id: homeTab, title: Home, image: house}}
                - {id: settings}
        """

    /// The error `script` (steps appended to `stack`) stops at, as the CLI prints it.
    func failure(_ script: String) throws -> String {
        let scene = try SceneLoader.load(stack + "\nscript:\n" + script, file: "s.yaml")
        do {
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
            return "no error"
        } catch let error as SceneError {
            return error.description
        }
    }

    @Test("NAV1 TAB1: a scene builds the stack, the bar's items with their ids, and the tabs")
    func build() throws {
        let scene = try SceneLoader.load(stack, file: "s.yaml")
        let nav = try #require(scene.objects["nav"] as? UINavigationController)
        #expect(nav.viewControllers.map(\.title) == ["inbox", "message"])
        #expect(nav.navigationBar.buttons.map { TraceRecord.name(of: $0) } == ["_UIButtonBarButton", "save", "flag"])
        let save = try #require(scene.objects["save"] as? UIBarButtonItem)
        #expect(save.target === scene.objects["message"])
        let tabs = try #require(scene.objects["tabs"] as? UITabBarController)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tabBar.buttons.map(\.title) == ["Home", "settings"])
    }

    @Test("NAV6: a tap on the Save item reaches its target; the untargeted flag climbs from its button to nobody")
    func barButtons() throws {
        let scene = try SceneLoader.load(
            stack + "\nscript:\n  - tap: [340, 42]\n  - tap: [290, 42]\n", file: "s.yaml")
        let results = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [.actions])
        let lines = LogRenderer.text(results, joiningForwarding: true).split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.contains("save:") || $0.contains("flag:") } == [
                "    0.050  action save: from save -> message", "    0.050  message performs save: from save",
                "    0.100  action flag: from flag -> nobody"
            ])
    }

    @Test("NAV2: a script that pushes a controller already in the stack stops there, located, with UIKit's reason")
    func pushTwice() throws {
        #expect(
            try failure("  - push: {on: nav, controller: message}")
                == "s.yaml:26:33: error: 'message' is already in the navigation stack of 'nav'\n"
                + "  hint: UIKit raises an exception for pushing the same controller twice; pop to it instead")
    }

    @Test("TAB5: selecting a tab out of range, or popping at the root, is a located error")
    func outOfRange() throws {
        #expect(
            try failure("  - selectTab: {on: tabs, index: 5}")
                == "s.yaml:26:34: error: tab index 5 is out of range: 'tabs' has 2 tabs\n  hint: use 0 to 1")
        #expect(
            try failure("  - popToRoot: nav\n  - pop: nav")
                == "s.yaml:27:10: error: 'nav' shows its root: there is nothing to pop\n  hint: push a controller first"
        )
    }

    @Test("NAV1 NAV3: push and pop steps change the stack; an animated one ends on the clock")
    func pushAndPop() throws {
        let scene = try SceneLoader.load(
            stack + """

                script:
                  - push: {on: nav, controller: {id: detail}}
                  - expect: {controller: nav, topViewController: detail}
                  - pop: {on: nav, animated: false}
                  - expect: {controller: nav, topViewController: message}
                  - selectTab: {on: tabs, index: 0}
                  - expect: {controller: tabs, selectedIndex: 0, selectedViewController: home}
                """, file: "s.yaml")
        _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
        let nav = try #require(scene.objects["nav"] as? UINavigationController)
        #expect(nav.viewControllers.map(\.title) == ["inbox", "message"])
        #expect(scene.objects["detail"] is UIViewController)
    }
}

import Foundation
import ResponderKit
import Testing

@Suite("UIKit container snippets behave")
@MainActor
struct ContainerSnippetScenarios {
    @Test("S63 NAV12: a pushed page's pan that requires the back swipe to fail lets a drag from the edge go back")
    func panRequiresBackSwipe() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let stage = Stage(navigation)
        let card = CardViewController()
        navigation.pushViewController(card, animated: false)
        stage.drag(150, 300, to: 300, 300)
        #expect(card.panBegan == 1)
        #expect(navigation.viewControllers.count == 2)
        stage.drag(5, 300, to: 300, 300)
        stage.app.advance(by: 0.5)
        #expect(card.panBegan == 1)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("S64 NAV6 NAV8: Save sends the item as sender and Cancel pops the editor")
    func saveBarButton() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let stage = Stage(navigation)
        let editor = NoteEditorViewController()
        navigation.pushViewController(editor, animated: false)
        let save = editor.navigationItem.rightBarButtonItem!
        stage.tap(340, 42)
        stage.tap(340, 42)
        #expect(editor.saves == 1)
        #expect(!save.isEnabled)
        #expect(navigation.navigationBar.buttons.count == 2)
        stage.tap(30, 42)
        stage.app.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("S65 TAB2: the delegate refuses the locked tab and hears every other tap, the selected tab included")
    func tabBarDelegate() {
        let tabs = MainTabBarController()
        let stage = Stage(tabs)
        stage.window.layoutIfNeeded()
        #expect(tabs.tabBar.buttons.map(\.title) == ["Home", "Search", "Settings"])
        stage.tap(187, 640)
        stage.tap(300, 640)
        stage.tap(187, 640)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selections == ["Search", "Search"])
        tabs.settingsLocked = false
        stage.tap(300, 640)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.selections == ["Search", "Search", "Settings"])
    }
}

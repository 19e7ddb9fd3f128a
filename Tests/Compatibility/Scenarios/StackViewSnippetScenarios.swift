import Foundation
import ResponderKit
import Testing

@Suite("UIKit stack view snippets behave")
@MainActor
struct StackViewSnippetScenarios {
    @Test(
        "S95 STK4 STK2: three buttons share the toolbar's width, each takes its own taps, and a hidden one gives up its room"
    )
    func toolbarStackView() {
        let controller = ToolbarViewController()
        let stage = Stage(controller)
        stage.app.runUntilIdle()
        // 343 pt less two 8-pt gaps, in three: 109 pt each, from x 16, 60 pt above the bottom.
        #expect(
            controller.toolbar.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 109, height: 44), CGRect(x: 117, y: 0, width: 109, height: 44),
                CGRect(x: 234, y: 0, width: 109, height: 44)
            ])
        stage.tap(70, 629)
        stage.tap(187, 629)
        stage.tap(304, 629)
        stage.tap(129, 629)
        #expect(controller.tapped == ["Reply", "Forward", "Delete"])
        #expect(stage.hit(129, 629) === controller.toolbar)
        controller.hideDelete()
        stage.tap(300, 629)
        #expect(controller.tapped == ["Reply", "Forward", "Delete", "Forward"])
        #expect(controller.toolbar.arrangedSubviews[1].frame == CGRect(x: 175.5, y: 0, width: 167.5, height: 44))
    }
}

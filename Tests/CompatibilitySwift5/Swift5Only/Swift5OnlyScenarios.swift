import Foundation
import ResponderKit
import Testing

@Suite("UIKit snippets that only Swift 5 mode accepts behave")
@MainActor
struct Swift5OnlyScenarios {
    @Test("S44 nonisolated helpers call view API as with UIKit in Swift 5 mode, and it works")
    func nonisolatedHelpers() {
        let stage = Stage(application: .shared)
        defer { stage.window.isHidden = true }
        let helper = KeyboardHelper()
        let close = helper.makeCloseButton()
        stage.root.addSubview(close)
        stage.root.addSubview(makeExpandedButton())
        let taps = ActionCounter(close)
        stage.tap(40, 40)
        #expect(taps.count == 1)
        #expect(HitTestDebugger.describeHit(at: CGPoint(x: 40, y: 40), in: stage.window) == "UIButton")
        #expect(HitTestDebugger.describeHit(at: CGPoint(x: 210, y: 210), in: stage.window) == "UIButton")
        #expect(keyWindow() === stage.window)

        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        stage.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        hideKeyboardEverywhere()
        #expect(!field.isFirstResponder)
        #expect(field.becomeFirstResponder())
        helper.dismissKeyboard(in: stage.root)
        #expect(!field.isFirstResponder)

        let view = ResettingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        stage.root.addSubview(view)
        stage.tap(50, 350)
        #expect(view.alpha == 0.5)
        NotificationCenter.default.post(name: Notification.Name("reset"), object: nil)
        #expect(view.alpha == 1)
        if let observer = view.observer { NotificationCenter.default.removeObserver(observer) }
    }
}

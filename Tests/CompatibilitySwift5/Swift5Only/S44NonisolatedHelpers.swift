// Swift 5-era helpers that are not main-actor types themselves: a helper class, a struct's static
// function and free functions calling view API from nonisolated code, and a notification closure.
// Apple's UIKit is imported as if `@preconcurrency`, so in Swift 5 mode this compiles without a
// word; it is compiled in Swift 5 mode only (Swift 6 mode rejects it against UIKit too). The
// notification closure hands the view to a free function: setting `self.alpha` in the closure
// itself, which is `Sendable`, would compile with a warning, against UIKit as here.
import ResponderKit

final class KeyboardHelper {
    func dismissKeyboard(in view: UIView) {
        view.endEditing(true)
    }

    func makeCloseButton() -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
        button.setTitle("Close", for: .normal)
        return button
    }
}

struct HitTestDebugger {
    static func describeHit(at point: CGPoint, in window: UIWindow) -> String {
        guard let view = window.hitTest(point, with: nil) else { return "nothing" }
        return String(describing: type(of: view))
    }
}

func makeExpandedButton() -> UIButton {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 200, y: 200, width: 20, height: 20)
    return button
}

func keyWindow() -> UIWindow? {
    UIApplication.shared.windows.first { $0.isKeyWindow }
}

func hideKeyboardEverywhere() {
    UIApplication.shared.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil)
}

final class ResettingView: UIView {
    var observer: NSObjectProtocol?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        alpha = 0.5
        observer = NotificationCenter.default.addObserver(
            forName: Notification.Name("reset"), object: nil, queue: nil
        ) { _ in
            restoreAlpha(of: self)
        }
    }
}

func restoreAlpha(of view: UIView) {
    view.alpha = 1
}

// Reacting to hardware key presses, passing on the keys it does not handle.
import ResponderKit

class GameViewController: UIViewController {
    var moves: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            switch key.keyCode {
            case .keyboardW, .keyboardUpArrow:
                moves.append("up")
                handled = true
            case .keyboardSpacebar:
                moves.append("jump")
                handled = true
            default:
                break
            }
        }
        if !handled {
            super.pressesBegan(presses, with: event)
        }
    }
}

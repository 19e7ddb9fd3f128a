// A label that offers Copy: it becomes first responder and says which edit actions it performs.
import UIKit

class CopyableLabel: UILabel {
    var copied: [String] = []

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        return action == #selector(copy(_:))
    }

    override func copy(_ sender: Any?) {
        copied.append(text ?? "")
    }
}

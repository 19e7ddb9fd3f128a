import Foundation
import ResponderScene
import Testing

@Suite("UIKitPort: the migration of PortingFromUIKit.md as text")
struct UIKitPortTests {
    @Test("M1–M4: the import, @objc, typed actions for targets and Objective-C names for selector values")
    func rules() {
        let original = """
            import UIKit

            final class VC: UIViewController {
                override func viewDidLoad() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(VC.tapped(_:)))
                    tap.addTarget(self, action: #selector(VC.again))
                    button.addTarget(nil, action: #selector(VC.save(_:for:)), for: .touchUpInside)
                }
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    action == #selector(copy(_:)) || action == #selector(UIResponder.resignFirstResponder)
                }
                @objc func tapped(_ sender: UITapGestureRecognizer) {}
                @objc func again() {}
            }
            """
        let port = UIKitPort(original, file: "VC.swift")
        #expect(
            port.source == """
                import ResponderKit

                final class VC: UIViewController {
                    override func viewDidLoad() {
                        let tap = UITapGestureRecognizer(target: self, action: VC.tapped)
                        tap.addTarget(self, action: VC.again)
                        button.addTarget(nil, action: Selector(("save:for:")), for: .touchUpInside)
                    }
                    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                        action == Selector(("copy:")) || action == Selector(("resignFirstResponder"))
                    }
                    func tapped(_ sender: UITapGestureRecognizer) {}
                    func again() {}
                }
                """)
        #expect(port.warnings.isEmpty)
    }

    @Test("M5, labelled first arguments and overrides in extensions are reported at their lines, not changed")
    func warnings() {
        let original = """
            import UIKit

            class List: UIViewController {
                func wire() {
                    button.addTarget(nil, action: #selector(List.refresh(_:)), for: .touchUpInside)
                    other.addTarget(self, action: #selector(List.move(to:)), for: .touchUpInside)
                    UIApplication.shared.sendAction(#selector(List.scroll(to:)), to: nil, from: nil, for: nil)
                }
                @objc func refresh(_ sender: Any?) {}
            }

            extension UIViewController {
                override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { print("shake") }
                }
            }
            """
        let port = UIKitPort(original, file: "List.swift")
        #expect(port.source.contains("other.addTarget(self, action: List.move, for: .touchUpInside)"))
        #expect(port.source.contains("sendAction(#selector(List.scroll(to:)), to: nil"))
        #expect(port.warnings.map(\.line) == [7, 9, 13])
        #expect(
            port.warnings[0].description.hasPrefix(
                "List.swift:7: warning: #selector(List.scroll(to:)): the first argument has a label"))
        #expect(port.warnings[1].message.hasPrefix("refresh is found by its selector at run time (M5)"))
        #expect(port.warnings[1].message.contains(#"implement(Selector(("refresh:")))"#))
        #expect(port.warnings[2].message.hasPrefix("an override in an extension"))
    }

    @Test("a file with no UIKit in it comes back unchanged")
    func unchanged() {
        let text = "import Foundation\nlet x = 1\n"
        let port = UIKitPort(text, file: "x.swift")
        #expect(port.source == text && port.warnings.isEmpty)
    }
}

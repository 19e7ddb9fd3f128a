import Foundation
import ResponderPort
import Testing

@Suite("UIKitPort: the migration of PortingFromUIKit.md as text")
struct UIKitPortTests {
    @Test("M1–M4: the import, @objc, typed actions for targets and Objective-C names for selector values")
    func rules() throws {
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
        let port = try UIKitPort(original, file: "VC.swift")
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
    func warnings() throws {
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
        let port = try UIKitPort(original, file: "List.swift")
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

    @Test(
        "M3: an unqualified #selector with target self names the enclosing type's method, from its body or an extension"
    )
    func unqualified() throws {
        let original = """
            import UIKit

            class MapVC: UIViewController {
                let done = UIButton()
                override func viewDidLoad() {
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
                    done.addTarget(self, action: #selector(doneTapped(_:event:)), for: .touchUpInside)
                }
                @objc func handlePan(_ gesture: UIPanGestureRecognizer) {}
            }

            extension MapVC {
                @objc func dismissKeyboard() { view.endEditing(true) }
                @objc private func doneTapped(_ sender: UIButton, event: UIEvent) {}
            }
            """
        let port = try UIKitPort(original, file: "MapVC.swift")
        #expect(
            port.source == """
                import ResponderKit

                class MapVC: UIViewController {
                    let done = UIButton()
                    override func viewDidLoad() {
                        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: MapVC.handlePan))
                        let tap = UITapGestureRecognizer(target: self, action: MapVC.dismissKeyboard)
                        done.addTarget(self, action: MapVC.doneTapped, for: .touchUpInside)
                    }
                    func handlePan(_ gesture: UIPanGestureRecognizer) {}
                }

                extension MapVC {
                    func dismissKeyboard() { view.endEditing(true) }
                    private func doneTapped(_ sender: UIButton, event: UIEvent) {}
                }
                """)
        #expect(port.warnings.isEmpty)
    }

    @Test(
        "M5: what cannot be qualified gets advice whose code compiles: typed senders, no arguments, observers, non-responders"
    )
    func advice() throws {
        let original = """
            import UIKit

            class FormVC: UIViewController {
                let helper = Helper()
                override func viewDidLoad() {
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
                    view.addGestureRecognizer(UITapGestureRecognizer(target: helper, action: #selector(Helper.poke)))
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                    UIApplication.shared.sendAction(#selector(reset), to: nil, from: nil, for: nil)
                }
                @objc func tapped(_ sender: Any) {}
                func wireOptional() { view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(maybe(_:)))) }
                @objc func maybe(_ sender: UITapGestureRecognizer?) {}
                @objc func keyboardWillShow(_ notification: Notification) {}
                @objc func reset() {}
            }

            class Helper: NSObject {
                @objc func poke(_ sender: UITapGestureRecognizer) {}
            }
            """
        let port = try UIKitPort(original, file: "FormVC.swift")
        #expect(port.source.contains(#"UITapGestureRecognizer(target: self, action: Selector(("tapped:")))"#))
        #expect(port.source.contains("UITapGestureRecognizer(target: helper, action: Helper.poke)"))
        #expect(port.warnings.map(\.line) == [12, 14, 15, 16])
        #expect(port.warnings[1].message.contains("self.maybe(sender as? UITapGestureRecognizer)"))
        #expect(port.source.contains(#"UITapGestureRecognizer(target: self, action: Selector(("maybe:")))"#))
        #expect(port.warnings[0].message.contains("{ [unowned self] sender, _ in self.tapped(sender as Any) }"))
        #expect(port.warnings[2].message.contains("addObserver(forName: name, object: nil, queue: .main)"))
        #expect(port.warnings[2].message.contains("self?.keyboardWillShow(notification)"))
        #expect(port.warnings[2].message.contains("nonisolated(unsafe) let notification = notification"))
        #expect(
            port.warnings[3].message.contains(
                #"implement(Selector(("reset"))) { [unowned self] _, _ in self.reset() }"#))
    }

    @Test("M5 for a type that is not a responder advises ActionPerforming, with the typed call")
    func nonResponder() throws {
        let original = """
            import UIKit

            final class Router: NSObject {
                func wire(_ button: UIButton) {
                    button.addTarget(nil, action: #selector(open(_:)), for: .touchUpInside)
                }
                @objc func open(_ sender: UIButton) {}
            }
            """
        let port = try UIKitPort(original, file: "Router.swift")
        #expect(port.warnings.count == 1)
        #expect(port.warnings[0].message.contains("its type is not a responder"))
        #expect(port.warnings[0].message.contains("ActionPerforming"))
        #expect(port.warnings[0].message.contains("{ self.open(sender as! UIButton) }"))
    }

    @Test("M1, M2: UIGestureRecognizerSubclass's import and Interface Builder's attributes go, each with a note")
    func importsAndOutlets() throws {
        let original = """
            import UIKit
            import UIKit.UIGestureRecognizerSubclass

            class ProfileVC: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBAction func followTapped(_ sender: UIButton) {}
            }
            """
        let port = try UIKitPort(original, file: "ProfileVC.swift")
        #expect(!port.source.contains("UIGestureRecognizerSubclass") && !port.source.contains("@IB"))
        #expect(port.source.contains("    weak var nameLabel: UILabel!\n    func followTapped(_ sender: UIButton) {}"))
        #expect(port.source.components(separatedBy: "\n").count == original.components(separatedBy: "\n").count)
        #expect(port.warnings.map(\.line) == [2, 5, 6] && port.warnings.allSatisfy(\.isNote))
        #expect(
            port.warnings[0].description.hasPrefix(
                "ProfileVC.swift:2: note: import UIKit.UIGestureRecognizerSubclass dropped"))
        // Alone, the submodule's import is the file's import.
        let alone = try UIKitPort("import UIKit.UIGestureRecognizerSubclass\nlet x = 1\n", file: "R.swift")
        #expect(alone.source == "import ResponderKit\nlet x = 1\n")
        #expect(
            !(try UIKitPort("import UIKit.UIGestureRecognizerSubclass\n", file: "R.swift").source.contains(
                "ResponderKit.")))
    }

    @Test("a file with no UIKit in it comes back unchanged")
    func unchanged() throws {
        let text = "import Foundation\nlet x = 1\n"
        let port = try UIKitPort(text, file: "x.swift")
        #expect(port.source == text && port.warnings.isEmpty)
    }

    @Test("comments and string literals are left as written; the code of an interpolation is ported")
    func commentsAndStrings() throws {
        let original = #"""
            import UIKit // was #selector(old) with @objc
            /* A block /* nested: #selector(a) */ @objc func b() */

            class NoteVC: UIViewController {
                let help = "use #selector(foo) with @objc "
                let brace = "}"  // an unbalanced brace in a string: not counted
                let page = """
                    import UIKit
                    @IBOutlet weak var label: UILabel!
                    #selector(bar(_:)) and @objc \(#selector(NoteVC.shown))
                    """
                let raw = #"@objc #selector(baz) "quoted" \(notCode)"#
                let nested = "\(["#selector(x)"].map { "@objc \($0)" }) \(#selector(saved))"
                /// Calls `#selector(handle(_:))`.
                override func viewDidLoad() {
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handle(_:))))
                }
                @objc func handle(_ gesture: UITapGestureRecognizer) {}
            }
            """#
        let port = try UIKitPort(original, file: "NoteVC.swift")
        #expect(
            port.source == #"""
                import ResponderKit // was #selector(old) with @objc
                /* A block /* nested: #selector(a) */ @objc func b() */

                class NoteVC: UIViewController {
                    let help = "use #selector(foo) with @objc "
                    let brace = "}"  // an unbalanced brace in a string: not counted
                    let page = """
                        import UIKit
                        @IBOutlet weak var label: UILabel!
                        #selector(bar(_:)) and @objc \(Selector(("shown")))
                        """
                    let raw = #"@objc #selector(baz) "quoted" \(notCode)"#
                    let nested = "\(["#selector(x)"].map { "@objc \($0)" }) \(Selector(("saved")))"
                    /// Calls `#selector(handle(_:))`.
                    override func viewDidLoad() {
                        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: NoteVC.handle))
                    }
                    func handle(_ gesture: UITapGestureRecognizer) {}
                }
                """#)
        #expect(port.warnings.isEmpty)
    }

    @Test("an override in an extension of a UIKit class is told to subclass; of the file's own class, to move")
    func overridesInExtensions() throws {
        let original = """
            import UIKit

            class Card: UIView {}

            extension UIView {
                override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
            }

            extension Card {
                override func layoutSubviews() {}
            }

            extension UIKit.UIViewController {
                override var canBecomeFirstResponder: Bool { true }
            }
            """
        let port = try UIKitPort(original, file: "Card.swift")
        #expect(port.source == original.replacingOccurrences(of: "import UIKit\n", with: "import ResponderKit\n"))
        #expect(port.warnings.map(\.line) == [6, 10, 14])
        #expect(
            port.warnings[0].message == """
                an override in an extension of UIView, a UIKit class: Swift overrides a method only in a class's \
                body (an override in an extension needs the Objective-C runtime, which Linux lacks), and \
                UIView's body is ResponderKit's; subclass it (`class MyView: UIView { override \
                hitTest(_:with:) … }`) and make the objects that need the override of that subclass
                """)
        #expect(
            port.warnings[1].message
                == "an override in an extension needs the Objective-C runtime: move it into the class body")
        #expect(port.warnings[2].message.hasPrefix("an override in an extension of UIViewController, a UIKit class"))
        #expect(port.warnings[2].message.contains("override canBecomeFirstResponder …"))
    }

    @Test("a file whose name does not end in .swift, or whose text does not parse as Swift, is refused, located")
    func refusals() throws {
        #expect(
            throws: PortError(
                file: "README.md", line: 0, column: 0, message: "not a Swift file: its name does not end in .swift",
                hint: "port reads a Swift source file written for UIKit, such as MyViewController.swift")
        ) {
            try UIKitPort("# ResponderKit\n\nimport UIKit\n", file: "README.md")
        }
        do {
            _ = try UIKitPort("import UIKit\n\nclass A: UIView {\n    func f( {\n}\n", file: "A.swift")
            Issue.record("a file that does not parse was ported")
        } catch let error as PortError {
            #expect(error.file == "A.swift" && error.line == 4 && error.column == 12)
            #expect(error.message.hasPrefix("not Swift that parses: "))
            #expect(error.hint.hasPrefix("port reads a Swift file that compiles with UIKit"))
        }
        // An unterminated string or comment does not parse either: nothing is ported by guesswork.
        #expect(throws: PortError.self) { try UIKitPort("let s = \"#selector(a)\n", file: "S.swift") }
        #expect(throws: PortError.self) { try UIKitPort("/* @objc \n", file: "C.swift") }
    }

    @Test("a file with CRLF line ends keeps them, and its methods are found as in an LF file")
    func crlf() throws {
        let lf = """
            import UIKit
            class A: UIView {
                @objc func refresh() {}
                let s = #selector(refresh) // #selector(g)
            }

            """
        let port = try UIKitPort(lf.replacingOccurrences(of: "\n", with: "\r\n"), file: "A.swift")
        let expected = try UIKitPort(lf, file: "A.swift")
        #expect(port.source == expected.source.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(port.source.contains("let s = Selector((\"refresh\")) // #selector(g)\r\n"))
        #expect(port.warnings == expected.warnings && port.warnings.map(\.line) == [3])
        #expect(port.warnings[0].message.contains("{ [unowned self] _, _ in self.refresh() }"))
    }
}

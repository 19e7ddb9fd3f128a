import Foundation
import Testing
import ResponderKit
@testable import ResponderScene

/// Every `precondition` of the engine (DESIGN decision 9: API misuse stops the program) against
/// what scenes and scripts can do: each is either checked by the reader first, with a located
/// error (a scene that tries it shows the error), or out of a scene's reach (the reason is
/// written down). A new precondition without an entry here fails the inventory test.
@Suite("Engine preconditions a scene could reach")
@MainActor
struct PreconditionTests {
    nonisolated struct Entry: Sendable {
        /// The file of the precondition, and text of its call or message that identifies it.
        let file: String
        let marker: String
        /// A scene that tries to reach it, and the located error it gets instead (`line:column:
        /// message`); nil when scenes cannot reach it.
        let scene: String?
        let error: String?
        /// Why the scene cannot reach it, or what the reader checks.
        let reason: String
    }

    nonisolated static let window = "windows:\n  - id: w\n    key: true\n    subviews:\n      - id: a\n"

    nonisolated static let navigation =
        "windows:\n  - id: w\n    key: true\n    rootViewController:\n      id: nav\n"
        + "      class: UINavigationController\n      viewControllers:\n        - id: inbox\n"

    nonisolated static let entries: [Entry] = [
        Entry(
            file: "UINavigationController.swift", marker: "pushing the same view controller instance",
            scene: navigation + "script:\n  - push: {on: nav, controller: inbox}\n",
            error: "10:33: 'inbox' is already in the navigation stack of 'nav'",
            reason: "`push` names a controller in the stack: the reader refuses it, as UIKit raises (NAV2)"),
        Entry(
            file: "UINavigationController.swift", marker: "pushing a navigation controller is not supported",
            scene: navigation + "script:\n  - push: {on: nav, controller: {id: x, class: UINavigationController}}\n",
            error: "10:33: a navigation controller cannot be pushed onto a navigation controller",
            reason: "`push` builds a navigation controller: the reader refuses it, as UIKit raises (NAV2)"),
        Entry(
            file: "UINavigationController.swift", marker: "appears more than once in the stack", scene: nil, error: nil,
            reason: "a scene's stack is built from mappings with new ids, so no controller is in it twice"),
        Entry(
            file: "UINavigationController.swift", marker: "a navigation controller cannot be in a navigation stack",
            scene: navigation + "        - {id: inner, class: UINavigationController}\n",
            error: "9:11: a navigation controller cannot be pushed onto a navigation controller",
            reason: "the reader refuses a navigation controller in a navigation controller's `viewControllers`"),
        Entry(
            file: "UINavigationBar.swift", marker: "already in the navigation bar's stack", scene: nil, error: nil,
            reason: "no step pushes navigation items; a navigation controller sets its bar's items whole"),
        Entry(
            file: "UITabBarController.swift", marker: "appears more than once in the tabs", scene: nil, error: nil,
            reason: "a scene's tabs are built from mappings with new ids, so no controller is a tab twice"),
        Entry(
            file: "UITabBarController.swift", marker: "is out of range (the tab bar controller has",
            scene: "windows:\n  - id: w\n    key: true\n    rootViewController:\n      id: tabs\n"
                + "      class: UITabBarController\n      selectedIndex: 3\n      viewControllers:\n        - id: home\n",
            error: "7:22: selectedIndex 3 is out of range: the tab bar controller has 1 tabs",
            reason: "the reader checks `selectedIndex` and `selectTab` against the tabs (TAB5)"),
        Entry(
            file: "UIViewController.swift", marker: "cannot be its own child", scene: nil, error: nil,
            reason:
                "child controllers are built from their own mappings with new ids, never from an existing controller"),
        Entry(
            file: "SubviewPositions.swift", marker: "removed subview's slot", scene: nil, error: nil,
            reason: "the engine's own hierarchy bookkeeping (invariants build only)"),
        Entry(
            file: "TouchDeliveryState.swift", marker: "does not owe it", scene: nil, error: nil,
            reason: "the engine's own delivery bookkeeping (invariants build only); input is raw touches"),
        Entry(
            file: "TouchDeliveryState.swift", marker: "delayed for a touch", scene: nil, error: nil,
            reason: "the engine's own delivery bookkeeping (invariants build only)"),
        Entry(
            file: "TouchDeliveryState.swift", marker: "illegal move from", scene: nil, error: nil,
            reason: "the engine's own delivery bookkeeping (invariants build only)"),
        Entry(
            file: "TouchDeliveryState.swift", marker: "touch delivery:",
            scene: window + "script:\n  - touch: {finger: 1, phase: ended, at: [1, 1]}\n",
            error: "7:31: finger 1 never began",
            reason: "a script's finger phases are checked when it is read (a phase for a finger that is not down)"),
        Entry(
            file: "UIView+Hierarchy.swift", marker: "exchangeSubview", scene: nil, error: nil,
            reason: "no step reorders subviews by index"),
        Entry(
            file: "UIView+Hierarchy.swift", marker: "cannot add a view to itself",
            scene: window + "script:\n  - add: {view: {id: a}, to: a}\n",
            error: "7:22: duplicate id 'a'",
            reason: "`add` builds a new view, and its id must be new, so it is never an ancestor of where it goes"),
        Entry(
            file: "UIView+Hierarchy.swift", marker: "a UIWindow cannot be added",
            scene: window + "script:\n  - add: {view: {id: x, class: UIWindow}, to: a}\n",
            error: "7:32: unknown view class 'UIWindow'",
            reason: "views are built from the view classes, which do not include UIWindow"),
        Entry(
            file: "HitWalk.swift", marker: "hit-test accelerator answered", scene: nil, error: nil,
            reason: "an invariant of the engine (invariants build only)"),
        Entry(
            file: "SubviewIndex.swift", marker: "header.room", scene: nil, error: nil,
            reason: "the accelerator's own storage"),
        Entry(
            file: "UIGestureRecognizer.swift", marker: "isLegal(from: _state", scene: nil, error: nil,
            reason: "scenes never set a recognizer's state; the observer only fails from possible"),
        Entry(
            file: "UIGestureRecognizer.swift", marker: "cannot require itself to fail",
            scene: window + "        gestures: [{id: g, type: tap, shouldRequireFailureOf: [g]}]\n",
            error: "6:64: a gesture cannot require itself to fail",
            reason:
                "`requireToFail` (SceneErrorTests) and the delegate's `shouldRequireFailureOf` and `shouldBeRequiredToFailBy` refuse the recognizer itself"
        ),
        Entry(
            file: "UIGestureRecognizer.swift", marker: "touch index", scene: nil, error: nil,
            reason: "scenes never call location(ofTouch:in:)"),
        Entry(
            file: "UITableView+Loading.swift", marker: "a count is at least 0", scene: nil, error: nil,
            reason:
                "a scene's list data counts the sections and rows it lists (or a count the reader checks is 0 or more)"
        ),
        Entry(
            file: "UICollectionViewLayout.swift", marker: "a count is at least 0", scene: nil, error: nil,
            reason:
                "a scene's list data counts the sections and items it lists (or a count the reader checks is 0 or more)"
        ),
        Entry(
            file: "UITableView+Loading.swift", marker: "a height is finite and at least 0", scene: nil, error: nil,
            reason:
                "the reader refuses a negative or non-finite height, rowHeight or header and footer height (ListSceneTests)"
        ),
        Entry(
            file: "UICollectionViewLayout.swift", marker: "a size is finite and at least 0", scene: nil, error: nil,
            reason: "the reader refuses a negative or non-finite itemSize"),
        Entry(
            file: "UITableView.swift", marker: "does not exist (the table has", scene: nil, error: nil,
            reason: "scenes name sections only through rows, which the reader checks exist before asking for them"),
        Entry(
            file: "UITableView.swift", marker: "invalid index path", scene: nil, error: nil,
            reason: "the reader checks that a step's or an answer's row exists before the table is asked about it"),
        Entry(
            file: "IndexPath+Lists.swift", marker: "exactly two indices", scene: nil, error: nil,
            reason: "the reader makes every index path of a section and a row or item"),
        Entry(
            file: "UIViewController+Presentation.swift", marker: "present modally a view controller on itself",
            scene: nil, error: nil,
            reason:
                "`present` and `presentedViewController` build the presented controller from a mapping with a new id (PRES8)"
        ),
        Entry(
            file: "UIViewController+Presentation.swift", marker: "that has a parent view controller", scene: nil,
            error: nil, reason: "a controller a scene presents is built for it, so it has no parent (PRES8)"),
        Entry(
            file: "UIViewController+Presentation.swift", marker: "that is already being presented", scene: nil,
            error: nil, reason: "a controller a scene presents is built for it, so it is not presented yet (PRES8)"),
        Entry(
            file: "UIStackView.swift", marker: "is beyond the end of arrangedSubviews", scene: nil, error: nil,
            reason: "a scene arranges a stack's views in order, each at the end; no step inserts at an index"),
        Entry(
            file: "UIStackView.swift", marker: "invariant: an arranged view is a subview", scene: nil, error: nil,
            reason: "invariant checks of the engine (invariants build only)"),
        Entry(
            file: "UIStackView.swift", marker: "invariant: a view is arranged once", scene: nil, error: nil,
            reason: "invariant checks of the engine (invariants build only)"),
        Entry(
            file: "UIApplication+Invariants.swift", marker: "invariant", scene: nil, error: nil,
            reason: "invariant checks of the engine (invariants build only)"),
        Entry(
            file: "UIApplication+Invariants.swift", marker: "precondition(", scene: nil, error: nil,
            reason: "invariant checks of the engine (invariants build only)")
    ]

    /// Each `precondition(` of Sources/ResponderKit with the four lines from it.
    static func sites() throws -> [(file: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")
        var sites: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.contains("precondition(") && !line.contains("///") {
                sites.append(
                    (url.lastPathComponent, lines[index..<min(index + 4, lines.count)].joined(separator: "\n")))
            }
        }
        return sites
    }

    @Test("every precondition of the engine has an entry: checked by the reader first, or out of a scene's reach")
    func inventory() throws {
        let sites = try Self.sites()
        #expect(sites.count >= 20)
        for site in sites {
            let matched = Self.entries.contains { $0.file == site.file && site.text.contains($0.marker) }
            #expect(matched, "no entry for the precondition in \(site.file):\n\(site.text)")
        }
        for entry in Self.entries {
            #expect(
                sites.contains { $0.file == entry.file && $0.text.contains(entry.marker) },
                "the entry \(entry.file) '\(entry.marker)' names no precondition")
        }
    }

    @Test(
        "a scene that tries to reach a precondition gets a located error instead",
        arguments: entries.filter { $0.scene != nil }.map(\.marker))
    func reachable(marker: String) {
        let entry = Self.entries.first { $0.marker == marker && $0.scene != nil }!
        do {
            let scene = try SceneLoader.load(entry.scene!, file: "s.yaml")
            if let script = scene.script { _ = try ScriptRunner.run(script, in: scene, topics: []) }
            Issue.record("no error for \(marker)")
        } catch let error as SceneError {
            #expect("\(error.line):\(error.column): \(error.message)" == entry.error)
            #expect(error.hint != nil)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("removing what is not there: a view removed twice, a gesture removed twice, a window")
    func removals() throws {
        func failure(_ steps: String) -> String {
            do {
                let scene = try SceneLoader.load(
                    Self.window + "        gestures: [{id: g, type: tap}]\nscript:\n" + steps, file: "s.yaml")
                _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
                return "no error"
            } catch let error as SceneError {
                return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
            } catch {
                return "unexpected \(error)"
            }
        }
        #expect(
            failure("  - remove: a\n  - remove: a\n")
                == "9:13: 'a' is not in a superview, so there is nothing to remove it from | it was removed earlier, or never added; remove it once"
        )
        #expect(
            failure("  - remove: g\n  - remove: g\n")
                == "9:13: 'g' is on no view, so there is nothing to remove it from | it was removed earlier; remove it once"
        )
        #expect(
            failure("  - remove: w\n")
                == "8:13: 'w' is a window, which has no superview to leave | hide it with `set: {view: w, hidden: true}`"
        )
    }
}

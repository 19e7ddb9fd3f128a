import Foundation
import ResponderKit
import Testing

@testable import ResponderScene

/// Tables and collection views written in a scene: their data inline, the delegate's answers per
/// row, steps that touch a row, and a `delegate` log line for each highlight and selection call.
@Suite("Tables and collection views in scenes")
@MainActor
struct ListSceneTests {
    /// A table `list` of two sections (three rows, then `rows`) filling the screen under a root
    /// view with `rootGestures`, and `script`.
    func scene(rows: String = "5", rootGestures: String = "[]", extra: String = "", script: String) -> String {
        """
        windows:
          - id: main
            key: true
            rootViewController:
              id: vc
              actions: ["dismissKeyboard:"]
              view:
                id: root
                gestures: \(rootGestures)
                subviews:
                  - id: list
                    class: UITableView
                    frame: [0, 0, 375, 667]
                    \(extra)
                    sections:
                      - rows:
                          - {id: wifi, text: Wi-Fi}
                          - {id: about, height: 60}
                          - {id: locked, shouldHighlight: false}
                      - rows: \(rows)
        script:
        \(script)
        """
    }

    func log(_ text: String) throws -> [String] {
        let scene = try SceneLoader.load(text, file: "s.yaml")
        return LogRenderer.text(try ScriptRunner.run(try #require(scene.script), in: scene, topics: []))
            .split(separator: "\n").map(String.init)
    }

    /// The `delegate` lines of the log, without their times.
    func delegateCalls(_ text: String) throws -> [String] {
        try log(text).compactMap { line in
            line.range(of: "list.delegate ").map { String(line[$0.lowerBound...]) }
        }
    }

    func failure(_ text: String) -> String {
        do {
            let scene = try SceneLoader.load(text, file: "s.yaml")
            _ = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
            return "no error"
        } catch let error as SceneError {
            return "\(error.line):\(error.column): \(error.message) | \(error.hint ?? "")"
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test(
        "a tap on a row calls the delegate's highlight and selection family with its index path, and selects its cell")
    func tapSelects() throws {
        let calls = try delegateCalls(
            scene(
                script: """
                      - tap: {row: [0, 1], in: list}
                      - expect: {view: about, selected: true, highlighted: false}
                      - expect: {view: wifi, selected: false}
                    """))
        #expect(calls.contains("list.delegate didSelectRowAt [0, 1]"), "\(calls)")
        #expect(calls.contains("list.delegate willSelectRowAt [0, 1] → [0, 1]"), "\(calls)")
        #expect(calls.contains("list.delegate shouldHighlightRowAt [0, 1] → true"), "\(calls)")
        let order = ["shouldHighlightRowAt", "didHighlightRowAt", "willSelectRowAt", "didSelectRowAt"].map { call in
            calls.firstIndex { $0.contains(call) } ?? -1
        }
        #expect(order == order.sorted() && !order.contains(-1), "\(calls)")
    }

    @Test(
        "TV12 TV17: a row's subviews go in its cell's contentView, so a button there takes its tap; in cellSubviews the contentView covers it"
    )
    func rowSubviewsAndCellSubviews() throws {
        let text = """
            windows:
              - id: main
                key: true
                rootViewController:
                  id: vc
                  actions: ["buy:"]
                  view:
                    id: root
                    subviews:
                      - id: list
                        class: UITableView
                        frame: [0, 0, 375, 667]
                        sections:
                          - rows:
                              - id: inside
                                subviews:
                                  - {id: buyInside, class: UIButton, frame: [10, 0, 100, 44], targets: [{event: touchUpInside, target: vc, action: "buy:"}]}
                              - id: outside
                                cellSubviews:
                                  - {id: buyOutside, class: UIButton, frame: [10, 0, 100, 44], targets: [{event: touchUpInside, target: vc, action: "buy:"}]}
            script:
              - tap: {at: [50, 22], in: list}
              - tap: {at: [50, 66], in: list}
            """
        // The covered button sees nothing: the touch goes to the content view and the row is selected.
        #expect(
            try log(text) == [
                "1 tap (50, 22) in list ---> buyInside", "    0.050  vc performs buy: from buyInside",
                "2 tap (50, 66) in list ---> (nothing)",
                "    0.100  list.delegate shouldHighlightRowAt [0, 1] → true",
                "    0.100  list.delegate didHighlightRowAt [0, 1]",
                "    0.100  list.delegate willSelectRowAt [0, 1] → [0, 1]",
                "    0.100  list.delegate didUnhighlightRowAt [0, 1]",
                "    0.100  list.delegate didSelectRowAt [0, 1]"
            ])
    }

    @Test("TV4: a row whose delegate refuses the highlight is not selected; willSelect nil selects nothing")
    func refusals() throws {
        let refused = try delegateCalls(
            scene(
                extra: "answers: [{row: [1, 2], willSelect: null}]",
                script: """
                      - tap: {row: [0, 2], in: list}
                      - expect: {view: locked, selected: false}
                      - tap: {row: [1, 2], in: list}
                      - expect: {view: list.1.2, selected: false}
                    """))
        #expect(refused.contains("list.delegate shouldHighlightRowAt [0, 2] → false"), "\(refused)")
        #expect(refused.contains("list.delegate willSelectRowAt [1, 2] → nil"), "\(refused)")
        #expect(!refused.contains { $0.contains("didSelectRowAt") }, "\(refused)")
    }

    @Test(
        "TV11: didSelectRowAt is not called under a dismiss-keyboard tap that cancels touches, and is once it does not")
    func dismissKeyboardTap() throws {
        let tap = "{id: dismissTap, type: tap, action: \"vc.dismissKeyboard:\", cancelsTouchesInView: %@}"
        let script = "  - tap: {row: [0, 0], in: list}\n  - expect: {view: wifi, selected: %@}"
        let cancelled = try log(
            scene(
                rootGestures: "[\(tap.replacingOccurrences(of: "%@", with: "true"))]",
                script: script.replacingOccurrences(of: "%@", with: "false")))
        #expect(cancelled.contains { $0.contains("vc performs dismissKeyboard:") }, "\(cancelled)")
        #expect(!cancelled.contains { $0.contains("didSelectRowAt") }, "\(cancelled)")
        let fixed = try log(
            scene(
                rootGestures: "[\(tap.replacingOccurrences(of: "%@", with: "false"))]",
                script: script.replacingOccurrences(of: "%@", with: "true")))
        #expect(fixed.contains { $0.contains("list.delegate didSelectRowAt [0, 0]") }, "\(fixed)")
    }

    @Test("the delegate lines are valid event-log JSON with the index path and the answer")
    func json() throws {
        let scene = try SceneLoader.load(
            scene(extra: "answers: [{row: [1, 0], willSelect: null}]", script: "  - tap: {row: [1, 0], in: list}"),
            file: "s.yaml")
        let entries = try ScriptRunner.run(try #require(scene.script), in: scene, topics: [])
        let lines = LogRenderer.jsonLines(entries).split(separator: "\n").filter { $0.contains(#""kind":"delegate""#) }
        #expect(
            lines.contains {
                $0.contains(#""list":"list","call":"willSelectRowAt","indexPath":[1,0],"returned":null"#)
            }, "\(lines)")
    }

    @Test(
        "bad input: a row out of range, an answer for a row that does not exist, a negative height, a row step on a view that is not a table"
    )
    func badInput() throws {
        #expect(
            failure(scene(script: "  - tap: {row: [1, 9], in: list}"))
                == "22:16: 'list' has no row [1, 9] | it has 2 sections of 3, 5 rows; they count from 0")
        #expect(
            failure(scene(script: "  - tap: {row: [4, 0], in: list}"))
                == "22:16: 'list' has no row [4, 0] | it has 2 sections of 3, 5 rows; they count from 0")
        #expect(
            failure(scene(extra: "answers: [{row: [1, 5], shouldHighlight: false}]", script: "  - wait: 0.1"))
                == "14:29: the delegate answers for row [1, 5] of 'list', which does not exist | it has 2 sections of 3, 5 rows; they count from 0"
        )
        #expect(
            failure(scene(rows: "[{height: -4}]", script: "  - wait: 0.1")).hasSuffix(
                "height must be 0 or more, not -4 | heights are in points"))
        #expect(failure(scene(rows: "[{height: .inf}]", script: "  - wait: 0.1")).contains("must be a finite number"))
        #expect(
            failure(scene(script: "  - tap: {row: [0, 0], in: root}"))
                == "22:16: 'root' is not a UITableView, so it has no rows | name a table in `in`; a collection view's items are `item:`, and a point is `at: [x, y]`"
        )
        #expect(
            failure(scene(rows: "[{shouldSelect: false}]", script: "  - wait: 0.1")).contains(
                "'shouldSelect' is a collection view's delegate answer"))
    }

    @Test("a row out of view is not tapped blind: the error says to scroll first")
    func outOfView() throws {
        #expect(
            failure(scene(rows: "40", script: "  - tap: {row: [1, 39], in: list}")).contains(
                "row [1, 39] of 'list' is out of view"))
    }

    @Test("a collection view's items are tapped by index path and logged with the item family")
    func collection() throws {
        let text = """
            windows:
              - id: main
                key: true
                subviews:
                  - id: list
                    class: UICollectionView
                    frame: [0, 0, 375, 667]
                    itemSize: [100, 100]
                    sections: [{items: [{id: a}, {id: b, shouldSelect: false}, {id: c}]}]
            script:
              - tap: {item: [0, 2], in: list}
              - expect: {view: c, selected: true}
              - tap: {item: [0, 1], in: list}
              - expect: {view: b, selected: false}
            """
        let calls = try delegateCalls(text)
        #expect(calls.contains("list.delegate didSelectItemAt [0, 2]"), "\(calls)")
        #expect(calls.contains("list.delegate shouldSelectItemAt [0, 1] → false"), "\(calls)")
        #expect(!calls.contains("list.delegate didSelectItemAt [0, 1]"), "\(calls)")
    }
}

import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import ResponderDiagnosis
@testable import ResponderScene

/// Each lint rule alone, on a tiny scene that triggers it and on one just short of it.
@Suite("Lint rules, one at a time")
@MainActor
struct LintRuleTests {
    /// A scene of one window `w` (375×667) holding `subviews`, a YAML list; its first line is the
    /// file's line 5.
    func scene(_ subviews: String) throws -> Scene {
        let items = subviews.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(
            separator: "\n")
        return try SceneLoader.load(
            "windows:\n  - id: w\n    key: true\n    subviews:\n" + items + "\n", file: "s.yaml")
    }

    /// What `rule` alone finds in `scene`, every view asked in `Lint.check`'s order, each finding as
    /// `line:column: message | fix`.
    func run(_ rule: any LintRule, on scene: Scene) -> [String] {
        var lines: [String] = []
        for window in scene.windows {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                stack += view.subviews.reversed()
                for finding in rule.findings(for: view, in: scene) {
                    #expect(finding.check == rule.id && finding.file == "s.yaml")
                    lines.append("\(finding.line):\(finding.column): \(finding.message) | \(finding.fix)")
                }
            }
        }
        return lines
    }

    /// The checks `Lint.check` reports for `scene`, in order, without those in `ignoring` (the
    /// scenes of other rules' tests have controls with no targets, which `no-target` reports).
    func checks(_ scene: Scene, ignoring: Set<String> = ["no-target"]) -> [String] {
        Lint.check(scene).map(\.check).filter { !ignoring.contains($0) }
    }

    @Test("the rules run in a fixed order, each under its own kebab-case id")
    func order() {
        #expect(
            Lint.rules.map(\.id) == [
                "interaction-off", "transparent-target", "animating-without-interaction", "blocked-by-ancestor",
                "zero-size-ancestor", "zero-size-arranged",
                "outside-ancestor", "covered", "under-presentation", "no-target", "action-not-found", "unsent-event",
                "small-target",
                "ancestor-tap-cancels", "single-and-double-tap", "waits-for-double-tap", "pan-in-scroll-view",
                "declines-touches", "system-edge"
            ])
        for id in Lint.rules.map(\.id) {
            #expect(
                !id.isEmpty && id.allSatisfy { $0.isLowercase || $0 == "-" } && !id.hasPrefix("-")
                    && !id.hasSuffix("-"), "\(id)")
        }
    }

    @Test("a view's findings come in the order of the rules, views depth-first in subview order")
    func aggregatorOrder() throws {
        let scene = try scene(
            """
            - id: root
              frame: [0, 0, 375, 667]
              gestures: [{id: dismiss, type: tap}]
              subviews:
                - id: panel
                  frame: [0, 0, 100, 100]
                  userInteractionEnabled: false
                  subviews:
                    - {id: knob, class: UISlider, frame: [80, 0, 30, 30]}
                - {id: later, class: UISlider, frame: [0, 200, 300, 44]}
            """)
        #expect(
            checks(scene, ignoring: []) == [
                "blocked-by-ancestor", "outside-ancestor", "no-target", "small-target", "ancestor-tap-cancels",
                "no-target", "ancestor-tap-cancels"
            ])
        let perRule = Lint.rules.map { run($0, on: scene) }
        #expect(perRule.map(\.count) == [0, 0, 0, 1, 0, 0, 1, 0, 0, 2, 0, 0, 1, 2, 0, 0, 0, 0, 0])
        #expect(Lint.check(scene).map(\.line) == [13, 13, 13, 13, 7, 14, 7])
    }

    @Test("blocked-by-ancestor: a target under an ancestor with interaction off, hidden or transparent, nearest first")
    func blockedByAncestor() throws {
        let rule = BlockedByAncestorRule()
        let blocked = try scene(
            """
            - id: off
              frame: [0, 0, 375, 100]
              userInteractionEnabled: false
              subviews: [{id: a, class: UIButton, frame: [0, 0, 100, 44]}]
            - id: outer
              frame: [0, 100, 375, 100]
              hidden: true
              subviews:
                - id: faint
                  frame: [0, 0, 375, 100]
                  alpha: 0.005
                  subviews: [{id: b, class: UIButton, frame: [0, 0, 100, 44]}]
            """)
        #expect(
            run(rule, on: blocked) == [
                "8:25: `a` (UIButton) can never be touched: its ancestor `off` has userInteractionEnabled false"
                    + " | set userInteractionEnabled: true on `off` (isUserInteractionEnabled = true), or move `a` (UIButton) out of it",
                "16:29: `b` (UIButton) can never be touched: its ancestor `faint` has alpha 0.005, below 0.01"
                    + " | raise alpha on `faint` to 0.01 or more, or move `b` (UIButton) out of it"
            ])
        #expect(checks(blocked) == [rule.id, rule.id])
        let hidden = try scene(
            """
            - id: box
              frame: [0, 0, 375, 100]
              hidden: true
              subviews: [{id: a, class: UIButton, frame: [0, 0, 100, 44]}]
            """)
        #expect(
            run(rule, on: hidden) == [
                "8:25: `a` (UIButton) can never be touched: its ancestor `box` is hidden"
                    + " | show `box` (hidden: false, isHidden = false) when `a` (UIButton) should work, or move `a` (UIButton) out of it"
            ])
        let fine = try scene(
            """
            - id: box
              frame: [0, 0, 375, 100]
              alpha: 0.01
              subviews:
                - {id: a, class: UIButton, frame: [0, 0, 100, 44]}
                - {id: gone, class: UIButton, frame: [0, 50, 100, 44], hidden: true}
            - id: off
              frame: [0, 100, 375, 100]
              userInteractionEnabled: false
              subviews: [{id: plain, frame: [0, 0, 100, 44]}]
            """)
        #expect(run(rule, on: fine) == [])
        #expect(checks(fine) == [])
    }

    @Test("zero-size-ancestor: a target inside an ancestor without width or height")
    func zeroSizeAncestor() throws {
        let rule = ZeroSizeAncestorRule()
        let collapsed = try scene(
            """
            - id: collapsed
              frame: [0, 320, 375, 0]
              subviews: [{id: more, class: UIButton, frame: [0, 0, 100, 44]}]
            """)
        #expect(
            run(rule, on: collapsed) == [
                "7:25: `more` (UIButton) can never be touched: its ancestor `collapsed` has zero size | give `collapsed` a size that contains `more` (UIButton)"
            ])
        #expect(checks(collapsed) == [rule.id])
        let sized = try scene(
            """
            - id: collapsed
              frame: [0, 320, 375, 44]
              subviews: [{id: more, class: UIButton, frame: [0, 0, 100, 44]}]
            """)
        #expect(run(rule, on: sized) == [])
        #expect(checks(sized) == [])
    }

    @Test("outside-ancestor: the share of a target outside an ancestor's bounds, or all of it")
    func outsideAncestor() throws {
        let rule = OutsideAncestorRule()
        let outside = try scene(
            """
            - id: container
              frame: [20, 100, 200, 100]
              subviews:
                - {id: buy, class: UIButton, frame: [150, 80, 100, 44]}
                - {id: away, class: UIButton, frame: [300, 0, 100, 44]}
            """)
        #expect(
            run(rule, on: outside) == [
                "8:18: 77% of `buy` (UIButton) lies outside its ancestor `container`: touches there do not reach it"
                    + " | move `buy` (UIButton) inside `container`, or enlarge the ancestor (clipsToBounds would show what is lost)",
                "9:18: `away` (UIButton) lies entirely outside its ancestor `container`: no touch reaches it | move `away` (UIButton) inside `container`, or enlarge the ancestor"
            ])
        #expect(checks(outside) == [rule.id, rule.id])
        let inside = try scene(
            """
            - id: container
              frame: [20, 100, 200, 100]
              subviews: [{id: buy, class: UIButton, frame: [100, 56, 100, 44]}]
            """)
        #expect(run(rule, on: inside) == [])
        #expect(checks(inside) == [])
    }

    /// A form of `rows` rows of 44 pt, each a button, in a scroll view 600 pt high whose content
    /// is `contentHeight` high.
    func form(rows: Int, contentHeight: Int, scrollEnabled: Bool = true, offset: Int = 0) throws -> Scene {
        let buttons = (0..<rows).map { "    - {id: row\($0), class: UIButton, frame: [0, \($0 * 44), 375, 44]}" }
        return try scene(
            """
            - id: form
              class: UIScrollView
              frame: [0, 0, 375, 600]
              contentSize: [375, \(contentHeight)]
              contentOffset: [0, \(offset)]
              scrollEnabled: \(scrollEnabled)
              subviews:
            \(buttons.joined(separator: "\n"))
            """)
    }

    @Test(
        "outside-ancestor: the rows of a 30-row form below a scroll view's fold are reachable by scrolling and not reported"
    )
    func belowTheFold() throws {
        let rule = OutsideAncestorRule()
        let form = try form(rows: 30, contentHeight: 30 * 44)
        #expect(run(rule, on: form) == [])
        #expect(checks(form) == [])
        // Scrolled down: the rows above the fold are reachable too.
        let scrolled = try self.form(rows: 30, contentHeight: 30 * 44, offset: 400)
        #expect(run(rule, on: scrolled) == [])
        #expect(checks(scrolled) == [])
    }

    @Test("outside-ancestor: a row past a scroll view's content is a warning that names the contentSize it needs")
    func beyondContent() throws {
        let rule = OutsideAncestorRule()
        // The content is 28 rows high and a half: row 28 is half past it, row 29 wholly.
        let form = try form(rows: 30, contentHeight: 28 * 44 + 22)
        #expect(
            run(rule, on: form) == [
                "40:18: 50% of `row28` (UIButton) lies beyond the content of the scroll view `form` (UIScrollView) (`contentSize: [375, 1254]`): scrolling does not bring that part into view"
                    + " | set `contentSize: [375, 1276]` on `form` (UIScrollView), or move `row28` (UIButton) into its content",
                "41:18: `row29` (UIButton) lies beyond the content of the scroll view `form` (UIScrollView) (`contentSize: [375, 1254]`): scrolling does not bring it into view"
                    + " | set `contentSize: [375, 1320]` on `form` (UIScrollView), or move `row29` (UIButton) into its content"
            ])
        #expect(Lint.check(form).filter { $0.check == rule.id }.map(\.severity) == [.warning, .warning])
    }

    @Test("outside-ancestor: a scroll view with scrolling off cuts its content off as any view does (an error)")
    func scrollingOff() throws {
        let form = try form(rows: 16, contentHeight: 16 * 44, scrollEnabled: false)
        let findings = Lint.check(form).filter { $0.check == "outside-ancestor" }
        // Rows 14 and 15 lie below 600 pt; row 13 (572…616) is cut.
        #expect(findings.map(\.severity) == [.warning, .error, .error])
        #expect(
            findings.last?.message
                == "`row15` (UIButton) lies entirely outside its ancestor `form` (UIScrollView): no touch reaches it")
        #expect(
            findings.last?.fix
                == "move `row15` (UIButton) inside `form` (UIScrollView), or enlarge the ancestor, or let it scroll (`scrollEnabled: true`)"
        )
    }

    @Test("outside-ancestor: a scroll view's ancestors judge its content where scrolling brings it, in its bounds")
    func aboveTheScrollView() throws {
        let rule = OutsideAncestorRule()
        // The scroll view reaches 40 pt below its superview; a row below the fold, scrolled into
        // view, lands at the scroll view's bottom, half of it below the superview.
        let scene = try scene(
            """
            - id: panel
              frame: [0, 0, 375, 560]
              subviews:
                - id: list
                  class: UIScrollView
                  frame: [0, 0, 375, 600]
                  contentSize: [375, 1000]
                  subviews:
                    - {id: top, class: UIButton, frame: [0, 0, 375, 80]}
                    - {id: deep, class: UIButton, frame: [0, 900, 375, 80]}
            """)
        #expect(
            run(rule, on: scene).map { $0.components(separatedBy: " | ")[0] } == [
                "8:17: 7% of `list` (UIScrollView) lies outside its ancestor `panel`: touches there do not reach it",
                "14:22: 50% of `deep` (UIButton) lies outside its ancestor `panel`: touches there do not reach it"
            ])
    }

    @Test("zero-size-ancestor and outside-ancestor report only the nearest ancestor that cuts a target off")
    func nearestCutOnly() throws {
        let scene = try scene(
            """
            - id: collapsed
              frame: [0, 0, 0, 0]
              subviews:
                - id: box
                  frame: [0, 0, 100, 100]
                  subviews: [{id: a, class: UIButton, frame: [50, 0, 100, 44]}]
            """)
        #expect(run(ZeroSizeAncestorRule(), on: scene) == [])
        #expect(run(OutsideAncestorRule(), on: scene).count == 1)
        #expect(checks(scene) == ["outside-ancestor"])
    }

    @Test("small-target: a control under 44×44 pt without a pointInside override")
    func smallTarget() throws {
        let rule = SmallTargetRule()
        let small = try scene(
            """
            - {id: tiny, class: UIButton, frame: [20, 400, 30, 30]}
            - {id: thin, class: UIButton, frame: [20, 500, 100, 43.5]}
            """)
        #expect(
            run(rule, on: small) == [
                "5:14: `tiny` (UIButton) is 30×30 pt, under 44×44 | make it at least 44×44 pt, or enlarge its hit area with point(inside:) (pointInside: {outsets: …})",
                "6:14: `thin` (UIButton) is 100×43.5 pt, under 44×44 | make it at least 44×44 pt, or enlarge its hit area with point(inside:) (pointInside: {outsets: …})"
            ])
        #expect(checks(small) == [rule.id, rule.id])
        let fine = try scene(
            """
            - {id: square, class: UIButton, frame: [20, 400, 44, 44]}
            - {id: padded, class: UIButton, frame: [20, 500, 30, 30], pointInside: {outsets: [7, 7, 7, 7]}}
            - {id: icon, frame: [20, 600, 30, 30], gestures: [{id: tap, type: tap}]}
            """)
        #expect(run(rule, on: fine) == [])
        #expect(checks(fine) == [])
    }

    @Test("covered: a later view that covers all of a target and takes touches there")
    func covered() throws {
        let rule = CoveredRule()
        let covered = try scene(
            """
            - id: list
              frame: [0, 0, 375, 600]
              subviews: [{id: row, frame: [0, 0, 375, 44], touches: handle}]
            - id: dim
              frame: [0, 0, 375, 667]
              subviews: [{id: overlay, frame: [0, 0, 375, 667], alpha: 0.3}]
            """)
        #expect(
            run(rule, on: covered) == [
                "7:25: `row` is covered by `dim`, which takes every touch on it"
                    + " | turn off interaction on `dim`, give it hitTest: passThrough, move `row` above it, or remove it"
            ])
        #expect(Lint.check(covered).map(\.severity) == [.error])
        #expect(checks(covered) == [rule.id])
        let partly = try scene(
            """
            - id: list
              frame: [0, 0, 375, 600]
              subviews: [{id: row, frame: [0, 0, 375, 44], touches: handle}]
            - {id: short, frame: [0, 11, 375, 667]}
            - {id: bar, frame: [0, 0, 375, 10]}
            """)
        #expect(
            run(rule, on: partly) == [
                "7:25: 75% of `row` is under `short`, which takes the touches there"
                    + " | turn off interaction on `short`, give it hitTest: passThrough, move `row` above it, or remove it"
            ])
        #expect(Lint.check(partly).map(\.severity) == [.warning])
        let open = try scene(
            """
            - id: list
              frame: [0, 0, 375, 600]
              subviews: [{id: row, frame: [0, 0, 375, 44], touches: handle}]
            - {id: off, frame: [0, 0, 375, 667], userInteractionEnabled: false}
            - {id: through, frame: [0, 0, 375, 667], hitTest: passThrough}
            - {id: hiddenOverlay, frame: [0, 0, 375, 667], hidden: true}
            - {id: faint, frame: [0, 0, 375, 667], alpha: 0.005}
            """)
        #expect(run(rule, on: open) == [])
        #expect(checks(open) == [])
    }

    @Test(
        "ancestor-tap-cancels: an ancestor's tap that cancels a target's touches, unless the control declines it (C9)")
    func ancestorTapCancels() throws {
        let rule = AncestorTapCancelsRule()
        let cancels = try scene(
            """
            - id: root
              frame: [0, 0, 375, 667]
              gestures: [{id: dismiss, type: tap}]
              subviews:
                - {id: volume, class: UISlider, frame: [20, 450, 300, 44]}
                - {id: pad, frame: [20, 500, 300, 44], touches: handle}
            """)
        #expect(
            run(rule, on: cancels) == [
                "7:25: the tap recognizer `dismiss` on `root` cancels the touches of `volume` (UISlider) when it recognizes (cancelsTouchesInView = true, UIKit's default)"
                    + " | set cancelsTouchesInView: false on `dismiss`, or decline the touch in its delegate (shouldReceive)",
                "7:25: the tap recognizer `dismiss` on `root` cancels the touches of `pad` when it recognizes (cancelsTouchesInView = true, UIKit's default)"
                    + " | set cancelsTouchesInView: false on `dismiss`, or decline the touch in its delegate (shouldReceive)"
            ])
        #expect(checks(cancels) == [rule.id, rule.id])
        let fine = try scene(
            """
            - id: root
              frame: [0, 0, 375, 667]
              gestures:
                - {id: dismiss, type: tap, cancelsTouchesInView: false}
                - {id: off, type: tap, enabled: false}
                - {id: press, type: longPress}
              subviews:
                - {id: volume, class: UISlider, frame: [20, 450, 300, 44]}
            - id: other
              frame: [0, 0, 375, 100]
              gestures: [{id: dismiss2, type: tap}]
              subviews: [{id: save, class: UIButton, frame: [20, 20, 100, 44]}]
            """)
        #expect(run(rule, on: fine) == [])
        #expect(checks(fine) == [])
    }

    @Test("waits-for-double-tap: a tap that requires a tap with more taps to fail, on any view")
    func waitsForDoubleTap() throws {
        let rule = WaitsForDoubleTapRule()
        let waits = try scene(
            """
            - id: photo
              frame: [20, 520, 200, 100]
              hidden: true
              gestures:
                - {id: open, type: tap, requireToFail: [zoom]}
                - {id: zoom, type: tap, taps: 2}
            """)
        #expect(
            run(rule, on: waits) == [
                "9:18: `open` waits up to 0.35 s for `zoom` to fail before it fires, on every tap (require(toFail:), GC4)"
                    + " | keep it if the double tap matters; otherwise drop the requirement so single taps answer at once"
            ])
        #expect(checks(waits) == [rule.id])
        let fine = try scene(
            """
            - id: photo
              frame: [20, 520, 200, 100]
              gestures:
                - {id: open, type: tap, requireToFail: [other, zoom]}
                - {id: other, type: tap}
                - {id: zoom, type: longPress}
                - {id: zoom2, type: tap, taps: 2}
            """)
        #expect(run(rule, on: fine) == [])
        // `open` and `other` do not wait for `zoom2`: both fire on a double tap, which is another rule.
        #expect(checks(fine) == ["single-and-double-tap", "single-and-double-tap"])
    }

    @Test("interaction-off: a target whose own user interaction is off, naming UILabel's and UIImageView's default")
    func interactionOff() throws {
        let rule = InteractionOffRule()
        let off = try scene(
            """
            - {id: name, class: UILabel, frame: [0, 0, 200, 44], gestures: [{id: tapName, type: tap}]}
            - {id: pad, frame: [0, 50, 200, 44], userInteractionEnabled: false, touches: handle}
            """)
        #expect(
            run(rule, on: off) == [
                "5:14: `name` (UILabel) has the tap recognizer `tapName`, but its userInteractionEnabled is false (UILabel's default): hit-testing skips it, so no touch reaches it"
                    + " | set userInteractionEnabled: true on `name` (UILabel) (isUserInteractionEnabled = true)",
                "6:14: `pad` has its own touch handling, but its userInteractionEnabled is false: hit-testing skips it, so no touch reaches it"
                    + " | set userInteractionEnabled: true on `pad` (isUserInteractionEnabled = true)"
            ])
        #expect(checks(off) == [rule.id, rule.id])
        let fine = try scene(
            """
            - {id: name, class: UILabel, frame: [0, 0, 200, 44], userInteractionEnabled: true, gestures: [{id: t, type: tap}]}
            - {id: text, class: UILabel, frame: [0, 50, 200, 44]}
            - {id: gone, class: UIImageView, frame: [0, 100, 200, 44], hidden: true, gestures: [{id: t2, type: tap}]}
            """)
        #expect(checks(fine, ignoring: []) == [])
    }

    @Test("transparent-target: a target whose own alpha is below 0.01")
    func transparentTarget() throws {
        let scene = try scene(
            """
            - {id: ghost, frame: [0, 0, 200, 44], alpha: 0.005, touches: handle}
            - {id: faint, frame: [0, 50, 200, 44], alpha: 0.01, touches: handle}
            """)
        #expect(
            run(TransparentTargetRule(), on: scene) == [
                "5:14: `ghost` has alpha 0.005, below 0.01: hit-testing skips it, so no touch reaches it"
                    + " | raise alpha on `ghost` to 0.01 or more; to keep it invisible and touchable, give it a clear background color at alpha 1"
            ])
        #expect(checks(scene, ignoring: []) == ["transparent-target"])
    }

    @Test(
        "animating-without-interaction: H10: a target animating, or inside a view animating, without .allowUserInteraction"
    )
    func animatingWithoutInteraction() throws {
        let scene = try scene(
            """
            - {id: card, frame: [0, 0, 200, 100], animating: {duration: 0.3, from: {center: [100, 250]}}, subviews: [{id: go, frame: [0, 0, 80, 44], touches: handle}]}
            - {id: free, frame: [0, 300, 200, 44], touches: handle, animating: {options: [allowUserInteraction]}}
            - {id: still, frame: [0, 400, 200, 44], touches: handle}
            """)
        #expect(
            run(AnimatingWithoutInteractionRule(), on: scene) == [
                "5:117: `go` is inside `card`, which is animating without .allowUserInteraction (UIView.animate's default options leave it out): no touch reaches it until the animation ends; meanwhile `card` appears at (0, 200, 200, 100), but hit-testing uses its final frame (0, 0, 200, 100)"
                    + " | pass .allowUserInteraction in the options of UIView.animate(withDuration:delay:options:animations:completion:) that animates `card`, or wait for the animation to end"
            ])
        scene.application.advance(to: 0.3)
        #expect(run(AnimatingWithoutInteractionRule(), on: scene).isEmpty)
    }

    @Test("covered: a button added to a cell under its contentView is fixed by adding it to the contentView")
    func coveredByContentView() throws {
        let scene = try scene(
            """
            - id: cell
              class: MyCell
              baseClass: UIView
              frame: [0, 0, 375, 60]
              subviews:
                - {id: delete, class: UIButton, frame: [300, 8, 60, 44]}
                - {id: contentView, class: UITableViewCellContentView, baseClass: UIView, frame: [0, 0, 375, 60]}
            """)
        #expect(
            run(CoveredRule(), on: scene) == [
                "10:18: `delete` (UIButton) is covered by `contentView` (UITableViewCellContentView), which takes every touch on it"
                    + " | add `delete` (UIButton) to `contentView` (UITableViewCellContentView) (contentView.addSubview), not to `cell` (MyCell) itself: a cell's contentView lies above the cell's own subviews"
            ])
    }

    @Test(
        "action-not-found: A6: a nil-targeted action a responder implements but refuses in canPerformAction, with that fix"
    )
    func refusedInCanPerformAction() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  actions: ["save:"]
                  canPerformAction: {falseFor: ["save:"]}
                  view:
                    id: root
                    subviews:
                      - id: save
                        class: UIButton
                        frame: [20, 50, 200, 44]
                        targets: [{event: touchUpInside, target: nil, action: "save:"}]
            """, file: "s.yaml")
        #expect(
            run(ActionNotFoundRule(), on: scene) == [
                "11:17: `save` (UIButton) sends save: up the responder chain (nil target) for touchUpInside, which `vc` implements but whose canPerformAction(_:withSender:) returns false for it (A6): the action does nothing"
                    + " | return true from canPerformAction(_:withSender:) for save: in `vc`"
            ])
    }

    @Test("covered: W3: a view inside a pass-through window in front takes the touch, so the fix is on that view")
    func coveredInPassThroughWindow() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: main
                key: true
                subviews:
                  - {id: b2, class: UIButton, frame: [20, 400, 200, 50], touches: handle}
              - id: chrome
                level: statusBar
                hitTest: passThrough
                subviews:
                  - {id: pill, frame: [0, 380, 375, 45]}
            """, file: "s.yaml")
        #expect(
            run(CoveredRule().prepared(for: scene), on: scene) == [
                "5:14: 50% of `b2` (UIButton) is under `pill` in window `chrome`, in front of its own window, which takes the touches there (W3)"
                    + " | turn off interaction on `pill` (userInteractionEnabled: false), give it hitTest: passThrough, or move it off `b2` (UIButton); or hide `chrome` (isHidden = true) while it shows nothing there"
            ])
    }

    @Test("no-target, action-not-found, unsent-event: A3 A4: target–action checked against what the control sends")
    func targetAction() throws {
        let source = """
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  actions: ["save:"]
                  view:
                    id: root
                    subviews:
                      - {id: none, class: UIButton, frame: [0, 0, 100, 44]}
                      - id: wrong
                        class: UIButton
                        frame: [0, 50, 100, 44]
                        targets:
                          - {event: touchUpInside, target: vc, action: "share:"}
                          - {event: touchUpInside, target: nil, action: "copy:"}
                          - {event: valueChanged, target: vc, action: "save:"}
                      - id: fine
                        class: UISwitch
                        frame: [0, 100, 51, 31]
                        targets: [{event: valueChanged, target: nil, action: "save:"}]
                      - {id: field, class: UITextField, frame: [0, 150, 200, 34]}
                      - {id: off, class: UIButton, frame: [0, 200, 100, 44], enabled: false}
            """
        let scene = try SceneLoader.load(source, file: "s.yaml")
        #expect(
            run(NoTargetRule(), on: scene) == [
                "10:18: `none` (UIButton) has no target for touchUpInside (nor for any event it sends): it tracks the touch and sends touchUpInside to nobody"
                    + " | register one: targets: [{event: touchUpInside, target: <responder>, action: \"<selector>:\"}] (addTarget(_:action:for:) or addAction(_:for:))"
            ])
        #expect(
            run(ActionNotFoundRule(), on: scene) == [
                "11:17: `wrong` (UIButton) sends copy: up the responder chain (nil target) for touchUpInside, which no responder from `wrong` (UIButton) up performs: the action does nothing"
                    + " | add copy: to the actions of a responder above `wrong` (UIButton) (its view controller), or give the registration that target",
                "11:17: `wrong` (UIButton) sends share: to `vc` for touchUpInside, which `vc` does not perform (UIKit would stop the app: unrecognized selector sent to instance)"
                    + " | add share: to the actions of `vc`, or register the target that performs it"
            ])
        #expect(
            run(UnsentEventRule(), on: scene) == [
                "11:17: `wrong` (UIButton) has a target for valueChanged (`vc`.save:), which a UIButton never sends: it never runs"
                    + " | register it for an event `wrong` (UIButton) sends (UIButton sends touchUpInside)"
            ])
        #expect(Lint.check(scene).map(\.check) == ["no-target", "action-not-found", "action-not-found", "unsent-event"])
    }

    @Test("small-target: a standard control at UIKit's standard height is not reported for its height")
    func standardHeights() throws {
        let scene = try scene(
            """
            - {id: field, class: UITextField, frame: [0, 0, 300, 34]}
            - {id: toggle, class: UISwitch, frame: [0, 50, 51, 31]}
            - {id: level, class: UISlider, frame: [0, 100, 200, 30]}
            - {id: short, class: UITextField, frame: [0, 150, 300, 20]}
            - {id: dots, class: UIPageControl, frame: [0, 200, 175, 26]}
            - {id: squashed, class: UIPageControl, frame: [0, 250, 175, 20]}
            """)
        let fix =
            " | make it at least 44×44 pt, or enlarge its hit area with point(inside:) (pointInside: {outsets: …})"
        #expect(
            run(SmallTargetRule(), on: scene) == [
                "8:14: `short` (UITextField) is 300×20 pt, under 44×44" + fix,
                "10:14: `squashed` (UIPageControl) is 175×20 pt, under 44×44" + fix
            ])
    }

    @Test("single-and-double-tap: GC4: a single and a double tap on one view with no failure requirement")
    func singleAndDoubleTap() throws {
        let scene = try scene(
            """
            - id: photo
              frame: [0, 0, 200, 100]
              gestures:
                - {id: open, type: tap}
                - {id: zoom, type: tap, taps: 2}
                - {id: twoFingers, type: tap, taps: 2, touches: 2}
            """)
        #expect(
            run(SingleAndDoubleTapRule(), on: scene) == [
                "8:18: `open` (1 tap) and `zoom` (2 taps) on `photo` both fire on a 2-tap: `open` does not wait for `zoom` to fail"
                    + " | make `open` require `zoom` to fail: requireToFail: [zoom] (open.require(toFail: zoom), or its delegate's gestureRecognizer(_:shouldRequireFailureOf:) returning true)"
            ])
    }

    @Test("single-and-double-tap: GC5: a delegate's failure requirement, from either side, is a requirement")
    func singleAndDoubleTapDelegateAnswers() throws {
        let scene = try scene(
            """
            - id: photo
              frame: [0, 0, 200, 100]
              gestures:
                - {id: open, type: tap, shouldRequireFailureOf: [zoom]}
                - {id: zoom, type: tap, taps: 2}
            - id: card
              frame: [0, 100, 200, 100]
              gestures:
                - {id: pick, type: tap}
                - {id: flip, type: tap, taps: 2, shouldBeRequiredToFailBy: [pick]}
            - id: tile
              frame: [0, 200, 200, 100]
              gestures:
                - {id: never, type: tap, shouldBegin: false}
                - {id: twice, type: tap, taps: 2}
            """)
        #expect(run(SingleAndDoubleTapRule(), on: scene) == [])
        #expect(
            run(WaitsForDoubleTapRule(), on: scene) == [
                "8:18: `open` waits up to 0.35 s for `zoom` to fail before it fires, on every tap (the delegate of `open` answers true to gestureRecognizer(_:shouldRequireFailureOf:), GC5)"
                    + " | keep it if the double tap matters; otherwise drop the requirement so single taps answer at once",
                "13:18: `pick` waits up to 0.35 s for `flip` to fail before it fires, on every tap (the delegate of `flip` answers true to gestureRecognizer(_:shouldBeRequiredToFailBy:), GC5)"
                    + " | keep it if the double tap matters; otherwise drop the requirement so single taps answer at once"
            ])
    }

    @Test("single-and-double-tap: GV1: a single tap on a view and a double tap on a view inside it, or the reverse")
    func singleAndDoubleTapAcrossViews() throws {
        let scene = try scene(
            """
            - id: cell
              frame: [0, 0, 375, 120]
              gestures: [{id: select, type: tap}]
              subviews:
                - {id: thumb, frame: [10, 10, 100, 100], gestures: [{id: heart, type: tap, taps: 2}]}
                - {id: off, frame: [200, 10, 100, 100], hidden: true, gestures: [{id: hiddenZoom, type: tap, taps: 2}]}
            - id: card
              frame: [0, 200, 375, 120]
              gestures: [{id: zoom, type: tap, taps: 2}]
              subviews:
                - {id: badge, frame: [10, 10, 100, 100], gestures: [{id: open, type: tap, requireToFail: [zoom]}]}
                - {id: pin, frame: [200, 10, 100, 100], gestures: [{id: pinTap, type: tap}]}
            """)
        #expect(
            run(SingleAndDoubleTapRule(), on: scene) == [
                "7:25: `select` (1 tap) on `cell` and `heart` (2 taps) on `thumb` both fire on a 2-tap on `thumb`, which both see (GV1): `select` does not wait for `heart` to fail"
                    + " | make `select` require `heart` to fail: requireToFail: [heart] (select.require(toFail: heart), or its delegate's gestureRecognizer(_:shouldRequireFailureOf:) returning true)",
                "16:67: `pinTap` (1 tap) on `pin` and `zoom` (2 taps) on `card` both fire on a 2-tap on `pin`, which both see (GV1): `pinTap` does not wait for `zoom` to fail"
                    + " | make `pinTap` require `zoom` to fail: requireToFail: [zoom] (pinTap.require(toFail: zoom), or its delegate's gestureRecognizer(_:shouldRequireFailureOf:) returning true)"
            ])
    }

    @Test("declines-touches: GV7: a recognizer whose delegate declines every touch on its view")
    func declinesTouches() throws {
        let scene = try scene(
            """
            - {id: avatar, frame: [0, 0, 80, 80], gestures: [{id: openTap, type: tap, shouldReceive: false}]}
            - id: main2
              frame: [0, 100, 375, 300]
              gestures: [{id: dismissTap, type: tap, shouldReceive: {falseIn: [card]}}]
              subviews:
                - {id: card, frame: [0, 0, 100, 100], touches: handle}
            - id: panel
              frame: [0, 400, 375, 100]
              gestures: [{id: selfDeclined, type: tap, shouldReceive: {falseIn: [panel]}}]
            """)
        #expect(
            run(DeclinesTouchesRule(), on: scene) == [
                "5:61: `openTap` on `avatar` never sees a touch: its delegate's gestureRecognizer(_:shouldReceive:) returns false for every touch there (GV7), so it never recognizes"
                    + " | return true from gestureRecognizer(_:shouldReceive:) for the touches `openTap` should see (drop shouldReceive: false, or list in falseIn only the views inside `avatar` it should ignore)",
                "13:25: `selfDeclined` on `panel` never sees a touch: its delegate's gestureRecognizer(_:shouldReceive:) returns false for every touch there (GV7), so it never recognizes"
                    + " | return true from gestureRecognizer(_:shouldReceive:) for the touches `selfDeclined` should see (drop shouldReceive: false, or list in falseIn only the views inside `panel` it should ignore)"
            ])
    }

    @Test("pan-in-scroll-view: GC1: a pan inside a scroll view with no relation to its panGestureRecognizer")
    func panInScrollView() throws {
        let scene = try scene(
            """
            - id: list
              class: UIScrollView
              frame: [0, 0, 375, 600]
              contentSize: [375, 2000]
              subviews:
                - {id: card, frame: [0, 0, 375, 100], gestures: [{id: cardPan, type: pan}]}
                - {id: fine, frame: [0, 100, 375, 100], gestures: [{id: tap, type: tap}]}
            """)
        let findings = run(PanInScrollViewRule(), on: scene)
        let related = try self.scene(
            """
            - id: list
              class: UIScrollView
              frame: [0, 0, 375, 600]
              contentSize: [375, 2000]
              subviews:
                - {id: row, frame: [0, 0, 375, 100], gestures: [{id: slide, type: pan, shouldBegin: false}]}
                - {id: row2, frame: [0, 100, 375, 100], gestures: [{id: slide2, type: pan, shouldReceive: false}]}
            """)
        // A delegate deciding when it begins (a direction test), or declining the touches (GV8, GV7).
        #expect(run(PanInScrollViewRule(), on: related) == [])
        #expect(findings.count == 1)
        #expect(
            findings.first?.hasPrefix(
                "10:65: the pan `cardPan` on `card` inside `list` (UIScrollView) has no relation with panGestureRecognizer of `list` (UIScrollView)"
            )
                == true)
    }

    @Test(
        "Observed (system edge): system-edge reports a control in the band of an edge the controller does not defer, with the fix"
    )
    func systemEdge() throws {
        let text = """
            screen: {size: [375, 812], systemGestureEdges: [bottom, top]}
            windows:
              - id: w
                key: true
                rootViewController:
                  id: vc
                  preferredScreenEdgesDeferringSystemGestures: [top]
                  view:
                    id: root
                    subviews:
                      - {id: top, class: UIButton, frame: [0, 0, 100, 44]}
                      - {id: send, class: UIButton, frame: [0, 770, 100, 44]}
                      - {id: above, class: UIButton, frame: [0, 740, 100, 44]}
            """
        let scene = try SceneLoader.load(text, file: "s.yaml")
        #expect(
            run(SystemEdgeRule(), on: scene) == [
                "12:18: `send` (UIButton) reaches into the 20-pt band of the system's screen-edge gesture (bottom edge), which holds back touches that begin there until the finger lifts, leaves the 20-pt band, or 1 s has passed; preferredScreenEdgesDeferringSystemGestures = [.top] on `vc` | return [.top, .bottom] from preferredScreenEdgesDeferringSystemGestures in `vc` (then setNeedsUpdateOfScreenEdgesDeferringSystemGestures()), or move the control away from the edge"
            ])
        // Without system edges (a device with a home button), nothing.
        let plain = try SceneLoader.load(
            text.replacingOccurrences(of: ", systemGestureEdges: [bottom, top]", with: ""), file: "s.yaml")
        #expect(run(SystemEdgeRule(), on: plain) == [])
    }

    @Test("every rule is in the documented list with its severity, and the lint gallery triggers every rule")
    func documentedAndShown() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(
            contentsOf: root.appendingPathComponent("Documentation/LintRules.md"), encoding: .utf8)
        for (id, severity, summary) in Lint.catalog {
            #expect(page.contains("| `\(id)` | \(severity.rawValue)"), "\(id) is not documented as \(severity)")
            #expect(!summary.isEmpty)
        }
        let gallery = try SceneLoader.load(path: root.appendingPathComponent("Examples/lint-gallery.yaml").path)
        let found = Set(Lint.check(gallery).map(\.check))
        #expect(found == Set(Lint.catalog.map(\.id)))
    }
}

@Suite("The covered rule's overlay index")
@MainActor
struct OverlayIndexTests {
    /// `covered`'s answer found the slow way: every later view in pre-order (the later siblings of
    /// the target and of its ancestors, with their subviews), the first that covers all of the
    /// target, else the one covering the largest share; then windows in front, by the same measure.
    func reference(_ view: UIView) -> (UIView, CGFloat)? {
        guard let window = view.window else { return nil }
        func screen(_ v: UIView) -> CGRect {
            (v.window ?? window).convert(v.convert(v.bounds, to: v.window ?? window), to: nil as UIWindow?)
        }
        func touchable(_ v: UIView) -> Bool {
            var current: UIView? = v
            while let c = current {
                if c.isHidden || !c.isUserInteractionEnabled || c.alpha < UIView.minimumHitTestAlpha { return false }
                current = c.superview
            }
            return v.overrides?.hitTest == nil
        }
        func preorder(_ root: UIView) -> [UIView] {
            [root] + root.subviews.flatMap(preorder)
        }
        let frame = screen(view)
        guard frame.width > 0, frame.height > 0 else { return nil }
        let all = preorder(window)
        let after = all.firstIndex { $0 === view }! + preorder(view).count
        func share(_ covered: CGRect) -> CGFloat? {
            let overlap = covered.intersection(frame)
            guard !overlap.isNull, !overlap.isEmpty else { return nil }
            let share = (overlap.width / frame.width) * (overlap.height / frame.height)
            let larger = covered.width * covered.height >= frame.width * frame.height
            return share >= 0.005 && (larger || share >= 0.5) ? share : nil
        }
        var best: (UIView, CGFloat)?
        for candidate in all[after...] where touchable(candidate) {
            let covered = screen(candidate)
            if covered.contains(frame) { return (candidate, 1) }
            if let share = share(covered), share > (best?.1 ?? 0) { best = (candidate, share) }
        }
        // Windows in front: a full cover wins at once; else a part counts as a view's does, and
        // wins over the window's own overlays on a tie.
        var inFront: (UIView, CGFloat)?
        let windows = window.application!.windows
        for front in windows[(windows.firstIndex { $0 === window }! + 1)...] where !front.isHidden {
            for candidate in preorder(front) where touchable(candidate) {
                if screen(candidate).contains(frame) { return (candidate, 1) }
                if let share = share(screen(candidate)), share > (inFront?.1 ?? 0) { inFront = (candidate, share) }
            }
        }
        if let inFront, inFront.1 >= (best?.1 ?? 0) { return inFront }
        return best
    }

    @Test("on random scenes, every view's overlay is the one a scan of every later view finds", arguments: 0..<8)
    func matchesScan(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        var yaml = "windows:\n"
        var id = 0
        func views(depth: Int, indent: String) -> String {
            var out = ""
            for _ in 0..<number(1...4) {
                id += 1
                let flags = [
                    number(0...9) == 0 ? "hidden: true" : nil,
                    number(0...9) == 0 ? "userInteractionEnabled: false" : nil,
                    number(0...12) == 0 ? "alpha: 0.001" : nil, number(0...3) == 0 ? "class: UIButton" : nil
                ].compactMap { $0 }
                out +=
                    "\(indent)- id: v\(id)\n\(indent)  frame: [\(number(-20...300)), \(number(-20...500)), \(number(1...200)), \(number(1...300))]\n"
                for flag in flags { out += "\(indent)  \(flag)\n" }
                if depth < 3, number(0...2) > 0 {
                    out += "\(indent)  subviews:\n" + views(depth: depth + 1, indent: indent + "    ")
                }
            }
            return out
        }
        for index in 0..<2 {
            yaml += "  - id: w\(index)\n    frame: [0, 0, 375, 667]\n" + (index == 0 ? "    key: true\n" : "")
            yaml += "    subviews:\n" + views(depth: 0, indent: "      ")
        }
        let scene = try SceneLoader.load(yaml, file: "random.yaml")
        let index = OverlayIndex(scene)
        var compared = 0
        for window in scene.windows {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                stack += view.subviews
                guard !(view is UIWindow) else { continue }
                let fast = CoveredRule.largestOverlay(above: view, in: index)
                let slow = reference(view)
                #expect(fast?.0 === slow?.0 && fast?.1 == slow?.1, "\(TraceRecord.name(of: view)) in seed \(seed)")
                compared += 1
            }
        }
        #expect(compared > 10)
    }
}

@Suite("ancestor-tap-cancels and a target's own tap")
@MainActor
struct AncestorTapOwnTapTests {
    @Test("F8: a text field under a 'tap anywhere to dismiss' recognizer is not reported; a view handling touches is")
    func textFieldUnderDismissTap() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: window
                key: true
                subviews:
                  - id: root
                    frame: [0, 0, 375, 667]
                    gestures: [{id: dismiss, type: tap}]
                    subviews:
                      - {id: field, class: UITextField, frame: [20, 100, 300, 34]}
                      - {id: pad, frame: [20, 200, 100, 44], touches: handle}
            """, file: "s.yaml")
        let findings = Lint.check(scene).filter { $0.check == "ancestor-tap-cancels" }
        #expect(
            findings.map(\.message) == [
                "the tap recognizer `dismiss` on `root` cancels the touches of `pad` when it recognizes (cancelsTouchesInView = true, UIKit's default)"
            ])
    }
}

@Suite("The overlay index on damaged geometry")
@MainActor
struct OverlayIndexFarOutTests {
    @Test("a frame far out (1e33, as a damaged dump prints) is counted as large, not turned into a cell number")
    func farOut() throws {
        let scene = try SceneLoader.load(
            """
            windows:
              - id: w
                key: true
                subviews:
                  - {id: far, frame: [0, 1e33, 320, 800], subviews: [{id: b, class: UIButton, frame: [0, 0, 44, 44]}]}
                  - {id: cover, frame: [0, -1e300, 400, 1e300]}
                  - {id: near, class: UIButton, frame: [10, 10, 44, 44]}
            """, file: "s.yaml")
        let index = OverlayIndex(scene)
        let near = try #require(scene.view("near"))
        #expect(CoveredRule.largestOverlay(above: near, in: index) == nil)
        let button = try #require(scene.view("b"))
        #expect(CoveredRule.largestOverlay(above: button, in: index) == nil)
        #expect(Lint.check(scene).allSatisfy { $0.check != "covered" })
    }
}

import Foundation
import ResponderKit

/// Seed article 000's experiment: six labels, seven taps, and which label answers each tap.
///
/// The hierarchy is built in code as the article builds it: `BB ⊃ BBB ⊃ BBBB ⊃ BBBBB` added first,
/// then `AA ⊃ AAA`, all labels with user interaction switched on and a `UITapGestureRecognizer`
/// whose action, `viewTarget:` on the view controller, logs the text of the tapped label.
@MainActor
public struct Seed000 {
    /// The article's variants of the label class.
    public enum Variant: String, CaseIterable, Sendable {
        /// Plain labels: UIKit's own hit-testing.
        case test1 = "TEST_1"
        /// `hitTest` returns self and `point(inside:)` returns true.
        case test2 = "TEST_2"
        /// The article's emulated `hitTest`, and a `point(inside:)` that also accepts points
        /// inside subviews.
        case test3 = "TEST_3"
        /// TEST_3 with `BBBB.isUserInteractionEnabled = false`.
        case test4 = "TEST_4"
        /// TEST_4 with the article's final `point(inside:)`, which ignores disabled views.
        case test4Fixed = "TEST_4 fixed"
    }

    /// The seven tap points of the article, in window coordinates.
    public static let points: [CGPoint] = [
        CGPoint(x: 100, y: 120), CGPoint(x: 250, y: 60), CGPoint(x: 150, y: 270), CGPoint(x: 150, y: 350),
        CGPoint(x: 275, y: 300), CGPoint(x: 80, y: 400), CGPoint(x: 150, y: 500)
    ]

    public let application = UIApplication()
    public let window: UIWindow
    public let labels: [String: UILabel]
    private let answers: Answers

    public init(_ variant: Variant) {
        let answers = Answers()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: application)
        let controller = UIViewController()
        // - (void)viewTarget:(UITapGestureRecognizer *)tap { NSLog(@"%@", ((UILabel *)tap.view).text); }
        controller.implement("viewTarget:") { sender, _ in
            answers.last = ((sender as? UIGestureRecognizer)?.view as? UILabel)?.text
        }
        func label(_ text: String, _ frame: CGRect) -> UILabel {
            let label = Label(frame: frame, variant: variant)
            label.text = text
            label.accessibilityIdentifier = text
            label.isUserInteractionEnabled = true
            label.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: "viewTarget:"))
            return label
        }
        let AA = label("AA", CGRect(x: 10, y: 20, width: 300, height: 200))
        let AAA = label("AAA", CGRect(x: 50, y: 50, width: 100, height: 100))
        let BB = label("BB", CGRect(x: 10, y: 250, width: 300, height: 300))
        let BBB = label("BBB", CGRect(x: 50, y: 0, width: 200, height: 200))
        let BBBB = label("BBBB", CGRect(x: 50, y: 0, width: 180, height: 180))
        let BBBBB = label("BBBBB", CGRect(x: 10, y: 0, width: 100, height: 50))
        let root = controller.view!
        root.addSubview(BB)
        BB.addSubview(BBB)
        BBB.addSubview(BBBB)
        BBBB.addSubview(BBBBB)
        root.addSubview(AA)
        AA.addSubview(AAA)
        if variant == .test4 || variant == .test4Fixed { BBBB.isUserInteractionEnabled = false }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        labels = ["AA": AA, "AAA": AAA, "BB": BB, "BBB": BBB, "BBBB": BBBB, "BBBBB": BBBBB]
        self.answers = answers
    }

    /// Taps `point` and returns the text of the label that answered, if any.
    public func tap(_ point: CGPoint) -> String? {
        answers.last = nil
        application.tap(at: point)
        return answers.last
    }

    /// The article's output: `1 ---> AAA`, one line per tap point.
    public func run() -> [String] {
        Self.points.enumerated().map { index, point in
            "\(index + 1) ---> \(tap(point) ?? "(nothing)")"
        }
    }

    /// Taps `point` with hit-testing traced and says, in one sentence, why the answer is not the
    /// view the point appears to be on: the first visited view whose bounds excluded the point
    /// although a descendant's frame contains it. Nil when no such view exists.
    public func explainTap(_ point: CGPoint, number: Int) -> String? {
        var outside: [(view: UIView, bounds: CGRect, local: CGPoint)] = []
        let answer = application.withTracing(.hitTesting) { record in
            if case let .hitTestVisit(view, local, .outside(bounds)) = record.event {
                outside.append((view, bounds, local))
            }
        } _: {
            tap(point)
        }
        let name = TraceRecord.name(of:)
        for (view, bounds, local) in outside {
            // The deepest descendant that covers the point on screen is the one the user "sees".
            var covering: (view: UIView, depth: Int)?
            var stack = view.subviews.map { ($0, 1) }
            while let (candidate, depth) = stack.popLast().map({ ($0.0, $0.1) }) {
                let frameOnScreen = candidate.convert(candidate.bounds, to: nil)
                if frameOnScreen.contains(point), depth > (covering?.depth ?? 0) {
                    covering = (candidate, depth)
                }
                stack.append(contentsOf: candidate.subviews.map { ($0, depth + 1) })
            }
            guard let covering = covering?.view else { continue }
            return "Point \(number) \(TraceRecord.format(point)) went to \(answer ?? "nothing"): it lies inside "
                + "\(name(covering))'s frame, but \(name(view)) sees it at \(TraceRecord.format(local)), outside its bounds "
                + "\(TraceRecord.format(bounds)), so \(name(view))'s point(inside:) returned false and \(name(covering)) was never asked."
        }
        return nil
    }

    private final class Answers {
        var last: String?
    }

    /// The article's `TestLabel`, in each of its versions.
    private final class Label: UILabel {
        let variant: Variant

        init(frame: CGRect, variant: Variant) {
            self.variant = variant
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { fatalError("the seed's views are made in code") }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            switch variant {
            case .test1:
                return super.hitTest(point, with: event)
            case .test2:
                return self
            case .test3, .test4, .test4Fixed:
                // The article's emulation of UIKit's algorithm (note: no alpha check).
                guard isUserInteractionEnabled, !isHidden, self.point(inside: point, with: event) else { return nil }
                for subview in subviews.reversed() {
                    let converted = subview.convert(point, from: self)
                    if let hit = subview.hitTest(converted, with: event) { return hit }
                }
                return self
            }
        }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            switch variant {
            case .test1:
                return super.point(inside: point, with: event)
            case .test2:
                return true
            case .test3, .test4:
                if bounds.contains(point) { return true }
                return subviews.reversed().contains { $0.point(inside: $0.convert(point, from: self), with: event) }
            case .test4Fixed:
                if isUserInteractionEnabled, !isHidden, bounds.contains(point) { return true }
                return subviews.reversed().contains { $0.point(inside: $0.convert(point, from: self), with: event) }
            }
        }
    }
}

import Foundation
import ResponderKit
import ResponderKitTesting

/// The four tree shapes of the peer benchmark (../../shared/bench/gen_tree.py), built with the
/// same rules from a Swift generator: the peer numbers themselves come from `hitbench`, which
/// reads gen_tree.py's files.
public enum Shape: String, CaseIterable, Sendable {
    case wide, deep, balanced, random
}

/// A tree of `count` views below a root, and query points in the root's space (uniform over the
/// root, a few outside it). With an `application`, the root is a visible window of it, as in an
/// app (the hit-test accelerator keeps its chains only inside windows).
@MainActor
public func makeTree(
    _ shape: Shape, count: Int, seed: UInt64 = 1,
    inWindowOf application: UIApplication? = nil
) -> (root: UIView, points: [CGPoint]) {
    var rng = SplitMix64(seed: seed)
    func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    let side = shape == .wide ? min(4096, max(1000, (10 * Double(count).squareRoot()).rounded())) : 1000
    let frame = CGRect(x: 0, y: 0, width: side, height: side)
    let root = application.map { UIWindow(frame: frame, application: $0) } ?? UIView(frame: frame)
    root.isHidden = false
    var views: [UIView] = [root]
    views.reserveCapacity(count + 1)
    switch shape {
    case .wide:
        // About four children cover any point; some stick out of the root.
        let m = 2 * side / Double(count).squareRoot()
        for _ in 0..<count {
            let w = max(1, (uniform(0.5...1.5) * m).rounded()), h = max(1, (uniform(0.5...1.5) * m).rounded())
            let view = UIView(
                frame: CGRect(
                    x: Double(integer(-Int(w) / 2...Int(side - w / 2))),
                    y: Double(integer(-Int(h) / 2...Int(side - h / 2))), width: w, height: h))
            view.isHidden = uniform(0...1) < 0.03
            root.addSubview(view)
        }
    case .deep:
        // A chain; now and then a level is a pixel smaller or sticks out; one view near the bottom is hidden.
        var parent = root
        for index in 1...count {
            func edge() -> Double { let r = uniform(0...1); return r < 0.05 ? -1 : r < 0.10 ? 1 : 0 }
            let (left, top, right, bottom) = (edge(), edge(), edge(), edge())
            let view = UIView(
                frame: CGRect(
                    x: left, y: top, width: max(1, parent.bounds.width - left - right),
                    height: max(1, parent.bounds.height - top - bottom)))
            view.isHidden = index == count - count / 50
            parent.addSubview(view)
            parent = view
        }
    case .balanced, .random:
        // Balanced: breadth first, eight children per view, each 30–50% of its parent.
        // Random: each view picks a uniformly random parent, and is 20–70% of it.
        var parentIndex = 0
        while views.count <= count {
            let parent = shape == .balanced ? views[parentIndex] : views[integer(0...views.count - 1)]
            let (low, high, overhang) = shape == .balanced ? (0.3, 0.5, 5.0) : (0.2, 0.7, 10.0)
            for _ in 0..<(shape == .balanced ? 8 : 1) where views.count <= count {
                let pw = parent.bounds.width, ph = parent.bounds.height
                let w = max(1, (pw * uniform(low...high)).rounded()), h = max(1, (ph * uniform(low...high)).rounded())
                let x = Double(integer(-Int(w / overhang)...max(-Int(w / overhang), Int(pw - w + w / overhang))))
                let y = Double(integer(-Int(h / overhang)...max(-Int(h / overhang), Int(ph - h + h / overhang))))
                let view = UIView(frame: CGRect(x: x, y: y, width: w, height: h))
                view.isHidden = uniform(0...1) < 0.03
                parent.addSubview(view)
                views.append(view)
            }
            parentIndex += 1
        }
    }
    let points = (0..<4_096).map { _ in
        CGPoint(
            x: uniform(-0.05 * side...1.05 * side).rounded() + 0.5,
            y: uniform(-0.05 * side...1.05 * side).rounded() + 0.5)
    }
    return (root, points)
}

public typealias RealisticScene = (
    application: UIApplication, window: UIWindow, rowPoint: CGPoint, buttonPoint: CGPoint
)

/// An app with one window, a scrolling list of 100 rows, a button and a few recognizers: the
/// realistic scene of issue 5, and the screen point of a row under a tap recognizer. The button's
/// action calls `buttonAction`.
@MainActor
public func makeRealisticApp(buttonAction: @escaping @MainActor () -> Void = {}) -> RealisticScene {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    list.contentSize = CGSize(width: 375, height: 4_400)
    controller.view.addSubview(list)
    for row in 0..<100 {
        let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 375, height: 44))
        cell.addSubview(UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 24)))
        list.addSubview(cell)
    }
    let button = UIButton(frame: CGRect(x: 20, y: 610, width: 100, height: 44))
    button.addAction(UIAction { _ in buttonAction() }, for: .touchUpInside)
    controller.view.addSubview(button)
    let tap = UITapGestureRecognizer()
    tap.addAction { _ in }
    list.subviews[3].addGestureRecognizer(tap)
    controller.view.addGestureRecognizer(UILongPressGestureRecognizer())
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = .left
    list.addGestureRecognizer(swipe)
    return (app, window, CGPoint(x: 100, y: 3 * 44 + 20), CGPoint(x: 60, y: 630))
}

import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// What views store for drawing (layer, colours, fonts): read back as set, with no effect on events.
@Suite("Appearance attributes")
@MainActor
struct AppearanceTests {
    @Test("layer.masksToBounds and clipsToBounds are one value, set from either side")
    func masksToBoundsIsClipsToBounds() throws {
        let view = UIView()
        #expect(!view.clipsToBounds && !view.layer.masksToBounds)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        // Archived and restored through clipsToBounds.
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        view.encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        let copy = try #require(UIView(coder: unarchiver))
        #expect(copy.layer.masksToBounds)
    }

    @Test("a view's layer is one object for its life, with Core Animation's defaults")
    func layerDefaults() {
        let view = UIView()
        let layer = view.layer
        #expect(view.layer === layer)
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.zPosition == 0)
        #expect(layer.borderColor == UIColor.black.cgColor && layer.shadowColor == UIColor.black.cgColor)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.maskedCorners.rawValue == 0b1111)
    }

    @Test("H5 H6: corner radius, border, shadow and masking leave hit-testing as it was")
    func layerLeavesHitTesting() {
        let world = World()
        let card = world.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = world.view("child", CGRect(x: 80, y: 80, width: 40, height: 40), in: card)
        #expect(world.hit(1, 1) == "card" && world.hit(110, 110) == "root")
        card.layer.cornerRadius = 50
        card.layer.borderWidth = 10
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 30
        card.layer.masksToBounds = true
        child.layer.zPosition = -1
        #expect(world.hit(1, 1) == "card" && world.hit(90, 90) == "child" && world.hit(110, 110) == "root")
    }

    @Test("H8: a sibling raised by zPosition is hit-tested in subviews order, as UIKit does")
    func zPositionLeavesSiblingOrder() {
        // UIKit: H8 — UIKit's hitTest walks `subviews` from the last, whatever the layers'
        // zPosition (SPEC source S65; stackoverflow.com/questions/21306297; ansonyao.github.io,
        // "Hit-Test Sequence In iOS", 2016).
        let world = World()
        let below = world.view("below", CGRect(x: 0, y: 0, width: 100, height: 100))
        world.view("above", CGRect(x: 0, y: 0, width: 100, height: 100))
        below.layer.zPosition = 100
        #expect(world.hit(50, 50) == "above")
    }

    @Test("a view inherits its superview's tint unless it has its own; changes reach the inheritors")
    func tintInheritance() {
        final class TintWatcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let outer = TintWatcher()
        let inner = TintWatcher()
        let own = TintWatcher()
        outer.addSubview(inner)
        outer.addSubview(own)
        #expect(inner.tintColor == .systemBlue)
        own.tintColor = .systemGreen
        #expect(own.changes == 1)
        outer.tintColor = .systemRed
        #expect(inner.tintColor == .systemRed && own.tintColor == .systemGreen)
        #expect(outer.changes == 1 && inner.changes == 1 && own.changes == 1)
        outer.tintColor = .systemRed  // unchanged: no call
        #expect(outer.changes == 1)
        outer.tintColor = nil
        #expect(inner.tintColor == .systemBlue && outer.changes == 2 && inner.changes == 2)
        // A view that never set a tint makes no layer for it.
        let plain = UIView()
        plain.tintColor = nil
        #expect(plain.tintColor == .systemBlue)
    }

    @Test("a tint change reaches a chain of any depth without recursion")
    func deepTintChain() {
        let top = UIView()
        var bottom = top
        for _ in 0..<50_000 {
            let next = UIView()
            bottom.addSubview(next)
            bottom = next
        }
        top.tintColor = .systemPink
        #expect(bottom.tintColor == .systemPink)
    }

    @Test("system colours have their light-appearance values and survive the trip through CGColor")
    func systemColours() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0 && g == 122.0 / 255 && b == 1 && a == 1)
        UIColor.secondaryLabel.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 60.0 / 255 && a == 0.6)
        #expect(UIColor.systemBackground == .white && UIColor.label == .black)
        for color in [UIColor.systemRed, .separator, .systemGray6, UIColor.white.withAlphaComponent(0.4)] {
            #expect(UIColor(cgColor: color.cgColor) == color)
        }
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == .gray)
        #expect(UIColor.systemRed.cgColor.numberOfComponents == 4 && UIColor.clear.cgColor.alpha == 0)
    }

    @Test("fonts are names and sizes: system weights, text styles and withSize")
    func fonts() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 12) == .systemFont(ofSize: 12, weight: .bold))
        #expect(UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.systemFont(ofSize: 10).withSize(20) == .systemFont(ofSize: 20))
        #expect(UIFont(name: "Avenir-Heavy", size: 16)?.fontName == "Avenir-Heavy")
        #expect(UIFont.systemFont(ofSize: 15, weight: UIFont.Weight(rawValue: 0.25)).fontName == ".SFUI-Medium")
    }

    @Test("labels, buttons and text fields keep UIKit's text defaults and read back what is set")
    func textAttributes() {
        let label = UILabel()
        #expect(label.font == .systemFont(ofSize: 17) && label.textColor == .label)
        #expect(label.textAlignment == .natural && label.numberOfLines == 1)
        label.textColor = .systemRed
        label.textColor = nil
        #expect(label.textColor == .label)
        let button = UIButton(type: .system)
        #expect(button.titleLabel === button.titleLabel && button.subviews.isEmpty)
        #expect(button.currentTitleColor == .systemBlue)
        button.setTitleColor(.systemOrange, for: .normal)
        #expect(button.currentTitleColor == .systemOrange)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
        let field = UITextField()
        #expect(field.borderStyle == .none && field.font == .systemFont(ofSize: 17))
        field.borderStyle = .roundedRect
        #expect(field.borderStyle.rawValue == 3)
    }
}

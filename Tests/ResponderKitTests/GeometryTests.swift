import Foundation
import Testing
@testable import ResponderKit

@Suite("Geometry")
@MainActor
struct GeometryTests {
    @Test("G1 G2: a new view has a zero bounds origin and bounds the size of its frame")
    func defaults() {
        let view = UIView(frame: r(10, 20, 30, 40))
        #expect(view.bounds == r(0, 0, 30, 40))
        #expect(view.center == p(25, 40))
        #expect(view.transform == .identity)
        #expect(view.frame == r(10, 20, 30, 40))
    }

    @Test("G3: with the identity transform a point maps to frame.origin + (p − bounds.origin)")
    func identityMapping() {
        let parent = UIView(frame: r(0, 0, 400, 400))
        let child = UIView(frame: r(10, 20, 100, 100))
        child.bounds.origin = p(5, 7)
        parent.addSubview(child)
        #expect(child.convert(p(5, 7), to: parent) == p(10, 20))
        #expect(child.convert(p(30, 30), to: parent) == p(35, 43))
        #expect(parent.convert(p(35, 43), to: child) == p(30, 30))
    }

    @Test("G3: a rotated view maps points about its bounds centre")
    func rotatedMapping() {
        let parent = UIView(frame: r(0, 0, 400, 400))
        let child = UIView(frame: r(0, 0, 100, 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // (100, 50) is 50 right of the centre (50, 50); a quarter turn puts it 50 below.
        #expect(child.convert(p(100, 50), to: parent).isClose(to: p(50, 100)))
        #expect(parent.convert(p(50, 100), to: child).isClose(to: p(100, 50)))
    }

    @Test("G4: under scale(2,2) the frame is the bounding box while bounds and center stay")
    func boundingBoxFrame() {
        let view = UIView(frame: r(0, 0, 100, 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == r(-50, -50, 200, 200))
        #expect(view.bounds == r(0, 0, 100, 100))
        #expect(view.center == p(50, 50))
    }

    @Test("G4: a 45° rotation gives the rotated square's bounding box")
    func rotatedFrame() {
        let view = UIView(frame: r(0, 0, 100, 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 50 * 2.0.squareRoot()
        #expect(abs(view.frame.minX - (50 - half)) < 1e-9)
        #expect(abs(view.frame.width - 2 * half) < 1e-9)
    }

    @Test("G5: setting frame moves center and resizes bounds, keeping bounds.origin")
    func settingFrame() {
        let view = UIView(frame: r(0, 0, 10, 10))
        view.bounds.origin = p(3, 4)
        view.frame = r(100, 200, 50, 60)
        #expect(view.center == p(125, 230))
        #expect(view.bounds == r(3, 4, 50, 60))
    }

    @Test("G6: resizing bounds keeps center; moving bounds.origin does not move the view")
    func settingBounds() {
        let view = UIView(frame: r(0, 0, 100, 100))
        view.bounds.size = CGSize(width: 50, height: 20)
        #expect(view.center == p(50, 50))
        #expect(view.frame == r(25, 40, 50, 20))
        view.bounds.origin = p(10, 10)
        #expect(view.frame == r(25, 40, 50, 20))
    }

    @Test("G7: setting center moves the frame")
    func settingCenter() {
        let view = UIView(frame: r(0, 0, 100, 50))
        view.center = p(200, 200)
        #expect(view.frame == r(150, 175, 100, 50))
    }

    @Test("G8: setting transform changes neither center nor bounds")
    func settingTransform() {
        let view = UIView(frame: r(10, 10, 100, 50))
        view.transform = CGAffineTransform(rotationAngle: 1).scaledBy(x: 3, y: 0.5)
        #expect(view.center == p(60, 35))
        #expect(view.bounds == r(0, 0, 100, 50))
    }

    @Test("G9 S5: increasing bounds.origin.y moves subviews up, on screen and for hit-testing")
    func boundsOriginShiftsSubviews() {
        let world = World()
        let scroller = world.view("scroller", r(0, 0, 300, 300))
        let item = world.view("item", r(0, 150, 100, 100), in: scroller)
        scroller.bounds.origin = p(0, 100)
        #expect(item.convert(CGPoint.zero, to: nil) == p(0, 50))
        #expect(world.hit(10, 60) == "item")
        #expect(world.hit(10, 140) == "item")
        #expect(world.hit(10, 160) == "scroller")
        #expect(world.hit(10, 260) == "scroller")
    }

    @Test("G10: conversion between siblings and to nil (the window) applies every level")
    func conversionBetweenViews() {
        let world = World()
        let a = world.view("a", r(10, 10, 100, 100))
        let b = world.view("b", r(200, 300, 50, 50))
        let inner = world.view("inner", r(5, 5, 20, 20), in: a)
        #expect(inner.convert(p(1, 1), to: b) == p(-184, -284))
        #expect(inner.convert(p(1, 1), to: nil) == p(16, 16))
        #expect(inner.convert(p(16, 16), from: nil) == p(1, 1))
        #expect(b.convert(p(-184, -284), from: b).isClose(to: p(-184, -284)))
    }

    @Test("G11: a rect converts to the bounding box of its converted corners")
    func rectConversion() {
        let parent = UIView(frame: r(0, 0, 400, 400))
        let child = UIView(frame: r(100, 100, 100, 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let box = child.convert(child.bounds, to: parent)
        #expect(abs(box.width - child.frame.width) < 1e-9)
        #expect(abs(box.midX - 150) < 1e-9)
        #expect(child.convert(CGRect.null, to: parent).isNull)
    }

    @Test("G12 ❓: without a window, nil means the top-most ancestor's space")
    func conversionWithoutWindow() {
        let views = nestedViews(r(50, 50, 300, 300), r(10, 10, 100, 100), r(1, 2, 10, 10))
        let (top, leaf) = (views[0], views[2])
        #expect(leaf.convert(CGPoint.zero, to: nil) == p(11, 12))
        #expect(leaf.convert(CGPoint.zero, to: top) == p(11, 12))
    }

    @Test("G13 ❓ G14: views in different windows convert through screen coordinates")
    func crossWindowConversion() {
        let app = UIApplication()
        let w1 = UIWindow(frame: r(0, 0, 200, 200), application: app)
        let w2 = UIWindow(frame: r(100, 300, 200, 200), application: app)
        let a = UIView(frame: r(10, 10, 50, 50))
        let b = UIView(frame: r(20, 20, 50, 50))
        w1.addSubview(a)
        w2.addSubview(b)
        // a's origin is (10, 10) on screen; b's is (120, 320).
        #expect(a.convert(CGPoint.zero, to: b) == p(-110, -310))
        #expect(w2.convert(CGPoint.zero, to: nil as UIWindow?) == p(100, 300))
        #expect(w2.convert(p(100, 300), from: nil as UIWindow?) == p(0, 0))
        #expect(w1.convert(p(0, 0), to: w2) == p(-100, -300))
    }

    @Test("G3: converting to a view and back is the identity, transforms and all")
    func roundTrip() {
        let views = nestedViews(r(0, 0, 400, 400), r(30, 40, 120, 80), r(5, 6, 20, 30))
        let (parent, child, grandchild) = (views[0], views[1], views[2])
        child.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.7)
        child.bounds.origin = p(-4, 9)
        grandchild.transform = CGAffineTransform(rotationAngle: -1.1)
        for point in [p(0, 0), p(13.5, -7), p(400, 12)] {
            let there = grandchild.convert(point, to: parent)
            #expect(grandchild.convert(there, from: parent).isClose(to: point, within: 1e-9))
        }
    }

    @Test("CGAffineTransform: concatenating applies the receiver first, as CoreGraphics does")
    func transformAlgebra() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(p(1, 1).applying(scale.concatenating(move)) == p(12, 3))
        #expect(p(1, 1).applying(move.concatenating(scale)) == p(22, 3))
        #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
        let t = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -2)
        #expect(p(5, 9).applying(t).applying(t.inverted()).isClose(to: p(5, 9), within: 1e-12))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test("H5: containment is half-open, and empty or NaN rectangles contain nothing")
    func containment() {
        let rect = r(0, 0, 10, 10)
        #expect(rect._contains(p(0, 0)))
        #expect(!rect._contains(p(10, 5)))
        #expect(!rect._contains(p(5, 10)))
        #expect(!r(0, 0, 0, 10)._contains(p(0, 0)))
        #expect(!r(0, 0, .nan, 10)._contains(p(0, 0)))
        #expect(!rect._contains(p(.nan, 1)))
        #expect(r(5, 5, -3, 2)._contains(p(3, 6)))
    }
}

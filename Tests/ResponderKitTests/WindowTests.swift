import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@Suite("Windows")
@MainActor
struct WindowTests {
    func window(_ app: UIApplication, _ id: String, level: UIWindow.Level = .normal) -> (UIWindow, HandlingView) {
        let window = UIWindow(frame: r(0, 0, 300, 300), application: app)
        window.accessibilityIdentifier = id
        window.windowLevel = level
        let content = HandlingView(frame: r(0, 0, 100, 100))
        content.accessibilityIdentifier = "\(id).content"
        window.addSubview(content)
        return (window, content)
    }

    @Test("W1 W3 ⚠: a touch goes to the front window whose hit-test finds a view, key or not")
    func frontWindowWins() {
        let app = UIApplication()
        let log = EventLog(app, topics: [.touches])
        let (back, _) = window(app, "back")
        let (front, _) = window(app, "front")
        back.makeKeyAndVisible()
        front.isHidden = false
        #expect(back.isKeyWindow && !front.isKeyWindow)
        app.tap(at: p(10, 10))
        #expect(
            log.lines == [
                "touch 1 began in front on front.content",
                "touchesBegan front.content [1]",
                "touchesEnded front.content [1]"
            ])
    }

    @Test("W3 W4: a window whose hitTest returns nil lets the touch fall through; nothing hit drops it")
    func fallThrough() {
        final class PassThroughWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let app = UIApplication()
        let log = EventLog(app, topics: [.touches])
        let (back, _) = window(app, "back")
        back.makeKeyAndVisible()
        let overlay = PassThroughWindow(frame: r(0, 0, 300, 300), application: app)
        overlay.accessibilityIdentifier = "overlay"
        overlay.windowLevel = .alert
        overlay.isHidden = false
        app.tap(at: p(200, 200))
        app.tap(at: p(10, 10))
        app.tap(at: p(1000, 1000))
        #expect(
            log.lines == [
                "touch 1 began in back on back",
                "touchesBegan back [1]",
                "touchesEnded back [1]",
                "touch 1 began in back on back.content",
                "touchesBegan back.content [1]",
                "touchesEnded back.content [1]",
                "touch 1 dropped: no window's hitTest returned a view"
            ])
    }

    @Test("W2 ❓: higher levels are in front; within a level the most recently shown is")
    func ordering() {
        let app = UIApplication()
        let (alert, _) = window(app, "alert", level: .alert)
        let (a, _) = window(app, "a")
        let (b, _) = window(app, "b")
        let (status, _) = window(app, "status", level: .statusBar)
        for w in [alert, a, b, status] { w.isHidden = false }
        #expect(app.windows.map { $0.accessibilityIdentifier! } == ["a", "b", "status", "alert"])
        a.makeKeyAndVisible()
        #expect(app.windows.map { $0.accessibilityIdentifier! } == ["b", "a", "status", "alert"])
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
    }

    @Test("W5: a new window is hidden and receives no touches until shown")
    func hiddenUntilShown() {
        let app = UIApplication()
        let log = EventLog(app, topics: [.touches])
        let (w, _) = window(app, "w")
        #expect(w.isHidden)
        app.tap(at: p(10, 10))
        w.isHidden = false
        app.tap(at: p(10, 10))
        #expect(
            log.lines == [
                "touch 1 dropped: no window's hitTest returned a view",
                "touch 1 began in w on w.content",
                "touchesBegan w.content [1]",
                "touchesEnded w.content [1]"
            ])
    }

    @Test("W6: one key window; makeKey moves it and calls the hooks")
    func keyWindow() {
        final class Hooked: UIWindow {
            var log: EventLog!
            override func becomeKey() { log.append("\(accessibilityIdentifier!) becomeKey") }
            override func resignKey() { log.append("\(accessibilityIdentifier!) resignKey") }
        }
        let app = UIApplication()
        let log = EventLog()
        let a = Hooked(frame: r(0, 0, 10, 10), application: app)
        let b = Hooked(frame: r(0, 0, 10, 10), application: app)
        a.accessibilityIdentifier = "a"; a.log = log
        b.accessibilityIdentifier = "b"; b.log = log
        a.makeKeyAndVisible()
        b.makeKey()
        #expect(app.keyWindow === b && b.isKeyWindow && !a.isKeyWindow)
        #expect(log.lines == ["a becomeKey", "a resignKey", "b becomeKey"])
    }

    @Test("W7: an application or window that overrides sendEvent sees every event and decides delivery")
    func sendEventOverrides() {
        final class App: UIApplication {
            var seen: [String] = []
            var swallow = false
            override func sendEvent(_ event: UIEvent) {
                seen.append("\(event.type)")
                if !swallow { super.sendEvent(event) }
            }
        }
        let app = App()
        let (w, content) = window(app, "w")
        let log = EventLog()
        content.log = log
        w.makeKeyAndVisible()
        app.tap(at: p(10, 10))
        app.swallow = true
        app.tap(at: p(10, 10))
        app.shake()
        #expect(app.seen == ["touches", "touches", "touches", "touches", "motion", "motion"])
        #expect(log.lines == ["w.content handled began [1]", "w.content handled ended [1]"])
    }

    @Test("W8 Q3: ignoring interaction nests, and drops touches that begin meanwhile")
    func ignoringInteraction() {
        let app = UIApplication()
        let log = EventLog(app, topics: [.touches])
        let (w, content) = window(app, "w")
        content.log = log
        w.makeKeyAndVisible()
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.tap(at: p(10, 10))
        app.endIgnoringInteractionEvents()
        app.touch(finger: 1, .began, at: p(10, 10))
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.touch(finger: 1, .ended, at: p(10, 10))  // still the ignored finger
        app.tap(at: p(10, 10))
        #expect(
            log.lines == [
                "touch 1 dropped: the application is ignoring interaction events",
                "touch 1 dropped: the application is ignoring interaction events",
                "touch 1 began in w on w.content",
                "touchesBegan w.content [1]",
                "w.content handled began [1]",
                "touchesEnded w.content [1]",
                "w.content handled ended [1]"
            ])
    }

    @Test("hidden windows are not kept alive by the application; visible ones are")
    func windowLifetime() {
        let app = UIApplication()
        weak var hidden: UIWindow?
        weak var visible: UIWindow?
        do {
            let h = UIWindow(frame: r(0, 0, 1, 1), application: app)
            let v = UIWindow(frame: r(0, 0, 1, 1), application: app)
            v.isHidden = false
            hidden = h
            visible = v
        }
        #expect(hidden == nil)
        #expect(visible != nil && app.windows.count == 1)
    }
}

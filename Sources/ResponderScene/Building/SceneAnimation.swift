import Foundation
import ResponderKit

/// UIView animations in scene files: a view's `animating:` attribute (a view caught mid-animation,
/// as a dump shows one) and a script's `animate:` step. Both start a real
/// `UIView.animate(withDuration:delay:options:animations:completion:)` on the scene's clock.
@MainActor
enum SceneAnimation {
    /// The options a scene may name, by `UIView.AnimationOptions`' names.
    nonisolated static let optionNames = [
        "allowUserInteraction", "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear"
    ]
    /// The values an animation changes.
    nonisolated static let animatableKeys = ["frame", "center", "bounds", "transform", "alpha"]
    /// The keys of the timing, in `animating:` and in `animate:`.
    nonisolated static let timingKeys = ["duration", "delay", "options"]
    /// The keys of `animating:`.
    nonisolated static let attributeKeys = timingKeys + ["from"]
    /// Core Animation's default duration (`CATransaction.animationDuration()`), for `animating:`
    /// without one.
    nonisolated static let defaultDuration: TimeInterval = 0.25

    struct Timing {
        var duration: TimeInterval
        var delay: TimeInterval = 0
        var options: UIView.AnimationOptions = []
    }

    nonisolated static func options(_ value: Value) throws -> UIView.AnimationOptions {
        var options: UIView.AnimationOptions = []
        var curves = 0
        for item in try value.list("options") {
            let name = try item.string("an animation option")
            switch name {
            case "allowUserInteraction": options.insert(.allowUserInteraction)
            case "curveEaseInOut": options.insert(.curveEaseInOut); curves += 1
            case "curveEaseIn": options.insert(.curveEaseIn); curves += 1
            case "curveEaseOut": options.insert(.curveEaseOut); curves += 1
            case "curveLinear": options.insert(.curveLinear); curves += 1
            default:
                let absent = ["beginFromCurrentState", "repeat", "autoreverse", "layoutSubviews"].contains(name)
                throw item.error(
                    "unknown animation option '\(name)'",
                    hint: absent
                        ? "ResponderKit does not model .\(name) (see DifferencesFromUIKit.md); it knows \(optionNames.joined(separator: ", "))"
                        : hint(for: name, among: optionNames))
            }
            if curves > 1 {
                throw item.error(
                    "an animation has one curve",
                    hint: "keep one of curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear")
            }
        }
        return options
    }

    nonisolated static func seconds(_ value: Value, _ what: String) throws -> TimeInterval {
        let seconds = try value.number(what)
        guard seconds >= 0, seconds <= 3600 else {
            throw value.error(
                "\(what) must be between 0 and 3600 seconds, not \(TraceRecord.format(seconds))",
                hint: "UIKit's animations last a fraction of a second, such as 0.3")
        }
        return seconds
    }

    nonisolated static func timing(_ fields: Fields, defaultDuration: TimeInterval?) throws -> Timing {
        let duration =
            try defaultDuration.map { try fields["duration"].map { try seconds($0, "duration") } ?? $0 }
            ?? seconds(try fields.required("duration"), "duration")
        var timing = Timing(duration: duration)
        if let value = fields["delay"] { timing.delay = try seconds(value, "delay") }
        if let value = fields["options"] { timing.options = try options(value) }
        return timing
    }

    /// The animatable keys present in `fields`, applied to `view` (the set step's checks).
    static func apply(_ fields: Fields, to view: UIView) throws {
        try ViewGeometry.apply(fields, to: view)
        if let v = fields["alpha"] {
            let alpha = try v.number("alpha")
            guard (0...1).contains(alpha) else {
                throw v.error("alpha must be between 0 and 1", hint: "0 is transparent, 1 opaque")
            }
            view.alpha = CGFloat(alpha)
        }
    }

    /// `animating: {duration, delay, options, from: {frame …}}` of a view: read now, started once
    /// the view is in its window (a link).
    static func attribute(_ value: Value, of view: UIView) throws -> () throws -> Void {
        let fields = try value.fields("animating", keys: attributeKeys)
        let timing = try timing(fields, defaultDuration: defaultDuration)
        let from = try fields["from"].map { try $0.fields("from", keys: animatableKeys) }
        return {
            guard view.window?.application != nil else {
                throw value.error(
                    "'\(TraceRecord.name(of: view))' is in no window, so it cannot be animating",
                    hint: "give `animating` to a view inside a window")
            }
            try start(timing, on: view, from: from)
        }
    }

    /// Starts an animation of `view` from the values `from` gives (else from where it is) to
    /// where it is now: UIKit's model values are the final ones.
    static func start(_ timing: Timing, on view: UIView, from: Fields?) throws {
        let center = view.center, bounds = view.bounds, transform = view.transform, alpha = view.alpha
        if let from {
            var failure: (any Error)?
            UIView.performWithoutAnimation {
                do { try apply(from, to: view) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        UIView.animate(
            withDuration: timing.duration, delay: timing.delay, options: timing.options,
            animations: {
                view.transform = transform
                view.bounds = bounds
                view.center = center
                view.alpha = alpha
            })
    }

    /// The script's `animate: {view, duration, delay, options, frame …}`: the changes made inside
    /// one `UIView.animate` call.
    static func run(_ fields: Fields, on view: UIView) throws {
        let timing = try timing(fields, defaultDuration: nil)
        var failure: (any Error)?
        UIView.animate(
            withDuration: timing.duration, delay: timing.delay, options: timing.options,
            animations: {
                do { try apply(fields, to: view) } catch { failure = error }
            })
        if let failure { throw failure }
    }
}

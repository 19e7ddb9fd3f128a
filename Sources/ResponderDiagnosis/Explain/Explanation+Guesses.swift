import Foundation
import ResponderKit
import ResponderScene

/// What an explanation adds for a scene imported from a dump: `headline`, a line to follow the
/// answer's first when it depends on what the dump did not show, naming it; and `notes`, for the end:
/// where a fragment's points are, and each guess the answer depends on (attributes a cut line
/// lost, of the views under the point and of the hit view's ancestors; a frame not printed, of a
/// view that would take the point if it covered it; views lost where the dump was cut). Both
/// nil and empty for a scene file written by hand.
@MainActor
func importNotes(_ scene: Scene, point: CGPoint, hit: UIView?, window: UIWindow?) -> (
    headline: String?, notes: [String]
) {
    guard let window else { return (nil, []) }
    var notes: [String] = []
    if let note = scene.fragmentNote(of: window) {
        notes.append("Fragment: " + note.replacingOccurrences(of: "fragment: ", with: "") + ".")
    }
    let alternatives = hit.map { scene.guessedAlternatives(at: point, in: window, hit: $0) } ?? []
    let frames = scene.guessedFrameAlternatives(at: point, in: window, hit: hit)
    let lost = scene.lostSubviews(at: point, in: window)
    notes += (alternatives + frames.map(\.sentence) + (lost.map { [$0] } ?? [])).map { "Depends on a guess: \($0)" }
    let inWindow = window.convert(point, from: nil as UIWindow?)
    var guesses: [String] = []
    for view in scene.guessedViews where view.window === window {
        let under = view.bounds.contains(view.convert(inWindow, from: nil as UIView?))
        guard under || (hit.map { $0.isDescendant(of: view) } ?? false) else { continue }
        let attributes = scene.guessedAttributes(of: view).filter { $0 != "subviews" }.map {
            $0 == "animating" ? "the options of its running animation" : $0
        }
        guard !attributes.isEmpty else { continue }
        guesses.append("\(attributes.joined(separator: ", ")) of \(scene.displayName(of: view))")
    }
    if !guesses.isEmpty {
        let animatingGuess =
            scene.guessedViews.contains {
                $0.window === window && scene.guessedAttributes(of: $0).contains("animating")
            }
            ? ", UIKit's default animation options, without .allowUserInteraction" : ""
        let shown = guesses.count > 4 ? guesses.prefix(3) + ["\(guesses.count - 3) more views"] : guesses[...]
        notes.append(
            "Guessed: the dump did not show \(shown.joined(separator: "; ")); the answer reads those lines as printed (interaction on unless `userInteractionEnabled = NO` is printed, not hidden, alpha 1, no transform\(animatingGuess))."
        )
    }
    var rests: [String] = []
    if !guesses.isEmpty {
        rests.append(
            guesses.count > 2 ? "attributes of \(guesses.count) views under the point" : guesses.joined(separator: "; ")
        )
    }
    if !frames.isEmpty {
        rests.append("the frame of " + frames.map { scene.displayName(of: $0.view) }.joined(separator: ", "))
    }
    if lost != nil { rests.append("the views lost where the dump was cut") }
    let headline =
        rests.isEmpty
        ? nil
        : "This answer depends on a guess about what the dump did not show: \(rests.joined(separator: "; ")) (see the end)."
    return (headline, notes)
}

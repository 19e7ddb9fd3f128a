import Foundation

// "Did you mean": the one rule for every unknown name a user types (a scene key, a view class, an
// id, a `--trace` topic).

/// The name among `candidates` that `word` is most likely a typo of, or nil when none is close.
///
/// A candidate is close when its edit distance from `word` (see `editDistance`, ignoring case) is
/// at most `max(1, word.count / 3)`: one edit for a word of up to five characters, two for six to
/// eight, and so on, so that `frmae` suggests `frame` and `xyz` suggests nothing. Of several
/// closest candidates, the first in `candidates` wins, so the answer depends only on the order the
/// caller gives. Nil when `candidates` is empty.
package func suggestion(for word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    // `min(by:)` keeps the first of equal elements.
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(1, word.count / 3) ? best.0 : nil
}

/// A hint for an unknown `word`: `did you mean 'x'?` with the `suggestion(for:among:)`, else
/// `expected one of: ` and every candidate, in the order given.
package func hint(for word: String, among candidates: [String]) -> String {
    if let match = suggestion(for: word, among: candidates) { return "did you mean '\(match)'?" }
    return "expected one of: " + candidates.joined(separator: ", ")
}

/// Edit distance counting an exchange of neighbours as one edit (optimal string alignment), so
/// that `frmae` is one edit from `frame`. Compares characters exactly; callers fold case.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}

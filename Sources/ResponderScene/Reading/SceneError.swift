import Foundation

/// Bad input in a scene or script file: where it is, what is wrong, and how to fix it.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The file's path as it was given (or the name passed with text read from memory).
    public var file: String
    /// The 1-based line of the fault; 0 when the fault is the file as a whole (missing, a
    /// directory, unreadable).
    public var line: Int
    /// The 1-based column, counted in Unicode scalars; 0 with `line` 0.
    public var column: Int
    /// What is wrong, as a lower-case sentence fragment: `unknown id 'BBBBB'`.
    public var message: String
    /// How to fix it, often a suggestion: `did you mean 'BBBB'?`; nil when there is nothing to add.
    public var hint: String?

    /// An error at `line`:`column` of `file`; pass 0 for both when the fault is the whole file.
    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// `file:line:column: error: message` (`file: error: message` when `line` is 0: the problem
    /// is the file as a whole, missing or unreadable), and the hint on a second line.
    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(location): error: \(message)" + (hint.map { "\n  hint: \($0)" } ?? "")
    }
}

/// The closest of `candidates` to `word`, if it is close enough to be a likely typo.
func suggestion(for word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(1, word.count / 3) ? best.0 : nil
}

/// A hint naming the likely typo, else the choices.
func hint(for word: String, among candidates: [String]) -> String {
    if let match = suggestion(for: word, among: candidates) { return "did you mean '\(match)'?" }
    return "expected one of: " + candidates.joined(separator: ", ")
}

/// Edit distance counting an exchange of neighbours as one edit (optimal string alignment), so
/// that `frmae` is one edit from `frame`.
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

extension AnswerJSON.LintDocument {
    /// The findings as `responder lint` prints them: each finding's description, then the
    /// count; `file: no findings` when there are none.
    public var text: String {
        if findings.isEmpty { return "\(file): no findings\n" }
        return findings.map { $0.description + "\n" }.joined()
            + "\(findings.count) finding\(findings.count == 1 ? "" : "s")\n"
    }
}

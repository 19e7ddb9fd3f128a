import Foundation

/// Reads scene, script and dump files, so that each kind of unreadable file gets the same message
/// whichever command reads it.
public enum TextFile {
    /// The text of the file at `path`.
    ///
    /// A path that does not exist, is a directory or cannot be read is a ``SceneError`` about the
    /// file as a whole (its `line` is 0, printed `path: error: no such file`); bytes that are not
    /// UTF-8 text (not UTF-8, or binary: holding a NUL byte) are a ``SceneError`` located at the
    /// first bad byte, with `hint` (what the file should be).
    public static func read(path: String, hint: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(
                file: path, line: 0, column: 0, message: "no such file",
                hint: "check the path; a relative path starts from the current directory")
        }
        guard !isDirectory.boolValue else {
            throw SceneError(
                file: path, line: 0, column: 0, message: "a directory, not a file", hint: "give the path of a file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneError(
                file: path, line: 0, column: 0, message: "cannot read the file", hint: "check its permissions")
        }
        // A NUL byte marks a binary file (or UTF-16 text), though it is valid UTF-8. (Searched in
        // the text's bytes: a `Data`'s iterator takes a tenth of a second for 20 MB.)
        guard let text = String(data: data, encoding: .utf8), !text.utf8.contains(0) else {
            let (line, column) = positionOfFirstInvalidByte(in: data)
            throw SceneError(file: path, line: line, column: column, message: "not UTF-8 text", hint: hint)
        }
        return text
    }

    /// The line and column (counted in Unicode scalars, as the YAML reader counts them), from 1, of
    /// the first byte of `data` that is not UTF-8, or is NUL.
    private static func positionOfFirstInvalidByte(in data: Data) -> (line: Int, column: Int) {
        var decoder = UTF8()
        var bytes = data.makeIterator()
        var line = 1, column = 1
        while case .scalarValue(let scalar) = decoder.decode(&bytes), scalar != "\0" {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

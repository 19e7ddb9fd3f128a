import Foundation

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (Foundation's
    /// `trimmingCharacters(in: .whitespaces)`, without its cost on Linux, where the importer
    /// calls it several times per dump line).
    var trimmedWhitespace: String {
        func isBlank(_ character: Character) -> Bool { character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

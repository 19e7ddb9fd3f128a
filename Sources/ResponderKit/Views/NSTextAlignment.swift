import Foundation

/// How a label or text field aligns its text; raw values are UIKit's. Stored, no effect
/// (ResponderKit draws no text).
public enum NSTextAlignment: Int, Sendable {
    /// `left`, `center`, `right`, `justified`, and `natural` (the script's own direction, the default).
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

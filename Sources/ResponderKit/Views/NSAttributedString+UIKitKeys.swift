import Foundation

// The text attribute keys UIKit adds to Foundation's, with UIKit's raw values, for the
// attribute dictionaries controls store (`UISegmentedControl.setTitleTextAttributes(_:for:)`).

extension NSAttributedString.Key {
    /// The text's colour: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text: a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
}

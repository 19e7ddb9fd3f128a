import Foundation

/// A view that shows text. User interaction is off by default (H10).
@preconcurrency @MainActor
open class UILabel: UIView {
    // UIKit: H10
    open override class var isUserInteractionEnabledByDefault: Bool { false }

    /// Nil by default; not drawn, and nothing in event delivery reads it.
    open var text: String?

    // The text's attributes: stored and read back, no effect (ResponderKit draws no text).

    /// The system font at 17 points by default; setting nil restores it. Stored, no effect.
    open var font: UIFont! {
        get { _font ?? .systemFont(ofSize: 17) }
        set { _font = newValue }
    }
    /// `UIColor.label` by default; setting nil restores it. Stored, no effect.
    open var textColor: UIColor! {
        get { _textColor ?? .label }
        set { _textColor = newValue }
    }
    /// `natural` by default. Stored, no effect.
    open var textAlignment: NSTextAlignment = .natural
    /// 1 by default; 0 means as many as the text needs. Stored, no effect.
    open var numberOfLines = 1
    /// False by default. Stored, no effect.
    open var adjustsFontSizeToFitWidth = false
    private var _font: UIFont?
    private var _textColor: UIColor?
}

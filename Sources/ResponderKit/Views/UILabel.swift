import Foundation

/// A view that shows text. User interaction is off by default (H10).
@preconcurrency @MainActor
open class UILabel: UIView {
    // UIKit: H10
    open override class var isUserInteractionEnabledByDefault: Bool { false }

    /// Nil by default; not drawn, and nothing in event delivery reads it.
    open var text: String?

    // The text's attributes: stored and read back, no effect (ResponderKit draws no text). Kept
    // in a side object made when one is first set, so that a label that sets none (most labels
    // of a scene) stays as small as before.

    /// The system font at 17 points by default; setting nil restores it. Stored, no effect.
    open var font: UIFont! {
        get { _attributes?.font ?? .systemFont(ofSize: 17) }
        set { attributes.font = newValue }
    }
    /// `UIColor.label` by default; setting nil restores it. Stored, no effect.
    open var textColor: UIColor! {
        get { _attributes?.textColor ?? .label }
        set { attributes.textColor = newValue }
    }
    /// `natural` by default. Stored, no effect.
    open var textAlignment: NSTextAlignment {
        get { _attributes?.textAlignment ?? .natural }
        set { attributes.textAlignment = newValue }
    }
    /// 1 by default; 0 means as many as the text needs. Stored, no effect.
    open var numberOfLines: Int {
        get { _attributes?.numberOfLines ?? 1 }
        set { attributes.numberOfLines = newValue }
    }
    /// False by default. Stored, no effect.
    open var adjustsFontSizeToFitWidth: Bool {
        get { _attributes?.adjustsFontSizeToFitWidth ?? false }
        set { attributes.adjustsFontSizeToFitWidth = newValue }
    }

    private var _attributes: _LabelAttributes?
    private var attributes: _LabelAttributes {
        if let attributes = _attributes { return attributes }
        let attributes = _LabelAttributes()
        _attributes = attributes
        return attributes
    }
}

/// A label's text attributes, once one is set (see `UILabel.font`).
private final class _LabelAttributes {
    var font: UIFont?
    var textColor: UIColor?
    var textAlignment = NSTextAlignment.natural
    var numberOfLines = 1
    var adjustsFontSizeToFitWidth = false
}

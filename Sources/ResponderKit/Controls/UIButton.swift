import Foundation

/// A push button: a tap inside sends `touchUpInside` and then `primaryActionTriggered` (C8).
@MainActor
open class UIButton: UIControl {
    /// UIKit's button styles; raw values are UIKit's.
    public enum ButtonType: Int, Sendable {
        /// The styles differ only in looks, which ResponderKit does not draw: every type tracks
        /// touches and sends events the same way.
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// Fixed at creation: `custom` unless made with `init(type:)`.
    public let buttonType: ButtonType

    /// A button of `buttonType` with a zero frame; set its frame before it can be touched.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A `custom` button.
    public override init(frame: CGRect) {
        self.buttonType = .custom
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        self.buttonType = .custom
        super.init(coder: coder)
    }

    /// A `custom` button that runs `primaryAction` on each successful tap (iOS 14).
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // UIKit: C8 — recommended: the primary action follows a successful tap.
    override func _touchUp(_ touch: UITouch, inside: Bool) -> Event {
        inside ? .primaryActionTriggered : []
    }

    // UIKit: C9 — a single tap is a button's own gesture.
    override func _defaultActionBeats(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer._isSingleTap
    }
}

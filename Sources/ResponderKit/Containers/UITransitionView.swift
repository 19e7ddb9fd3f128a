import Foundation

/// Holds the view of the controller a container shows: a tab bar controller's selected tab (and,
/// in UIKit, a presented controller).
@preconcurrency @MainActor
public final class UITransitionView: UIView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

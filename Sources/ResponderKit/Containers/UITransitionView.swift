import Foundation

/// Holds the view of the controller a container shows: a tab bar controller's selected tab, or a
/// presented controller with the views its presentation adds (the container view of PRES2).
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

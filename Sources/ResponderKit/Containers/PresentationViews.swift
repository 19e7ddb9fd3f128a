import Foundation

// The views UIKit builds around a presented controller's view, under UIKit's (private) class
// names, so that a hierarchy built here reads as a device's `recursiveDescription` does (PRES2):
//
//     UITransitionView              the container view: the window's bounds (a context's frame)
//       UIDimmingView               (sheets) behind the sheet; a tap on it tries to dismiss
//       UIDropShadowView            (sheets, full screen) holds the presented controller's view
//         <the presented view>

/// Holds a presented controller's view: a sheet, with its pull-down pan, or a full-screen
/// presentation's view.
@preconcurrency @MainActor
public final class UIDropShadowView: UIView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Dims what lies behind a sheet; a tap on it is an attempt to dismiss the sheet (PRES6).
@preconcurrency @MainActor
public final class UIDimmingView: UIView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

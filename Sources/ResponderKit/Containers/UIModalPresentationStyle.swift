import Foundation

/// How a presented controller is shown, with UIKit's raw values. Only the styles ResponderKit
/// builds are here; `.currentContext`, `.custom`, `.popover`, `.none` and `.blurOverFullScreen`
/// are absent (Documentation/DifferencesFromUIKit.md).
public enum UIModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    /// The presented view covers the window; the presenting controller's views leave the window
    /// when the presentation ends (PRES2).
    case fullScreen = 0
    /// A sheet over a dimming view, the presenting view showing above it (PRES2).
    case pageSheet = 1
    /// On a compact width, as `.pageSheet` (PRES2).
    case formSheet = 2
    /// The presented view covers the window; the views under it stay (PRES2).
    case overFullScreen = 5
    /// The presented view covers the view of the controller that defines the presentation
    /// context; the views under it stay (PRES3).
    case overCurrentContext = 6
    /// The system's choice: a page sheet (PRES2).
    case automatic = -2

    /// Whether the style shows a sheet over a dimming view.
    var _isSheet: Bool { self == .pageSheet || self == .formSheet }
}

import Foundation

/// The device's screen, as far as event code asks about it: its size.
///
/// ResponderKit models one screen, `UIScreen.main`, of 375×667 points (an iPhone 8's, and the
/// scene format's default `screen`). A view controller's default root view takes its bounds, as
/// UIKit's default `loadView()` does. Deviation: a scene's `screen` sizes its windows but not
/// `UIScreen.main`, which is fixed (no global state changes); scale, modes, brightness and the
/// rest of UIKit's `UIScreen` are absent (Documentation/DifferencesFromUIKit.md).
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen the device shows its windows on.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667))

    /// The screen's rectangle in points, origin at zero.
    public let bounds: CGRect

    private init(bounds: CGRect) {
        self.bounds = bounds
    }
}

import Foundation

/// The presentation controller of a page or form sheet: a tap on its dimming view and its
/// pull-down pan are a person's attempts to dismiss it (PRES6, PRES7, PRES9). Detents are absent:
/// every sheet is at its large detent.
@preconcurrency @MainActor
public final class UISheetPresentationController: UIPresentationController {
    /// The pull-down pan on the sheet's `UIDropShadowView` (ours: UIKit's is private), named
    /// `sheetDismissPanGestureRecognizer` in logs (PRES9).
    public let dismissPanGestureRecognizer = UIPanGestureRecognizer()
    /// The tap on the dimming view, named `dimmingViewTapGestureRecognizer` in logs (PRES6).
    public let dimmingViewTapGestureRecognizer = UITapGestureRecognizer()
    let _panDelegate = _UISheetDismissPanDelegate()

    /// How far down, as a share of its height, a sheet dragged and let go is dismissed (ours,
    /// PRES9 ❓).
    public static let dismissalCompletionFraction: CGFloat = 0.5
    /// How fast the finger must be moving down as it lifts for the sheet to be dismissed however
    /// far it went (ours, PRES9 ❓).
    public static let dismissalCompletionVelocity: CGFloat = 300
    /// How much of the finger's travel a sheet that refuses to be dismissed follows (ours, PRES9 ❓).
    public static let refusedDragResistance: CGFloat = 0.25

    /// A sheet's presentation controller for `presentedViewController`, with its dimming tap and
    /// pull-down pan made (they are installed when the sheet's views are built).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dismissPanGestureRecognizer.name = "sheetDismissPanGestureRecognizer"
        dimmingViewTapGestureRecognizer.name = "dimmingViewTapGestureRecognizer"
        _panDelegate.controller = self
        dismissPanGestureRecognizer.delegate = _panDelegate
        dismissPanGestureRecognizer.addTarget(self, action: UISheetPresentationController._panChanged)
        dimmingViewTapGestureRecognizer.addTarget(self, action: UISheetPresentationController._dimmingViewTapped)
    }

    override func _didBuildViews() {
        _dropShadowView?.addGestureRecognizer(dismissPanGestureRecognizer)
        _dimmingView?.addGestureRecognizer(dimmingViewTapGestureRecognizer)
    }

    /// Whether a person's dismissal is refused now, asking the delegate (PRES6).
    private func _refusesDismissal() -> Bool {
        // UIKit: PRES6
        if presentedViewController._refusesInteractiveDismissal { return true }
        return delegate?.presentationControllerShouldDismiss(self) == false
    }

    private func _dimmingViewTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, _phase == .presented else { return }
        // UIKit: PRES6 — a tap outside the sheet tries to dismiss it.
        if _refusesDismissal() {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        // UIKit: PRES7
        delegate?.presentationControllerWillDismiss(self)
        _dismiss(animated: true, interactive: true, completion: nil)
    }

    private func _panChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard _phase == .presented else { return }
            let refused = _refusesDismissal()
            _phase = .dragging(refused: refused)
            if refused {
                // UIKit: PRES6
                delegate?.presentationControllerDidAttemptToDismiss(self)
            } else {
                // UIKit: PRES7
                delegate?.presentationControllerWillDismiss(self)
                presentedViewController.beginAppearanceTransition(false, animated: true)
            }
            _follow(pan)
        case .changed:
            _follow(pan)
        case .ended, .cancelled:
            guard case .dragging(let refused) = _phase, let sheet = _dropShadowView else { return }
            let rest = frameOfPresentedViewInContainerView
            let distance = pan.translation(in: sheet.superview).y
            let velocity = pan.velocity(in: sheet.superview).y
            // UIKit: PRES9
            let completes =
                !refused && pan.state == .ended
                && (velocity > Self.dismissalCompletionVelocity
                    || (distance > rest.height * Self.dismissalCompletionFraction && velocity >= 0))
            if completes {
                _dismiss(animated: true, interactive: true, completion: nil)
            } else {
                _settle(sheet, at: rest, refused: refused)
            }
        default:
            break
        }
    }

    /// The sheet follows the finger down (a quarter of the way when the dismissal is refused),
    /// never above where it rests.
    private func _follow(_ pan: UIPanGestureRecognizer) {
        guard case .dragging(let refused) = _phase, let sheet = _dropShadowView else { return }
        let rest = frameOfPresentedViewInContainerView
        let distance = max(0, pan.translation(in: sheet.superview).y)
        sheet.frame = rest.offsetBy(dx: 0, dy: refused ? distance * Self.refusedDragResistance : distance)
    }

    /// The sheet goes back up; a controller that began to disappear appears again (NAV5's order,
    /// PRES9).
    private func _settle(_ sheet: UIView, at rest: CGRect, refused: Bool) {
        _phase = .presented
        _transitionNumber += 1
        let presented = presentedViewController
        if !refused { presented.beginAppearanceTransition(true, animated: true) }
        let share = min(max(sheet.frame.minY - rest.minY, 0) / max(rest.height, 1), 1)
        let number = _transitionNumber
        UIView.animate(
            withDuration: Self.transitionDuration * Double(share),
            animations: { sheet.frame = rest },
            completion: { [weak self] _ in
                guard let self, self._transitionNumber == number else { return }
                if !refused { presented.endAppearanceTransition() }
            })
    }
}

/// The pull-down pan's delegate: the pan begins only downwards, and only where no scroll view
/// under the finger is scrolled away from its top; a scroll view's pan in the sheet runs with it
/// (PRES9).
@preconcurrency @MainActor
final class _UISheetDismissPanDelegate: UIGestureRecognizerDelegate {
    weak var controller: UISheetPresentationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, controller._phase == .presented, let sheet = controller._dropShadowView,
            let pan = gestureRecognizer as? UIPanGestureRecognizer
        else { return false }
        // UIKit: PRES9 — down, and more down than sideways.
        let translation = pan.translation(in: sheet)
        guard translation.y > 0, translation.y >= abs(translation.x) else { return false }
        let location = pan.location(in: sheet)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        var current = sheet.hitTest(start, with: nil)
        while let view = current, view !== sheet {
            // Observed: a scroll view under the finger that is not at its top edge keeps the drag.
            if let scroll = view as? UIScrollView, scroll.contentOffset.y > -scroll.adjustedContentInset.top {
                return false
            }
            current = view.superview
        }
        return true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let sheet = controller?._dropShadowView, let scroll = otherGestureRecognizer.view as? UIScrollView,
            otherGestureRecognizer === scroll.panGestureRecognizer
        else { return false }
        return scroll.isDescendant(of: sheet)
    }
}

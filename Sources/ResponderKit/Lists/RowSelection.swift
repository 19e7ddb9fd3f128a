import Foundation

/// Why a touch on a row of a table, or an item of a collection view, did not select it (our
/// addition, for diagnosis): each case is one of UIKit's reasons, with the rule that gives it.
public enum RowSelectionRefusal: Hashable {
    /// `allowsSelection` is false (TV5).
    case selectionNotAllowed
    /// The table is editing and `allowsSelectionDuringEditing` is false (TV6).
    case editingWithoutSelection
    /// The delegate's `shouldHighlightRowAt` (`shouldHighlightItemAt`) returned false, which also
    /// keeps the row from being selected (TV4, CV3).
    case highlightRefused
    /// The delegate's `willSelectRowAt` returned nil (TV7), or `shouldSelectItemAt` false (CV3).
    case willSelectReturnedNil
    /// A tap on a selected row of a multiple selection would deselect it, and the delegate's
    /// `willDeselectRowAt` returned nil (`shouldDeselectItemAt` false) (TV14, CV4).
    case willDeselectReturnedNil
    /// The list's own pan began, so the touch scrolled and was cancelled (TV10).
    case cancelledByScrolling
    /// Another recognizer recognized and, with `cancelsTouchesInView`, cancelled the touch (TV11).
    case cancelledByRecognizer(UIGestureRecognizer)
    /// The touch was cancelled otherwise: the cell left the window, or the host cancelled it.
    case cancelled
    /// The finger lifted outside the row (TV16).
    case liftedOutsideRow
    /// The touch hits a control in the cell, which tracks it itself (TV12).
    case controlInCell(UIControl)
}

/// What became of a touch a table or collection view followed on one of its rows or items (our
/// addition, for diagnosis): `lastRowTouchOutcome`.
public struct RowTouchOutcome: Hashable {
    /// What the touch did to the row.
    public enum Result: Hashable {
        /// The row (or the one `willSelectRowAt` chose instead) was selected.
        case selected(IndexPath)
        /// A tap on a selected row of a multiple selection deselected it (TV8).
        case deselected(IndexPath)
        /// Nothing was selected, for this reason.
        case notSelected(RowSelectionRefusal)
    }

    /// The row the finger came down on.
    public let indexPath: IndexPath
    /// The finger (`UITouch.finger`).
    public let finger: Int
    public let result: Result
}

extension RowSelectionRefusal {
    /// Why a followed touch that was cancelled selected nothing: the list's own pan took it
    /// (TV10), another recognizer took it (TV11, CV7), or something else cancelled it.
    @MainActor static func _cancellation(of touch: UITouch, listPan: UIPanGestureRecognizer) -> RowSelectionRefusal {
        // UIKit: TV10, TV11, CV7
        guard let taker = touch.gestureRecognizers?.first(where: { $0._takesTouchesFromViews }) else {
            return .cancelled
        }
        return taker === listPan ? .cancelledByScrolling : .cancelledByRecognizer(taker)
    }

    /// The list's own refusal before it asks the delegate: selection off (TV5, CV5), or editing
    /// without selection during editing (TV6).
    static func _beforeHighlight(
        editing: Bool, allowsSelection: Bool, allowsMultipleSelection: Bool, allowsSelectionDuringEditing: Bool,
        allowsMultipleSelectionDuringEditing: Bool
    ) -> RowSelectionRefusal? {
        // UIKit: TV5, TV6, CV5
        if editing {
            return allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing ? nil : .editingWithoutSelection
        }
        return allowsSelection || allowsMultipleSelection ? nil : .selectionNotAllowed
    }
}

/// A touch a list follows from touch-down to lift.
struct _RowTouch {
    let touch: UITouch
    let indexPath: IndexPath
    let cell: UIView
    /// Whether the row is highlighted (the delegate was told).
    var highlighted = false
    /// Set at touch-down when the row cannot be selected by this touch.
    var refusal: RowSelectionRefusal?
}

extension UIView {
    /// The cell of `list` that contains the receiver: the receiver or the ancestor whose superview
    /// is `list`.
    func _cell(in list: UIView) -> UIView? {
        var view: UIView? = self
        while let current = view {
            if current._superview === list { return current }
            view = current._superview
        }
        return nil
    }

    /// The enabled control at or above the receiver, below `cell`, that takes a touch on the
    /// receiver for itself (TV12); a disabled control passes touches up (C2).
    func _trackingControl(below cell: UIView) -> UIControl? {
        var view: UIView? = self
        while let current = view, current !== cell {
            if let control = current as? UIControl, control.isEnabled { return control }
            view = current._superview
        }
        return nil
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer has recognized (or is recognizing) and so takes its touches from
    /// views (GV3).
    var _takesTouchesFromViews: Bool {
        cancelsTouchesInView && (state == .began || state == .changed || state == .ended)
    }
}

#if canImport(UIKit) && !os(watchOS)
import UIKit
#else
import ResponderKit
#endif
import Foundation

/// The scene keys of the UIKit classes a scene knows: controls' state, scroll views' content, and
/// (with ``ResponderCapture/Options/capturesText``) text.
@MainActor
enum PropertyKeys {
    static func keys(of view: UIView, options: ResponderCapture.Options, notes: inout Notes) -> [String] {
        var keys: [String] = []
        if let control = view as? UIControl {
            if !control.isEnabled { keys.append("enabled: false") }
            if control.isSelected { keys.append("selected: true") }
            if control.isHighlighted { keys.append("highlighted: true") }
        }
        switch view {
        case let toggle as UISwitch:
            if toggle.isOn { keys.append("on: true") }
        case let slider as UISlider:
            if slider.minimumValue != 0 { keys.append("minimumValue: \(YAMLOut.number(Double(slider.minimumValue)))") }
            if slider.maximumValue != 1 { keys.append("maximumValue: \(YAMLOut.number(Double(slider.maximumValue)))") }
            if slider.value != 0 { keys.append("value: \(YAMLOut.number(Double(slider.value)))") }
            if !slider.isContinuous { keys.append("continuous: false") }
        case let stepper as UIStepper:
            if stepper.minimumValue != 0 { keys.append("minimumValue: \(YAMLOut.number(stepper.minimumValue))") }
            if stepper.maximumValue != 100 { keys.append("maximumValue: \(YAMLOut.number(stepper.maximumValue))") }
            if stepper.value != 0 { keys.append("value: \(YAMLOut.number(stepper.value))") }
        case let segments as UISegmentedControl:
            let count = segments.numberOfSegments
            if count > 0 {
                // Without text, the segments are numbered: their count and order is what touches need.
                let titles = (0..<count).map {
                    options.capturesText ? segments.titleForSegment(at: $0) ?? "" : "segment \($0 + 1)"
                }
                keys.append("segments: \(YAMLOut.list(titles))")
            }
            if segments.selectedSegmentIndex >= 0, segments.selectedSegmentIndex < count {
                keys.append("selectedSegment: \(segments.selectedSegmentIndex)")
            }
        case let pages as UIPageControl:
            if pages.numberOfPages != 0 { keys.append("pages: \(pages.numberOfPages)") }
            if pages.currentPage != 0, pages.currentPage < pages.numberOfPages {
                keys.append("currentPage: \(pages.currentPage)")
            }
        default:
            break
        }
        if let textView = view as? UITextView, !textView.isEditable { keys.append("editable: false") }
        if let scroll = view as? UIScrollView {
            if scroll.contentSize != .zero {
                keys.append("contentSize: \(YAMLOut.size(scroll.contentSize, notes: &notes))")
            }
            if scroll.contentOffset != .zero {
                keys.append("contentOffset: \(YAMLOut.point(scroll.contentOffset, notes: &notes))")
            }
            if !scroll.delaysContentTouches { keys.append("delaysContentTouches: false") }
            if !scroll.canCancelContentTouches { keys.append("canCancelContentTouches: false") }
            if !scroll.isScrollEnabled { keys.append("scrollEnabled: false") }
            let inset = scroll.contentInset
            if inset != .zero {
                notes.other.append(
                    "contentInset [\(YAMLOut.number(inset.top)), \(YAMLOut.number(inset.left)), \(YAMLOut.number(inset.bottom)), \(YAMLOut.number(inset.right))] (no scene key yet)"
                )
            }
        }
        if options.capturesText, let text = text(of: view), !text.isEmpty {
            keys.append("text: \(YAMLOut.quoted(text))")
        }
        return keys
    }

    private static func text(of view: UIView) -> String? {
        switch view {
        case let label as UILabel: label.text
        case let field as UITextField: field.text
        case let textView as UITextView: textView.text
        default: nil
        }
    }
}

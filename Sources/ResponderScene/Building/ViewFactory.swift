import Foundation
import ResponderKit

/// The view classes a scene may name, and their class-specific properties.
@MainActor
enum ViewFactory {
    static let classes: KeyValuePairs<String, () -> UIView> = [
        "UIView": { UIView() },
        "UILabel": { UILabel() },
        "UIImageView": { UIImageView() },
        "UIControl": { UIControl() },
        "UIButton": { UIButton(type: .system) },
        "UITextField": { UITextField() },
        "UITextView": { UITextView() },
        "UIScrollView": { UIScrollView() },
        "UISwitch": { UISwitch() },
        "UISlider": { UISlider() },
        "UISegmentedControl": { UISegmentedControl(items: nil) },
        "UIStepper": { UIStepper() },
        "UIPageControl": { UIPageControl() },
        "UIStackView": { UIStackView() },
        "UITableView": { UITableView(frame: .zero, style: .plain) },
        "UICollectionView": { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
    ]

    /// A table's `style`, by name.
    static let tableStyles: KeyValuePairs<String, UITableView.Style> = [
        "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped
    ]

    nonisolated static let propertyKeys = [
        "enabled", "selected", "highlighted", "on", "value", "minimumValue", "maximumValue", "continuous",
        "segments", "selectedSegment", "pages", "currentPage", "text", "editable",
        "contentSize", "contentOffset", "delaysContentTouches", "canCancelContentTouches", "scrollEnabled",
        "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "allowsSelection", "allowsMultipleSelection",
        "editing", "allowsSelectionDuringEditing", "itemSize", "minimumInteritemSpacing", "minimumLineSpacing",
        "scrollDirection"
    ]

    /// A view of `class` (default `UIView`); an unknown class with a known `baseClass` (a custom
    /// subclass from an imported dump) behaves as that base class.
    static func make(_ fields: Fields) throws -> UIView {
        let view = try makeOfClass(fields)
        if let style = fields["style"] {
            guard view is UITableView else {
                throw fields.keyValue("style").error(
                    "'style' does not apply to \(String(describing: type(of: view)))",
                    hint: "only a UITableView has a style (plain, grouped, insetGrouped)")
            }
            return UITableView(frame: .zero, style: try style.choice("table style", tableStyles))
        }
        return view
    }

    private static func makeOfClass(_ fields: Fields) throws -> UIView {
        let names = classes.map(\.key)
        let name = try fields["class"]?.string("class") ?? "UIView"
        // A `baseClass` says what the view behaves as, even for a class the engine has: a dump's
        // table without its data is imported as the scroll view it shows (`baseClass: UIScrollView`).
        if fields["baseClass"] == nil, let factory = classes.first(where: { $0.key == name })?.value {
            return factory()
        }
        if let base = fields["baseClass"] {
            let baseName = try base.string("baseClass")
            guard let factory = classes.first(where: { $0.key == baseName })?.value else {
                throw base.error("unknown view class '\(baseName)'", hint: hint(for: baseName, among: names))
            }
            return factory()
        }
        throw try fields.required("class").error(
            "unknown view class '\(name)'",
            hint: suggestion(for: name, among: names).map { "did you mean '\($0)'?" }
                ?? "for a custom class, add `baseClass:` naming the UIKit class it extends")
    }

    static func applyProperties(_ fields: Fields, to view: UIView) throws {
        for key in propertyKeys {
            guard let value = fields[key] else { continue }
            guard try apply(key, value, to: view) else {
                throw value.error(
                    "'\(key)' does not apply to \(String(describing: type(of: view)))",
                    hint: "remove it, or give the view a class that has it")
            }
        }
        let range: (minimum: Double, maximum: Double)? =
            (view as? UISlider).map { (Double($0.minimumValue), Double($0.maximumValue)) }
            ?? (view as? UIStepper).map { ($0.minimumValue, $0.maximumValue) }
        if let range, range.minimum > range.maximum, let value = fields["maximumValue"] ?? fields["minimumValue"] {
            throw value.error(
                "minimumValue \(ObjectProperty.Reading.format(range.minimum)) is more than maximumValue \(ObjectProperty.Reading.format(range.maximum))",
                hint: "the value lies between them; give a minimum no larger than the maximum")
        }
    }

    /// Sets one property; false when the view's class has no such property.
    private static func apply(_ key: String, _ value: Value, to view: UIView) throws -> Bool {
        switch (key, view) {
        case ("enabled", let control as UIControl): control.isEnabled = try value.bool(key)
        case ("selected", let control as UIControl): control.isSelected = try value.bool(key)
        case ("highlighted", let control as UIControl): control.isHighlighted = try value.bool(key)
        case ("on", let toggle as UISwitch): toggle.isOn = try value.bool(key)
        case ("value", let slider as UISlider): slider.value = Float(try value.number(key))
        case ("value", let stepper as UIStepper): stepper.value = try value.number(key)
        case ("minimumValue", let slider as UISlider): slider.minimumValue = Float(try value.number(key))
        case ("minimumValue", let stepper as UIStepper): stepper.minimumValue = try value.number(key)
        case ("maximumValue", let slider as UISlider): slider.maximumValue = Float(try value.number(key))
        case ("maximumValue", let stepper as UIStepper): stepper.maximumValue = try value.number(key)
        case ("continuous", let slider as UISlider): slider.isContinuous = try value.bool(key)
        case ("segments", let segments as UISegmentedControl):
            for (index, title) in try value.sequence(key).enumerated() {
                segments.insertSegment(withTitle: try title.string("segment title"), at: index, animated: false)
            }
        case ("selectedSegment", let segments as UISegmentedControl):
            let index = try value.int(key)
            // The engine takes any index, as UIKit's setter is not documented to check it; a scene
            // naming a segment it does not have has made a mistake.
            guard index == UISegmentedControl.noSegment || (0..<segments.numberOfSegments).contains(index) else {
                throw value.error(
                    "selectedSegment \(index) is not a segment: there are \(segments.numberOfSegments)",
                    hint: "segments count from 0; -1 selects none")
            }
            segments.selectedSegmentIndex = index
        case ("pages", let pages as UIPageControl):
            let count = try value.int(key)
            guard count >= 0 else { throw value.error("pages must be 0 or more", hint: "write a whole number") }
            pages.numberOfPages = count
        case ("currentPage", let pages as UIPageControl):
            let page = try value.int(key)
            guard page == 0 || (0..<pages.numberOfPages).contains(page) else {
                throw value.error(
                    "currentPage \(page) is not a page: there are \(pages.numberOfPages)", hint: "pages count from 0")
            }
            pages.currentPage = page
        case ("text", let label as UILabel): label.text = try value.string(key)
        case ("text", let field as UITextField): field.text = try value.string(key)
        case ("text", let textView as UITextView): textView.text = try value.string(key)
        case ("editable", let textView as UITextView): textView.isEditable = try value.bool(key)
        case ("contentSize", let scroll as UIScrollView): scroll.contentSize = try value.size(key)
        case ("contentOffset", let scroll as UIScrollView): scroll.contentOffset = try value.point(key)
        case ("delaysContentTouches", let scroll as UIScrollView): scroll.delaysContentTouches = try value.bool(key)
        case ("canCancelContentTouches", let scroll as UIScrollView):
            scroll.canCancelContentTouches = try value.bool(key)
        case ("scrollEnabled", let scroll as UIScrollView): scroll.isScrollEnabled = try value.bool(key)
        case ("rowHeight", let table as UITableView): table.rowHeight = try height(value, key)
        case ("sectionHeaderHeight", let table as UITableView): table.sectionHeaderHeight = try height(value, key)
        case ("sectionFooterHeight", let table as UITableView): table.sectionFooterHeight = try height(value, key)
        case ("allowsSelection", let table as UITableView): table.allowsSelection = try value.bool(key)
        case ("allowsSelection", let collection as UICollectionView): collection.allowsSelection = try value.bool(key)
        case ("allowsMultipleSelection", let table as UITableView): table.allowsMultipleSelection = try value.bool(key)
        case ("allowsMultipleSelection", let collection as UICollectionView):
            collection.allowsMultipleSelection = try value.bool(key)
        case ("editing", let table as UITableView): table.isEditing = try value.bool(key)
        case ("editing", let collection as UICollectionView): collection.isEditing = try value.bool(key)
        case ("allowsSelectionDuringEditing", let table as UITableView):
            table.allowsSelectionDuringEditing = try value.bool(key)
        case ("allowsSelectionDuringEditing", let collection as UICollectionView):
            collection.allowsSelectionDuringEditing = try value.bool(key)
        case ("itemSize", let collection as UICollectionView):
            guard let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout else { return false }
            flow.itemSize = try value.size(key)
        case ("minimumInteritemSpacing", let collection as UICollectionView):
            guard let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout else { return false }
            flow.minimumInteritemSpacing = try height(value, key)
        case ("minimumLineSpacing", let collection as UICollectionView):
            guard let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout else { return false }
            flow.minimumLineSpacing = try height(value, key)
        case ("scrollDirection", let collection as UICollectionView):
            guard let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout else { return false }
            flow.scrollDirection = try value.choice(
                "scroll direction", ["vertical": .vertical, "horizontal": .horizontal])
        default: return false
        }
        return true
    }
}

extension ViewFactory {
    /// A length in points: a finite number, 0 or more.
    static func height(_ value: Value, _ key: String) throws -> CGFloat {
        let number = try value.number(key)
        guard number >= 0 else {
            throw value.error(
                "\(key) must be 0 or more, not \(TraceRecord.format(CGFloat(number)))", hint: "lengths are in points")
        }
        return CGFloat(number)
    }
}

/// Control events by name, alone or in a list.
enum ControlEvents {
    static let names: KeyValuePairs<String, UIControl.Event> = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit, "allTouchEvents": .allTouchEvents,
        "allEditingEvents": .allEditingEvents, "allEvents": .allEvents
    ]

    static func parse(_ value: Value) throws -> UIControl.Event {
        try value.list("event").reduce(into: []) { events, item in
            events.formUnion(try item.choice("control event", names))
        }
    }
}

import Foundation

/// A row of equally wide segments; a tap that lifts inside a segment selects it (`valueChanged`).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = []
    /// The selected segment, `noSegment` (the default) when none is. A tap sets it and sends
    /// `valueChanged`; setting it in code sends nothing and is not checked against
    /// `numberOfSegments`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment

    /// A control with no segments.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// As `init(frame:)`, with what `UIView.init(coder:)` reads from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Segments titled by the strings among `items` (other items make untitled segments).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    /// How many segments there are; they share the width equally.
    open var numberOfSegments: Int { titles.count }

    /// The colour of the selected segment; nil (the system's) by default. Stored, no effect.
    open var selectedSegmentTintColor: UIColor?

    /// Sets the attributes (`.foregroundColor`, `.font` …) of the titles in `state`; nil
    /// removes them. Stored, no effect: ResponderKit draws no titles.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _titleTextAttributes[state.rawValue] = attributes
    }

    /// The attributes set for `state` (not those of `.normal` in their place: UIKit's answer is
    /// for the state asked), or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleTextAttributes[state.rawValue]
    }
    private var _titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Inserts a segment at `segment`, clamped to `0...numberOfSegments`. The selection keeps its
    /// index, so it may now name another segment. `animated` is ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    /// Removes the segment at `segment` (nothing when there is none); the selection follows its
    /// segment, and becomes `noSegment` if that one is removed. `animated` is ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment and clears the selection.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// The title of the segment at `segment`; nil when it has none or there is no such segment.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of the segment at `segment`; does nothing when there is no such segment.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    /// The segment under `point` (the control's coordinates), if any.
    func _segment(at point: CGPoint) -> Int? {
        guard numberOfSegments > 0, bounds.width > 0, bounds._contains(point) else { return nil }
        // A share of the width in 0..<1; bounds near a double's range may overflow it to inf.
        let share = min((point.x - bounds.minX) / bounds.width, 1)
        return min(Int(share * CGFloat(numberOfSegments)), numberOfSegments - 1)
    }

    override func _touchUp(_ touch: UITouch, inside: Bool) -> Event {
        // Observed: selection changes when the finger lifts inside a segment.
        guard let segment = _segment(at: touch.location(in: self)), segment != selectedSegmentIndex else { return [] }
        selectedSegmentIndex = segment
        return .valueChanged
    }

    // UIKit: C9
    override func _defaultActionBeats(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer._isSingleTap
    }
}

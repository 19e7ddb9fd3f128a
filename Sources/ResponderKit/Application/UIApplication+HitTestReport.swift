import Foundation

/// What a hit-test at a point decided, view by view: the answer the walk reached and the
/// verdict of each view it visited. Diagnosis tools read it rather than restating the rules
/// (H1–H10) that give each verdict.
@MainActor
public struct HitTestReport {
    /// The window and view a finger coming down there would be bound to; nil when none.
    public let result: (window: UIWindow, view: UIView)?
    /// Every view the walk visited, in the order it first visited them, with that first verdict.
    /// A view visited again (a window asked twice, W3) keeps its first verdict.
    public let visits: [(view: UIView, verdict: HitTestVerdict)]
    private let verdicts: [ObjectIdentifier: HitTestVerdict]

    init(result: (window: UIWindow, view: UIView)?, visits: [(view: UIView, verdict: HitTestVerdict)]) {
        self.result = result
        self.visits = visits
        self.verdicts = Dictionary(
            visits.map { (ObjectIdentifier($0.view), $0.verdict) }, uniquingKeysWith: { first, _ in first })
    }

    /// The verdict the walk gave `view`; nil when it did not visit it.
    public func verdict(of view: UIView) -> HitTestVerdict? {
        verdicts[ObjectIdentifier(view)]
    }
}

extension UIApplication {
    /// Hit-tests `point` (screen coordinates) as ``hitTest(atScreen:in:)`` does, and reports the
    /// verdict of every view visited on the way. The caller's tracing, if any, is left as it was
    /// and sees nothing of this walk; the hierarchy is not changed.
    public func hitTestReport(atScreen point: CGPoint, in window: UIWindow? = nil) -> HitTestReport {
        var visits: [(view: UIView, verdict: HitTestVerdict)] = []
        var seen: Set<ObjectIdentifier> = []
        let result = withTracing(.hitTesting) { record in
            if case let .hitTestVisit(view, _, verdict) = record.event, seen.insert(ObjectIdentifier(view)).inserted {
                visits.append((view, verdict))
            }
        } _: {
            hitTest(atScreen: point, in: window)
        }
        return HitTestReport(result: result, visits: visits)
    }
}

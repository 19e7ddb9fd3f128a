import Foundation

extension Script {
    /// The script's first `count` steps, for explaining the state after step `count`
    /// (`responder explain --step`). `count` is clamped to 0...steps.count.
    public func prefix(_ count: Int) -> Script {
        Script(steps: Array(steps.prefix(max(0, count))))
    }
}

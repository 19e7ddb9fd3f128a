import Foundation

/// How many times longer randomized suites run: `RESPONDERKIT_STRESS=20 swift test` for a long
/// run; 1 (a few seconds per suite) by default.
public let stressScale = max(1, Int(ProcessInfo.processInfo.environment["RESPONDERKIT_STRESS"] ?? "") ?? 1)

/// The seed of a randomized suite: `standard`, unless `RESPONDERKIT_SEED` gives another (decimal
/// or 0x-prefixed hexadecimal), to explore other cases than CI's.
public func stressSeed(_ standard: UInt64) -> UInt64 {
    guard let text = ProcessInfo.processInfo.environment["RESPONDERKIT_SEED"] else { return standard }
    return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) ?? standard : UInt64(text) ?? standard
}

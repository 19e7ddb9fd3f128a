import Foundation

/// How many times longer randomized suites run: `RESPONDERKIT_STRESS=20 swift test` for a long
/// run; 1 (a few seconds per suite) by default.
public let stressScale = max(1, Int(ProcessInfo.processInfo.environment["RESPONDERKIT_STRESS"] ?? "") ?? 1)

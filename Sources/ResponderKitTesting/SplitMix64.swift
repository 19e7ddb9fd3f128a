/// SplitMix64: a small, fast random number generator that gives the same sequence for the same
/// seed on every platform, for randomized tests and benchmark inputs.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state; copy it to replay the sequence from here.
    public var state: UInt64

    /// A generator whose sequence is fixed by `seed`; any value, 0 included, is a good seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits. The sequence depends only on the seed, on every platform.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension UIApplication {
    /// Runs `body` with tracing of `topics` to `sink`, then puts back the tracing that was on
    /// before it: the caller's sink and topics, or none. What `body` causes goes to `sink` only;
    /// the caller's sink sees nothing of it. Nested calls restore in order.
    public func withTracing<Result>(
        _ topics: TraceTopics, to sink: @escaping @MainActor (TraceRecord) -> Void, _ body: () throws -> Result
    ) rethrows -> Result {
        let previous = _tracer
        _tracer = topics.isEmpty ? nil : Tracer(topics: topics, clock: clock, sink: sink)
        _updateEventTraceTopics(topics)
        defer {
            _tracer = previous
            _updateEventTraceTopics(previous?.topics ?? [])
        }
        return try body()
    }
}

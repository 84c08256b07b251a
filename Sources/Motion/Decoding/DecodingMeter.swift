import Synchronization

/// What one decode has used of its ``DecodingBudget`` so far; shared, through a task
/// local, by every easing decoded inside ``DecodingBudget/counting(_:)`` or inside
/// one top-level easing.
internal final class DecodingMeter: Sendable {
    /// The meter of the decode in progress on this task, if any.
    @TaskLocal internal static var current: DecodingMeter?

    internal let budget: DecodingBudget
    private let usage = Mutex<Usage>(Usage())

    private struct Usage {
        var depth = 0
        var tableEntries = 0
        var segments = 0
    }

    internal init(_ budget: DecodingBudget) {
        self.budget = budget
    }

    /// Counts `amount` more of `limit` (table entries or segments), or throws
    /// naming `path` when that goes past the budget. Nothing is counted then.
    internal func charge(_ limit: DecodingBudget.Limit, _ amount: Int, at path: @autoclosure () -> String) throws(DecodingBudgetError) {
        let maximum = budget[limit]
        let total: Int? = usage.withLock { usage in
            let used = limit == .tableEntries ? usage.tableEntries : usage.segments
            let (sum, overflow) = used.addingReportingOverflow(amount)
            guard !overflow && sum <= maximum else { return overflow ? Int.max : sum }
            if limit == .tableEntries { usage.tableEntries = sum } else { usage.segments = sum }
            return nil
        }
        if let total { throw DecodingBudgetError(limit: limit, maximum: maximum, requested: total, path: path()) }
    }

    /// Runs `body` one nesting level deeper, or throws naming `path` when that is
    /// deeper than the budget allows.
    internal func nested<Result>(at path: @autoclosure () -> String, _ body: () throws -> Result) throws -> Result {
        let depth = usage.withLock { usage in
            usage.depth += 1
            return usage.depth
        }
        defer { usage.withLock { $0.depth -= 1 } }
        guard depth <= budget.maximumDepth else {
            throw DecodingBudgetError(limit: .depth, maximum: budget.maximumDepth, requested: depth, path: path())
        }
        return try body()
    }

    /// Throws when `count` bytes are more than the budget allows.
    internal static func checkSize(_ count: Int, _ budget: DecodingBudget) throws(DecodingBudgetError) {
        guard count <= budget.maximumBytes else {
            throw DecodingBudgetError(limit: .bytes, maximum: budget.maximumBytes, requested: count, path: "")
        }
    }
}

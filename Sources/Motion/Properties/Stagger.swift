/// Start offsets for one animation applied to many targets, as GSAP's
/// `stagger` (`gsap.utils.distribute`) computes them.
///
/// Each target's offset is its distance from the origin (``Origin``), in
/// index units or, with a ``grid``, in cells; distances are normalised to
/// [0, 1], passed through ``easing`` and scaled to the total spread. With
/// ``Spread/each(_:)`` the spread is `each` × (n − 1) along a line (`each` ×
/// the larger grid dimension on a grid), so `from: .center` on five targets
/// with `each` 0.1 gives `[0.4, 0.2, 0, 0.2, 0.4]`.
public struct Stagger: Hashable, Sendable {
    /// The total spread of the offsets.
    public enum Spread: Hashable, Sendable {
        /// Per step: the spread is this times the number of steps.
        case each(Duration)
        /// The whole spread, shared between the targets.
        case amount(Duration)
    }

    /// Where the offsets start.
    public enum Origin: Hashable, Sendable {
        /// The first target starts first.
        case start
        /// The middle target (or cell) starts first.
        case center
        /// The last target starts first.
        case end
        /// The first and last targets start first and the middle one last.
        case edges
        /// The target at this index starts first.
        case index(Int)
    }

    /// The axis along which grid distances are measured.
    public enum Axis: Hashable, Sendable {
        /// Distances along rows only.
        case x
        /// Distances along columns only.
        case y
    }

    /// The total spread.
    public var spread: Spread
    /// The origin.
    public var origin: Origin
    /// The easing applied to the normalised distances.
    public var easing: Easing
    /// The grid as (rows, columns); `nil` for a line.
    public var grid: (rows: Int, columns: Int)? {
        get { gridSize.map { ($0.rows, $0.columns) } }
        set { gridSize = newValue.map { GridSize($0.rows, $0.columns) } }
    }
    /// With a grid, measure distances along one axis only; `nil` for Euclidean distances.
    public var axis: Axis?

    private var gridSize: GridSize?

    private struct GridSize: Hashable, Sendable {
        var rows: Int
        var columns: Int
        init(_ rows: Int, _ columns: Int) {
            self.rows = rows
            self.columns = columns
        }
    }

    /// Creates a stagger.
    /// - Precondition: Grid dimensions ≥ 1; the spread is not negative.
    public init(
        _ spread: Spread, from origin: Origin = .start, easing: Easing = .linear,
        grid: (rows: Int, columns: Int)? = nil, axis: Axis? = nil
    ) {
        switch spread {
        case .each(let value), .amount(let value):
            precondition(value >= .zero, "A stagger's spread must not be negative (got \(spread))")
        }
        if let grid {
            precondition(
                grid.rows >= 1 && grid.columns >= 1, "A stagger grid needs ≥ 1 row and column (got \(grid))")
        }
        self.spread = spread
        self.origin = origin
        self.easing = easing
        self.axis = axis
        self.gridSize = grid.map { GridSize($0.rows, $0.columns) }
    }

    /// Staggers by `each` between successive targets.
    public static func each(
        _ step: Duration, from origin: Origin = .start, easing: Easing = .linear,
        grid: (rows: Int, columns: Int)? = nil, axis: Axis? = nil
    ) -> Stagger {
        Stagger(.each(step), from: origin, easing: easing, grid: grid, axis: axis)
    }

    /// Spreads `total` over all the targets.
    public static func amount(
        _ total: Duration, from origin: Origin = .start, easing: Easing = .linear,
        grid: (rows: Int, columns: Int)? = nil, axis: Axis? = nil
    ) -> Stagger {
        Stagger(.amount(total), from: origin, easing: easing, grid: grid, axis: axis)
    }

    /// The start offset of each of `count` targets, in seconds.
    public func offsets(count: Int) -> [Double] {
        precondition(count >= 0, "A stagger needs a non-negative target count (got \(count))")
        guard count > 0 else { return [] }
        let n = Double(count)
        let wrap = gridSize.map { Double($0.columns) }
        // Origin as (x, y) in cells, following gsap.utils.distribute.
        var originX: Double
        var originY: Double
        switch origin {
        case .index(let index):
            precondition(index >= 0 && index < count, "Stagger origin index \(index) is outside 0..<\(count)")
            originX = wrap.map { Double(index).truncatingRemainder(dividingBy: $0) } ?? Double(index)
            originY = wrap.map { (Double(index) / $0).rounded(.down) } ?? 0
        case .start, .center, .end, .edges:
            let ratio: Double = origin == .start ? 0 : origin == .end ? 1 : 0.5
            if origin == .start {
                originX = 0
                originY = 0
            } else {
                originX = min(wrap ?? n, n) * ratio - 0.5
                originY = wrap.map { n * ratio / $0 - 0.5 } ?? 0
            }
        }
        var distances = [Double](repeating: 0, count: count)
        for j in 0..<count {
            let x: Double
            let y: Double
            if let wrap {
                x = Double(j).truncatingRemainder(dividingBy: wrap) - originX
                y = originY - (Double(j) / wrap).rounded(.down)
            } else {
                x = Double(j) - originX
                y = originY
            }
            switch axis {
            case nil: distances[j] = (x * x + y * y).squareRoot()
            case .x: distances[j] = abs(x)
            case .y: distances[j] = abs(y)
            }
        }
        let low = distances.min()!
        let range = distances.max()! - low
        var total: Double
        switch spread {
        case .amount(let amount):
            total = amount.seconds
        case .each(let each):
            let steps: Double
            if let wrap, wrap <= n {
                switch axis {
                case nil: steps = max(wrap, n / wrap)
                case .y: steps = n / wrap
                case .x: steps = wrap
                }
            } else {
                steps = n - 1
            }
            total = each.seconds * steps
        }
        var base = 0.0
        var easing = self.easing
        if origin == .edges {
            // The edges start first: offsets run from the total down to 0.
            base = total
            total = -total
            easing = easing.reversed()
        }
        return distances.map { distance in
            let unit = range > 0 ? (distance - low) / range : 0
            return base + easing.value(at: unit) * total
        }
    }

    /// Compares spread, origin, easing, grid and axis.
    public static func == (lhs: Stagger, rhs: Stagger) -> Bool {
        lhs.spread == rhs.spread && lhs.origin == rhs.origin && lhs.easing == rhs.easing
            && lhs.gridSize == rhs.gridSize && lhs.axis == rhs.axis
    }

    /// Hashes spread, origin, easing, grid and axis.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(spread)
        hasher.combine(origin)
        hasher.combine(easing)
        hasher.combine(gridSize)
        hasher.combine(axis)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    @inlinable
    internal var seconds: Double {
        // No delay is the common case, and `components` divides 128 bits:
        // durations of 0 to 9.2 s take the 64-bit division, which gives the same parts.
        if self == .zero { return 0 }
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
            let small = Int64(exactly: self.attoseconds), small >= 0
        {
            let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
            return Double(small / attosecondsPerSecond) + Double(small % attosecondsPerSecond) * 1e-18
        }
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}

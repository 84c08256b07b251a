/// The `animation` shorthand's settings besides the name, duration and timing
/// function: delay, iteration count, direction and fill mode.
public struct CSSAnimationOptions: Sendable, Hashable {
    /// CSS `animation-iteration-count`.
    public enum IterationCount: Sendable, Hashable {
        /// A finite number of iterations (≥ 0; fractions play part of the last one).
        case count(Double)
        /// `infinite`.
        case infinite
    }

    /// CSS `animation-direction`.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Every iteration forward.
        case normal
        /// Every iteration backward.
        case reverse
        /// Forward, then backward (yoyo).
        case alternate
        /// Backward, then forward.
        case alternateReverse = "alternate-reverse"
    }

    /// CSS `animation-fill-mode`.
    public enum FillMode: String, Sendable, Hashable, CaseIterable {
        /// No effect outside the active interval.
        case none
        /// Keep the last frame after the end.
        case forwards
        /// Show the first frame during the delay.
        case backwards
        /// Both `forwards` and `backwards`.
        case both
    }

    /// The delay before the first iteration, in seconds (finite; negative starts part
    /// way through).
    public var delay: Double
    /// How many times the animation plays.
    public var iterationCount: IterationCount
    /// The direction of each iteration.
    public var direction: Direction
    /// What the animation shows outside its active interval.
    public var fillMode: FillMode

    /// Options; the defaults are CSS's initial values except `fillMode`, which is
    /// `.both` so that the exported animation holds its first and last values as a
    /// Motion track does.
    ///
    /// - Parameters:
    ///   - delay: Seconds before the first iteration, finite.
    ///   - iterationCount: How many times to play (a count ≥ 0 or `.infinite`).
    ///   - direction: The direction of each iteration.
    ///   - fillMode: What to show outside the active interval.
    public init(
        delay: Double = 0, iterationCount: IterationCount = .count(1), direction: Direction = .normal,
        fillMode: FillMode = .both
    ) {
        self.delay = delay
        self.iterationCount = iterationCount
        self.direction = direction
        self.fillMode = fillMode
    }
}

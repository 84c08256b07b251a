// Curves built from other curves: reversal, in-out and out-in compositions,
// weighted sequences and clamping. Baking lives in Easing+Baking.swift.

extension Easing {
    /// The point reflection of this curve: `1 - f(1 - t)`.
    ///
    /// It turns an ease-in into the matching ease-out and back (RHAnimator's
    /// `opposite`); it is not the inverse function. Exact 0 at 0 and 1 at 1 whenever
    /// this curve is exact at its ends.
    /// - Returns: The reflected easing.
    public func reversed() -> Easing {
        Easing(storage: .reversed(self))
    }

    /// This curve's output clamped to [0, 1].
    ///
    /// Removes the overshoot of back, elastic and spring curves and the CSS
    /// extrapolation outside [0, 1]; a value already in [0, 1] (and NaN) passes
    /// through unchanged.
    /// - Returns: The clamped easing.
    public func clamped() -> Easing {
        Easing(storage: .clamped(self))
    }

    /// The in-out curve of an in-curve: the first half eases in, the second half
    /// eases out.
    ///
    /// `½ f(2t)` for `t < ½`, else `1 - ½ f(2 - 2t)`: the same definition as the C
    /// core's inOut curves (so `inOut(.easeInQuad)` follows `easeInOutQuad`'s formula).
    /// - Parameter inCurve: The curve of the first half, an ease-in.
    /// - Returns: The composed easing; exact at its ends when `inCurve` is.
    public static func inOut(_ inCurve: Easing) -> Easing {
        Easing(storage: .inOut(inCurve))
    }

    /// The out-in curve of an in-curve: the first half eases out, the second half
    /// eases in.
    ///
    /// `½ out(2t)` for `t < ½`, else `½ + ½ f(2t - 1)`, with `out(u) = 1 - f(1 - u)`:
    /// the C core's definition. Unlike the C core's expo and elastic outIn curves,
    /// no ramp removes an end step of `inCurve`, so such a step shows at `t = ½`.
    /// - Parameter inCurve: The curve of the second half, an ease-in.
    /// - Returns: The composed easing; exact at its ends when `inCurve` is.
    public static func outIn(_ inCurve: Easing) -> Easing {
        Easing(storage: .outIn(inCurve))
    }

    /// Curves played one after another, RHAnimator's `compose` generalised to any
    /// number of weighted segments.
    ///
    /// With `W` the sum of the weights and `b₀ = 0, bᵢ = (w₀ + … + wᵢ₋₁) / W`, segment
    /// `i` covers the time `[bᵢ, bᵢ₊₁]` **and** the output `[bᵢ, bᵢ₊₁]`: both in
    /// proportion to its weight, so that a sequence of linear curves is linear and
    /// two equal weights give RHAnimator's `compose(f₁, f₂)` (`½ f₁(2t)`, then
    /// `½ + ½ f₂(2t - 1)`). Inside segment `i`, with `u = (t - bᵢ) / (bᵢ₊₁ - bᵢ)`,
    /// the output is `(1 - fᵢ(u)) bᵢ + fᵢ(u) bᵢ₊₁`, which is exactly `bᵢ` and `bᵢ₊₁`
    /// at the segment's ends when `fᵢ` is exact there: the sequence is continuous
    /// at every boundary and exactly 0 at 0 and 1 at 1. A boundary belongs to the
    /// later segment. Before 0 the first segment applies and after 1 the last one.
    ///
    /// Weights must be finite and greater than 0 (a precondition). A segment whose
    /// weight is too small to change a boundary in double precision covers no time
    /// and is never evaluated.
    /// - Parameter segments: The curves in order, each with its weight.
    /// - Returns: The sequenced easing.
    public static func sequence(_ segments: [(Easing, weight: Double)]) -> Easing {
        do {
            return Easing(storage: .sequence(try EasingSequence(segments.map { Segment(easing: $0.0, weight: $0.weight) })))
        } catch {
            preconditionFailure("Easing.sequence: \(error.message)")
        }
    }

    /// Curves played one after another, each over an equal share of time and output.
    ///
    /// The same as the weighted `sequence(_:)` with every weight 1.
    /// - Parameter easings: The curves in order; at least one.
    /// - Returns: The sequenced easing.
    public static func sequence(_ easings: [Easing]) -> Easing {
        sequence(easings.map { ($0, weight: 1.0) })
    }
}

// MARK: - Sequence storage

extension Easing {
    /// One curve of a sequence with its weight.
    @usableFromInline
    internal struct Segment: Sendable, Hashable {
        @usableFromInline
        internal var easing: Easing
        @usableFromInline
        internal var weight: Double
    }
}

/// A validated sequence: the segments as given, and the ones that cover time with
/// their boundaries, for evaluation.
@usableFromInline
internal struct EasingSequence: Sendable, Hashable {
    /// The segments as given (equality, hashing and encoding use these).
    @usableFromInline
    internal let segments: [Easing.Segment]
    /// Start of each segment that covers time; the first is 0.
    @usableFromInline
    internal let starts: [Double]
    /// End of each segment that covers time; the last is 1.
    @usableFromInline
    internal let ends: [Double]
    /// The curves of the segments that cover time.
    @usableFromInline
    internal let easings: [Easing]

    internal init(_ segments: [Easing.Segment]) throws(InvalidEasing) {
        guard !segments.isEmpty else {
            throw InvalidEasing("a sequence needs at least one segment")
        }
        for (index, segment) in segments.enumerated() where !(segment.weight.isFinite && segment.weight > 0) {
            throw InvalidEasing("segment \(index) has weight \(segment.weight); weights must be finite and > 0")
        }
        var total = 0.0
        for segment in segments { total += segment.weight }
        guard total.isFinite else {
            throw InvalidEasing("the weights add up to \(total); their sum must be finite")
        }
        var boundaries = [0.0]
        var sum = 0.0
        for segment in segments.dropLast() {
            sum += segment.weight
            boundaries.append(sum / total)
        }
        boundaries.append(1)
        var starts: [Double] = []
        var ends: [Double] = []
        var easings: [Easing] = []
        for (index, segment) in segments.enumerated() where boundaries[index] < boundaries[index + 1] {
            starts.append(boundaries[index])
            ends.append(boundaries[index + 1])
            easings.append(segment.easing)
        }
        self.segments = segments
        self.starts = starts
        self.ends = ends
        self.easings = easings
    }

    /// The sequence's output at t: binary search for the segment, then the
    /// segment's curve between its boundaries.
    @usableFromInline
    internal func evaluate(_ t: Double) -> Double {
        // Last segment whose start is <= t (the first one if none is).
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= t {
                low = middle
            } else {
                high = middle - 1
            }
        }
        let start = starts[low]
        let end = ends[low]
        let local = easings[low].value(at: (t - start) / (end - start))
        return (1 - local) * start + local * end
    }

    @usableFromInline
    internal static func == (lhs: EasingSequence, rhs: EasingSequence) -> Bool {
        lhs.segments == rhs.segments
    }

    @usableFromInline
    internal func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
    }
}

/// Why an easing could not be built: a message for a precondition (public API)
/// or a decoding error (Codable).
internal struct InvalidEasing: Error {
    internal var message: String

    internal init(_ message: String) {
        self.message = message
    }
}

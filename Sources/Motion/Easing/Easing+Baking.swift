// Lookup tables (ceasing_lut) baked from any easing, and the adapter that hands
// an easing to the C core as a ceasing_function.

extension Easing {
    /// This curve baked into a lookup table of `resolution` knots, evaluated in O(1)
    /// by cubic Hermite interpolation (`ceasing_lut_bake` / `ceasing_lut_evaluate`).
    ///
    /// Worth it for curves that are slow to evaluate (``custom(_:)`` closures, long
    /// sequences, springs). The table returns this curve's exact values at 0 and 1
    /// and stays within ``bakedError`` of it on [0, 1]. For a named curve (``easeOutBounce``,
    /// ``ease``, ...) that error is certified (`ceasing_lut_bake_curve`: interval arithmetic
    /// on the curve's closed form, kinks and jumps included): never below the true
    /// maximum, at most 2 × it plus 4e-14 of rounding allowance. For any other curve it
    /// comes from a search refined at its largest peaks plus a 1/32 margin and an
    /// allowance for rounding, the table's own and up to 16 ulps of the curve's (3-4 %
    /// above the truth for the named curves where that exceeds 1e-12, about 2e-15 to
    /// 6e-15 where the table is exact up to rounding); a feature narrower than 1/16 of an
    /// interval away from the search's peaks can escape it. Outside [0, 1] the table
    /// extrapolates linearly along its end slopes. The knots are stored in the easing
    /// (16 bytes per knot).
    ///
    /// Baking evaluates this curve at most 173 times per knot (27 for most curves at
    /// large resolutions); a named curve's certificate takes at most two interval Taylor
    /// expansions per knot. At 65 537 knots that is 0.05 s to 0.25 s, and up to about
    /// 0.5 s for a `cubic-bezier()` whose evaluations all take its safe solver (y control
    /// points of 1e30); see ``DecodingBudget``.
    ///
    /// Preconditions: `resolution >= 2`, and this curve is finite on [0, 1].
    /// - Parameter resolution: The number of knots, evenly spaced on [0, 1].
    ///   257 gives about 1e-9 for `ease` and 3e-11 for `easeInOutSine`.
    /// - Returns: The baked easing.
    public func baked(resolution: Int = 257) -> Easing {
        do {
            return Easing(storage: .baked(self, try LookupTable(baking: self, resolution: resolution)))
        } catch {
            preconditionFailure("Easing.baked(resolution: \(resolution)): \(error.message)")
        }
    }

    /// A bound on the difference between this baked curve and its source on [0, 1]
    /// (`ceasing_lut_bake`'s `max_error`); `nil` unless this easing comes from
    /// ``baked(resolution:)``.
    public var bakedError: Double? {
        if case .baked(_, let table) = storage { return table.maxError }
        return nil
    }

    /// Calls `body` with a C function and context that evaluate this easing
    /// (`value(at:)`), valid only during the call.
    internal func withCFunction<Result, Failure: Error>(
        _ body: (ceasing_function, UnsafeMutableRawPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var easing = self
        let function: ceasing_function = { context, t in
            context.unsafelyUnwrapped.assumingMemoryBound(to: Easing.self).pointee.value(at: t)
        }
        return try withUnsafeMutablePointer(to: &easing) { (pointer) throws(Failure) -> Result in
            try body(function, UnsafeMutableRawPointer(pointer))
        }
    }
}

/// The knots of a baked table (value, slope, value, slope, ...), owned here and
/// lent to `ceasing_lut_evaluate` during each call.
@usableFromInline
internal struct LookupTable: Sendable {
    @usableFromInline
    internal let knots: [Double]
    @usableFromInline
    internal let resolution: Int
    @usableFromInline
    internal let maxError: Double

    internal init(baking source: Easing, resolution: Int) throws(InvalidEasing) {
        guard resolution >= 2 else {
            throw InvalidEasing("resolution must be at least 2")
        }
        let count = ceasing_lut_storage_count(resolution)
        guard count > 0 else {
            throw InvalidEasing("resolution is too large")
        }
        var knots = [Double](repeating: 0, count: count)
        var lut = ceasing_lut()
        let status: ceasing_status
        if case .curve(let curve) = source.storage {
            // a named curve: the same knots, with a certified bound
            status = knots.withUnsafeMutableBufferPointer { buffer in
                ceasing_lut_bake_curve(&lut, buffer.baseAddress, buffer.count, resolution, curve)
            }
        } else {
            status = source.withCFunction { function, context in
                knots.withUnsafeMutableBufferPointer { buffer in
                    ceasing_lut_bake(&lut, buffer.baseAddress, buffer.count, resolution, function, context)
                }
            }
        }
        guard status == .CEASING_OK else {
            throw InvalidEasing("the source curve cannot be baked: \(String(cString: ceasing_status_description(status)))")
        }
        self.knots = knots
        self.resolution = resolution
        self.maxError = lut.max_error
    }

    /// `ceasing_lut_evaluate` on the owned knots.
    @inlinable
    internal func evaluate(_ t: Double) -> Double {
        knots.withUnsafeBufferPointer { buffer in
            var lut = ceasing_lut(knots: buffer.baseAddress, resolution: resolution, max_error: maxError)
            return ceasing_lut_evaluate(&lut, t)
        }
    }
}

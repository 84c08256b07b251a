/// A timing curve: maps linear progress in [0, 1] to eased progress.
///
/// An `Easing` is a small value that wraps the CEasing C core: every named curve
/// (``easeInOutCubic``, ``easeOutBack``, ``ahBounceEaseOut``, ...), the CSS easing
/// functions (``cubicBezier(x1:y1:x2:y2:)``, ``steps(_:position:)``, ``linear(_:)``),
/// the parametric families (``power(_:exponent:)``, ``back(_:overshoot:)``,
/// ``elastic(_:amplitude:period:)``, ...), a ``spring(_:)`` step response, closures
/// (``custom(_:)``) and combinators of all of them (``reversed()``, ``inOut(_:)``,
/// ``outIn(_:)``, `sequence(_:)`, ``clamped()``, ``baked(resolution:)``).
///
/// Every curve returns exactly 0 at 0 and exactly 1 at 1, with the exceptions CSS
/// requires: `step-start` and `steps()` with `jump-start` or `jump-both` are above 0
/// at 0, and a ``custom(_:)`` closure returns whatever it computes. Outside [0, 1]
/// the CSS curves extrapolate as CSS Easing Level 2 says; the other curves clamp.
///
/// ``value(at:)`` never allocates.
public struct Easing: Sendable {
    /// What an easing is; the cases of ``Easing`` values.
    @usableFromInline
    internal enum Storage: Sendable {
        /// A named curve, evaluated by `ceasing_curve_evaluate`.
        case curve(ceasing_curve)
        /// A `ceasing_easing` that holds no pointer: cubic-bezier(), steps() or a parametric kind.
        case function(CEasingFunction)
        /// CSS linear(): the resolved points, owned here and lent to the C core during each call.
        case linear([ceasing_point])
        /// A spring's unit step from rest over its settling duration (seconds).
        case spring(cspring_params, settlingDuration: Double)
        /// A closure, boxed so that it has an identity.
        case custom(CustomFunction)
        /// 1 - f(1 - t).
        indirect case reversed(Easing)
        /// The in-out composition of an in-curve.
        indirect case inOut(Easing)
        /// The out-in composition of an in-curve.
        indirect case outIn(Easing)
        /// The output clamped to [0, 1].
        indirect case clamped(Easing)
        /// Segments sharing time and output in proportion to their weights.
        case sequence(EasingSequence)
        /// A lookup table baked from a source easing.
        indirect case baked(Easing, LookupTable)
    }

    @usableFromInline
    internal var storage: Storage

    @inlinable
    internal init(storage: Storage) {
        self.storage = storage
    }

    /// The eased progress at `progress`.
    ///
    /// Allocation-free for every kind of easing (a ``custom(_:)`` closure excepted,
    /// which runs whatever it contains).
    /// - Parameter progress: Linear progress; 0 is the start and 1 the end.
    /// - Returns: Eased progress: exactly 0 at 0 and 1 at 1 (see ``Easing`` for the
    ///   CSS exceptions); it may leave [0, 1] in between (back, elastic, springs).
    @inlinable
    public func value(at progress: Double) -> Double {
        switch storage {
        case .curve(let curve):
            return ceasing_curve_evaluate(curve, progress)
        case .function(let function):
            return function.evaluate(progress)
        case .linear(let points):
            return Easing.evaluateLinear(points, progress)
        case .spring(let parameters, let settlingDuration):
            return Easing.evaluateSpring(parameters, settlingDuration: settlingDuration, progress)
        case .custom(let function):
            return function.body(progress)
        case .reversed(let base):
            return 1 - base.value(at: 1 - progress)
        case .inOut(let inCurve):
            return progress < 0.5
                ? 0.5 * inCurve.value(at: 2 * progress)
                : 1 - 0.5 * inCurve.value(at: 2 - 2 * progress)
        case .outIn(let inCurve):
            return progress < 0.5
                ? 0.5 * (1 - inCurve.value(at: 1 - 2 * progress))
                : 0.5 + 0.5 * inCurve.value(at: 2 * progress - 1)
        case .clamped(let base):
            let value = base.value(at: progress)
            return value < 0 ? 0 : (value > 1 ? 1 : value)
        case .sequence(let sequence):
            return sequence.evaluate(progress)
        case .baked(_, let table):
            return table.evaluate(progress)
        }
    }

    /// A curve defined by a closure.
    ///
    /// Motion calls `function` as it is: it should return 0 at 0 and 1 at 1, and
    /// nothing enforces that. Two custom easings are equal only when they are copies
    /// of the same `custom(_:)` result (closures cannot be compared), and a custom
    /// easing cannot be encoded.
    /// - Parameter function: Maps progress to eased progress; it must be safe to call
    ///   from any thread.
    public static func custom(_ function: @escaping @Sendable (Double) -> Double) -> Easing {
        Easing(storage: .custom(CustomFunction(function)))
    }
}

// MARK: - Storage payloads

extension Easing {
    /// A `ceasing_easing` of a kind that holds no pointer (every kind but LINEAR).
    ///
    /// `ceasing_easing` is not `Sendable` because its union has a pointer member
    /// (linear()); this wrapper never holds that member, so sharing it is safe.
    /// The C value lives on the heap, written once, so that `Easing` stays small
    /// (a cubic-bezier's solver tables make `ceasing_easing` about 3.5 KB)
    /// and evaluation passes a pointer instead of copying it.
    @usableFromInline
    internal struct CEasingFunction: @unchecked Sendable {
        /// Owns the immutable C value.
        @usableFromInline
        internal final class Box {
            @usableFromInline
            internal let pointer: UnsafeMutablePointer<ceasing_easing>

            internal init(_ raw: ceasing_easing) {
                pointer = .allocate(capacity: 1)
                pointer.initialize(to: raw)
            }

            deinit {
                pointer.deallocate()
            }
        }

        @usableFromInline
        internal let box: Box

        internal init(_ raw: ceasing_easing) {
            precondition(raw.kind != .CEASING_EASING_LINEAR, "CEasingFunction must not borrow linear() points")
            box = Box(raw)
        }

        /// A copy of the wrapped C value.
        internal var raw: ceasing_easing { box.pointer.pointee }

        /// `ceasing_easing_evaluate` on the wrapped value.
        @inlinable
        internal func evaluate(_ x: Double) -> Double {
            ceasing_easing_evaluate(box.pointer, x)
        }
    }

    /// A closure with an identity, so that custom easings can be `Hashable`.
    @usableFromInline
    internal final class CustomFunction: Sendable {
        @usableFromInline
        internal let body: @Sendable (Double) -> Double

        internal init(_ body: @escaping @Sendable (Double) -> Double) {
            self.body = body
        }
    }

    /// CSS linear() on owned points: lends them to `ceasing_linear_evaluate` for one call.
    @inlinable
    internal static func evaluateLinear(_ points: [ceasing_point], _ x: Double) -> Double {
        points.withUnsafeBufferPointer { buffer in
            var linear = ceasing_linear(points: buffer.baseAddress, count: buffer.count)
            return ceasing_linear_evaluate(&linear, x)
        }
    }

    /// The spring's position at `progress * settlingDuration` for a unit step from
    /// rest; exactly 0 at or below 0 and exactly 1 at or above 1.
    @inlinable
    internal static func evaluateSpring(
        _ parameters: cspring_params, settlingDuration: Double, _ progress: Double
    ) -> Double {
        if progress >= 1 { return 1 }
        if progress <= 0 { return 0 }
        return withUnsafePointer(to: parameters) {
            cspring_evaluate($0, 0, 0, 1, progress * settlingDuration).position
        }
    }
}

import CEasing

// CSS's before flag through combinators. CSS defines the flag for step easings
// only: at a jump it takes the lower step, the value the staircase approaches
// from below. Motion extends it to combinators with that meaning: with the
// flag, a combinator's value is the one its curve approaches as progress
// rises to x (its left limit at a jump; elsewhere its ordinary value). Each
// combinator gets it by asking its inner easings for a side:
// - an inner easing whose input rises with progress is asked from below;
// - one whose input falls as progress rises is asked from above (a CSS step
//   easing from above is its ordinary value: steps are right-continuous);
// - at a combinator's own boundary, the piece before the boundary applies.
// So, for the side s and its opposite s̄:
// - reversed():  1 − f(1 − x) from s̄;
// - inOut(f):    ½ f(2x) from s for x < ½ (x ≤ ½ from below), else 1 − ½ f(2 − 2x) from s̄;
// - outIn(f):    ½ (1 − f(1 − 2x)) from s̄ for x < ½ (x ≤ ½ from below), else ½ + ½ f(2x − 1) from s;
// - clamped():   f(x) from s, clamped;
// - sequence:    the segment holding x (from below, the one ending at a boundary x), from s;
// - steps, step-start, step-end: the before flag from below, the ordinary value from above;
// - every other easing (continuous, or a closure or a table) is its ordinary value.
// Without the flag, every easing is evaluated as ever.

extension Easing {
    /// The side from which a value at a jump is taken.
    @usableFromInline
    internal enum Approach: Sendable {
        /// As progress rises to the point: CSS's before flag.
        case below
        /// As progress falls to the point.
        case above

        @inlinable
        internal var opposite: Approach { self == .below ? .above : .below }
    }

    /// The value at `x` approached from `side` (see the rule above); from
    /// below, it is the easing's value with CSS's before flag set.
    @usableFromInline
    internal func value(at x: Double, approaching side: Approach) -> Double {
        switch storage {
        case .curve(let curve):
            guard side == .below else { return ceasing_curve_evaluate(curve, x) }
            return EasingEvaluator.FastPath(curve: curve).valueWithBeforeFlag(at: x)!
        case .function(let function):
            guard side == .below else { return function.evaluate(x) }
            return ceasing_easing_evaluate_before(function.box.pointer, x, 1)
        case .reversed(let base):
            return 1 - base.value(at: 1 - x, approaching: side.opposite)
        case .inOut(let inCurve):
            return (side == .below ? x <= 0.5 : x < 0.5)
                ? 0.5 * inCurve.value(at: 2 * x, approaching: side)
                : 1 - 0.5 * inCurve.value(at: 2 - 2 * x, approaching: side.opposite)
        case .outIn(let inCurve):
            return (side == .below ? x <= 0.5 : x < 0.5)
                ? 0.5 * (1 - inCurve.value(at: 1 - 2 * x, approaching: side.opposite))
                : 0.5 + 0.5 * inCurve.value(at: 2 * x - 1, approaching: side)
        case .clamped(let base):
            let value = base.value(at: x, approaching: side)
            return value < 0 ? 0 : (value > 1 ? 1 : value)
        case .sequence(let sequence):
            return sequence.evaluate(x, approaching: side)
        case .linear, .spring, .custom, .baked:
            return value(at: x)
        }
    }
}

extension EasingSequence {
    /// The sequence's output at `t` approached from `side`: from below, a
    /// boundary belongs to the segment that ends there.
    @usableFromInline
    internal func evaluate(_ t: Double, approaching side: Easing.Approach) -> Double {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if side == .below ? starts[middle] < t : starts[middle] <= t {
                low = middle
            } else {
                high = middle - 1
            }
        }
        let start = starts[low]
        let end = ends[low]
        let local = easings[low].value(at: (t - start) / (end - start), approaching: side)
        return (1 - local) * start + local * end
    }
}

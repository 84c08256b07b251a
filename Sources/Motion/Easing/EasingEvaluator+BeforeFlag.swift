import CEasing

// CSS Easing's before flag, which Web Animations sets when it evaluates an
// effect's easing in the before phase going forwards or in the after phase
// going backwards ("transformed progress"). Step easings depend on it (at a
// jump it takes the lower step), and combinators of them (Easing+BeforeFlag.swift).

extension EasingEvaluator.FastPath {
    /// The value at `x` with the before flag set, or nil when the easing is
    /// `.general` (only `Easing.value(at:approaching:)` evaluates those).
    @inlinable
    internal func valueWithBeforeFlag(at x: Double) -> Double? {
        switch kernel {
        case .linear: return x
        case .curve(let raw):
            let curve = Self.curve(raw)
            if curve == .CEASING_CURVE_STEP_START {
                var steps = ceasing_steps(count: 1, position: .CEASING_JUMP_START, start_keyword: 0)
                return ceasing_steps_evaluate(&steps, x, 1)
            }
            if curve == .CEASING_CURVE_STEP_END {
                var steps = ceasing_steps(count: 1, position: .CEASING_JUMP_END, start_keyword: 0)
                return ceasing_steps_evaluate(&steps, x, 1)
            }
            return ceasing_curve_evaluate(curve, x)
        case .direct: return function(x)
        case .cubicBezier: return ceasing_cubic_bezier_evaluate(cubicBezier, x)
        case .function: return ceasing_easing_evaluate_before(cEasing, x, 1)
        case .general: return nil
        }
    }
}

extension EasingEvaluator {
    /// The value at `x`, with CSS's before flag when `beforeFlag` is set.
    @inlinable
    internal func value(at x: Double, beforeFlag: Bool) -> Double {
        guard beforeFlag else { return self(x) }
        return fast.valueWithBeforeFlag(at: x) ?? generalEasing.value(at: x, approaching: .below)
    }
}

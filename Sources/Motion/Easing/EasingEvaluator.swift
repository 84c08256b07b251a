/// An easing with its fast evaluation path resolved once, so that the
/// per-frame paths (engine entries and property tracks) do not touch the
/// reference-counted `Easing` value when a C kernel can do the work.
@usableFromInline
internal struct EasingEvaluator {
    @usableFromInline
    internal enum Kernel {
        case linear
        case curve(ceasing_curve)
        case function
        case general
    }

    @usableFromInline let easing: Easing
    @usableFromInline let kernel: Kernel
    /// The C easing when `kernel` is `.function`, kept alive by `easing`.
    @usableFromInline let cEasing: UnsafeMutablePointer<ceasing_easing>?

    @usableFromInline
    internal init(_ easing: Easing) {
        self.easing = easing
        switch easing.storage {
        case .curve(let curve):
            kernel = curve == .CEASING_CURVE_LINEAR ? .linear : .curve(curve)
            cEasing = nil
        case .function(let function):
            kernel = .function
            cEasing = function.box.pointer
        default:
            kernel = .general
            cEasing = nil
        }
    }

    @inlinable
    internal func callAsFunction(_ x: Double) -> Double {
        switch kernel {
        case .linear: return x
        case .curve(let curve): return ceasing_curve_evaluate(curve, x)
        case .function: return ceasing_easing_evaluate(cEasing, x)
        case .general: return easing.value(at: x)
        }
    }

    /// The slope at `x` by a central difference (one-sided at the ends);
    /// accurate to about 1e-8 relative for smooth curves.
    @usableFromInline
    internal func slope(at x: Double) -> Double {
        let h = 1e-6
        let low = max(x - h, 0)
        let high = min(x + h, 1)
        guard high > low else { return 0 }
        return (self(high) - self(low)) / (high - low)
    }
}

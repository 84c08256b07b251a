/// An easing with its fast evaluation path resolved once, so that the
/// per-frame paths (engine entries and property tracks) do not touch the
/// reference-counted `Easing` value when a C kernel can do the work.
@usableFromInline
internal struct EasingEvaluator {
    @usableFromInline
    internal enum Kernel {
        case linear
        /// A named curve, by its raw value (one byte, so that the kernel is
        /// two bytes and an entry packs its next small field after it).
        case curve(UInt8)
        /// A named curve's C function, called directly (the function is the
        /// fast path's `context`), without `ceasing_curve_evaluate`'s switch.
        case direct
        /// A cubic-bezier easing, evaluated without the tagged dispatch of
        /// `ceasing_easing_evaluate` (the bezier is the fast path's `context`).
        case cubicBezier
        case function
        case general

        /// Whether the easing is the identity.
        @inlinable
        internal var isLinear: Bool {
            if case .linear = self { return true }
            return false
        }
    }

    // The owner first: the kernel's bytes end the layout, so an entry packs
    // its next small field right after them.
    /// What keeps `fast`'s C data alive (a C easing's box), or the easing in
    /// a box when only Swift evaluates it (`.general`); nil for curves. One
    /// reference rather than the whole `Easing` keeps engine entries small.
    @usableFromInline let owner: AnyObject?
    /// The C path, trivially copyable.
    @usableFromInline let fast: FastPath

    /// An easing that only `Easing` evaluates.
    @usableFromInline
    internal final class General {
        @usableFromInline let easing: Easing

        @usableFromInline
        internal init(_ easing: Easing) {
            self.easing = easing
        }
    }

    /// The easing of a `.general` kernel.
    @inlinable
    internal var generalEasing: Easing { unsafeDowncast(owner.unsafelyUnwrapped, to: General.self).easing }

    /// The part of an evaluator that needs no reference counting: a C
    /// kernel, or `.general` for easings only `Easing` can evaluate.
    @usableFromInline
    internal struct FastPath {
        /// The C data `kernel` reads, kept alive by the evaluator's `easing`:
        /// the `ceasing_easing` for `.function`, its `ceasing_cubic_bezier`
        /// for `.cubicBezier`, nil otherwise.
        @usableFromInline let context: UnsafeRawPointer?
        @usableFromInline let kernel: Kernel

        @usableFromInline
        internal init(kernel: Kernel, cEasing: UnsafeMutablePointer<ceasing_easing>?) {
            self.kernel = kernel
            if case .cubicBezier = kernel, let cEasing {
                let offset = MemoryLayout<ceasing_easing>.offset(of: \.value)!
                context = UnsafeRawPointer(cEasing).advanced(by: offset)
            } else {
                context = cEasing.map { UnsafeRawPointer($0) }
            }
        }

        /// The fast path of a named curve that `ceasing_curve_evaluate` evaluates.
        @usableFromInline
        internal init(curve: ceasing_curve) {
            kernel = .curve(UInt8(curve.rawValue))
            context = nil
        }

        /// The fast path of a named curve's C function.
        @usableFromInline
        internal init(direct function: CurveFunction) {
            kernel = .direct
            context = unsafeBitCast(function, to: UnsafeRawPointer.self)
        }

        /// The named curve of a `.curve` kernel's raw value.
        @inlinable
        internal static func curve(_ raw: UInt8) -> ceasing_curve {
            // An imported C enum is stored as its raw value.
            unsafeBitCast(ceasing_curve.RawValue(raw), to: ceasing_curve.self)
        }

        /// The C function of a `.direct` kernel.
        @inlinable
        internal var function: CurveFunction { unsafeBitCast(context.unsafelyUnwrapped, to: CurveFunction.self) }

        /// The C easing of a `.function` kernel.
        @inlinable
        internal var cEasing: UnsafePointer<ceasing_easing>? { context?.assumingMemoryBound(to: ceasing_easing.self) }

        /// The cubic bezier of a `.cubicBezier` kernel.
        @inlinable
        internal var cubicBezier: UnsafePointer<ceasing_cubic_bezier> {
            context.unsafelyUnwrapped.assumingMemoryBound(to: ceasing_cubic_bezier.self)
        }

        /// The value at `x`, or nil when the easing is `.general`.
        @inlinable
        internal func value(at x: Double) -> Double? {
            switch kernel {
            case .linear: return x
            case .curve(let raw): return ceasing_curve_evaluate(Self.curve(raw), x)
            case .direct: return function(x)
            case .cubicBezier: return ceasing_cubic_bezier_evaluate(cubicBezier, x)
            case .function: return ceasing_easing_evaluate(cEasing, x)
            case .general: return nil
            }
        }
    }

    @inlinable internal var kernel: Kernel { fast.kernel }

    @usableFromInline
    internal init(_ easing: Easing) {
        switch easing.storage {
        case .curve(let curve):
            if let function = Self.function(of: curve) {
                fast = FastPath(direct: function)
            } else {
                fast = curve == .CEASING_CURVE_LINEAR ? FastPath(kernel: .linear, cEasing: nil) : FastPath(curve: curve)
            }
            owner = nil
        case .function(let function):
            let kind = function.box.pointer.pointee.kind
            fast = FastPath(kernel: kind == .CEASING_EASING_CUBIC_BEZIER ? .cubicBezier : .function, cEasing: function.box.pointer)
            owner = function.box
        default:
            fast = FastPath(kernel: .general, cEasing: nil)
            owner = General(easing)
        }
    }

    @inlinable
    internal func callAsFunction(_ x: Double) -> Double {
        switch fast.kernel {
        case .linear: return x
        case .curve(let raw): return ceasing_curve_evaluate(FastPath.curve(raw), x)
        case .direct: return fast.function(x)
        case .cubicBezier: return ceasing_cubic_bezier_evaluate(fast.cubicBezier, x)
        case .function: return ceasing_easing_evaluate(fast.cEasing, x)
        case .general: return generalEasing.value(at: x)
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

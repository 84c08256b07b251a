/// A timing curve: maps linear progress in [0, 1] to eased progress.
///
/// Every curve returns exactly 0 at 0 and exactly 1 at 1.
public struct Easing: Sendable {
    @usableFromInline
    internal enum Storage: Sendable {
        case curve(ceasing_curve)
        case custom(@Sendable (Double) -> Double)
    }

    @usableFromInline
    internal var storage: Storage

    @inlinable
    internal init(storage: Storage) {
        self.storage = storage
    }

    /// The eased progress at `progress`.
    @inlinable
    public func value(at progress: Double) -> Double {
        switch storage {
        case .curve(let curve):
            return ceasing_curve_evaluate(curve, progress)
        case .custom(let function):
            return function(progress)
        }
    }

    /// The identity curve.
    public static let linear = Easing(storage: .curve(.CEASING_CURVE_LINEAR))

    /// A curve defined by a closure.
    public static func custom(_ function: @escaping @Sendable (Double) -> Double) -> Easing {
        Easing(storage: .custom(function))
    }
}

import CEasing
import CSpringSolver

extension Easing {
    /// A bound on how far ``value(at:)`` leaves [0, 1] for progress in [0, 1]:
    /// every such value lies in `[-excursion, 1 + excursion]`. 0 for curves that
    /// stay in [0, 1]; +infinity when the bound overflows.
    ///
    /// Computed from the easing's parameters, so a scenario's magnitude rule
    /// (``Scenario/maximumGrowth``) can be checked when it is loaded:
    /// - cubic-bezier(): the control points' outputs (the curve lies in their hull);
    /// - linear(): its outputs at 0, at 1 and at every point between (it is linear
    ///   in between, and extrapolates only outside its points);
    /// - back: its overshoot `s`; elastic: its amplitude (at least 1);
    ///   RHAnimator's overshoot and a spring's step response: 1 (they stay in [0, 2]);
    ///   steps(), power and exponential deceleration: 0;
    /// - named curves: measured once on 4097 points and rounded up
    ///   (see ``Easing/namedCurveExcursions``);
    /// - combinators: their source's (a sequence its largest segment's, a
    ///   baked table its source's plus the table's error bound; clamped 0);
    /// - ``custom(_:)``: 1, taken on trust.
    internal var excursion: Double {
        switch storage {
        case .curve(let curve):
            let index = Int(curve.rawValue)
            return index < Easing.namedCurveExcursions.count ? Easing.namedCurveExcursions[index] : .infinity
        case .function(let function):
            let raw = function.raw
            switch raw.kind {
            case .CEASING_EASING_CUBIC_BEZIER:
                let bezier = raw.value.cubic_bezier
                return Easing.excursion(of: [bezier.y1, bezier.y2])
            case .CEASING_EASING_BACK:
                return raw.value.parametric.params.0
            case .CEASING_EASING_ELASTIC:
                return max(raw.value.parametric.params.0, 1)
            case .CEASING_EASING_OVERSHOOT:
                return 1
            case .CEASING_EASING_STEPS, .CEASING_EASING_POWER, .CEASING_EASING_EXPONENTIAL_DECELERATE:
                return 0
            default:
                return .infinity
            }
        case .linear(let points):
            var outputs = [Easing.evaluateLinear(points, 0), Easing.evaluateLinear(points, 1)]
            for point in points where point.x > 0 && point.x < 1 { outputs.append(point.y) }
            return Easing.excursion(of: outputs)
        case .spring:
            return 1
        case .custom:
            return 1
        case .reversed(let base), .inOut(let base), .outIn(let base):
            return base.excursion
        case .clamped:
            return 0
        case .sequence(let sequence):
            return sequence.easings.map(\.excursion).max() ?? 0
        case .baked(let source, let table):
            return source.excursion + table.maxError
        }
    }

    /// Whether ``excursion`` is taken on trust rather than computed: the easing is,
    /// or its values come from, a ``custom(_:)`` closure (a clamped one excepted).
    internal var hasTrustedExcursion: Bool {
        switch storage {
        case .custom:
            return true
        case .reversed(let base), .inOut(let base), .outIn(let base), .baked(let base, _):
            return base.hasTrustedExcursion
        case .sequence(let sequence):
            return sequence.easings.contains { $0.hasTrustedExcursion }
        case .curve, .function, .linear, .spring, .clamped:
            return false
        }
    }

    /// How far `values` leave [0, 1].
    private static func excursion(of values: [Double]) -> Double {
        values.reduce(0.0) { max($0, -$1, $1 - 1) }
    }

    /// ``excursion`` of each named curve (`ceasing_curve` order): the largest
    /// distance outside [0, 1] on 4097 evenly spaced points, rounded up to a
    /// multiple of 1/64 when it is not 0. The named curves are smooth and fixed,
    /// and the rounding covers what lies between the points
    /// (EasingExcursionTests checks 2^18 points).
    internal static let namedCurveExcursions: [Double] = (0..<Int(CEASING_CURVE_COUNT)).map { index in
        guard let curve = ceasing_curve(rawValue: UInt32(index)) else { return .infinity }
        var excursion = 0.0
        for step in 0...4096 {
            let value = ceasing_curve_evaluate(curve, Double(step) / 4096)
            excursion = max(excursion, -value, value - 1)
        }
        return excursion == 0 ? 0 : ((excursion + 1.0 / 64) * 64).rounded(.up) / 64
    }
}

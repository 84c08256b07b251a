import Foundation

extension Scenario {
    /// The largest magnitude a keyframe's length or angle may reach along its
    /// interpolation: 2^32 (4 294 967 296).
    ///
    /// A keyframe's `x` and `y` (translate), `degrees` (rotate) and morph frame
    /// fields, each times `1 + o`, where `o` is how far the keyframe's easing leaves
    /// [0, 1] (0 for linear and Core Animation's curves, 0.1 for Penner's back, the
    /// overshoot `s` of `back(s)`, ...; 1, taken on trust, for a ``Easing/custom(_:)``
    /// closure, which must then stay within [-1, 2] while the scenario plays, or
    /// stop on a precondition naming the keyframe), and every `anchor` coordinate, must be at
    /// most this. Loading refuses a keyframe that breaks it with a
    /// ``ScenarioLoadError/Kind/outOfRange`` error naming the key and the value;
    /// ``ScenarioKeyframe/init(after:_:interpolation:)`` stops on a precondition.
    /// See <doc:Reliability> for what the rule guarantees.
    public static let maximumMagnitude: Double = 0x1p32

    /// The largest factor by which a scenario may grow a performer's transform
    /// and opacity: 2^64 (about 1.8e19).
    ///
    /// A scenario's growth is the product of `max(1, |x|, |y|)` over its scale
    /// keyframes (scales multiply), times, for the group where it is largest,
    /// the product of `1 + 2o` over the group's scale, alpha and morph keyframes
    /// (`o` as in ``maximumMagnitude``: an easing that leaves [0, 1] stretches
    /// what these keyframes blend while the group plays). Loading refuses the
    /// keyframe at which the growth passes this limit, naming the key and the
    /// value; ``Scenario/init(name:keyframes:)`` stops on a precondition.
    public static let maximumGrowth: Double = 0x1p64

    /// The largest magnitude of a performer's numbers when a group of a scenario
    /// starts: 2^256 (about 1.2e77).
    ///
    /// Each group starts from the performer's state at that moment: its
    /// `position`, `bounds.size`, `anchorPoint`, every `transform` entry and its
    /// `opacity` must be finite and of magnitude at most this, and a morph may
    /// scale the performer by at most this (its target's size over the performer's).
    /// Otherwise the play fails with ``ScenarioError/performerOutOfRange(scenario:keyframeIndex:property:value:)``
    /// or ``ScenarioError/morphScaleOutOfRange(scenario:keyframeIndex:scale:)``
    /// naming the value (the evaluator throws them). From a state within this
    /// limit, one group of a scenario that obeys ``maximumMagnitude`` and
    /// ``maximumGrowth`` plays finite values only. A performer whose numbers are within
    /// 2^20 (and, for a scenario with a morph, whose bounds are at least 2^-20
    /// wide and high) never reaches the limit in one play; replaying a scenario that scales it eventually does, and fails
    /// there rather than overflowing. See <doc:Reliability>.
    public static let maximumPerformerMagnitude: Double = 0x1p256
}

/// A keyframe number that breaks the magnitude rule (``Scenario/maximumMagnitude``,
/// ``Scenario/maximumGrowth``): its key in the JSON format, its name in Swift,
/// its value and why.
internal struct ScenarioMagnitudeViolation: Sendable {
    /// The JSON key, such as `"x"`, `"frame.width"` or `"interpolation"`.
    var key: String
    /// The same in Swift, such as `translate(x:)` or `interpolation`.
    var argument: String
    /// The offending number (the easing's excursion for `interpolation`).
    var value: Double
    /// What was wrong.
    var reason: String
}

extension ScenarioKeyframe {
    /// The first number of `kind` whose reach along `interpolation` is above
    /// ``Scenario/maximumMagnitude``, if any.
    internal static func magnitudeViolation(of kind: Kind, along interpolation: Easing) -> ScenarioMagnitudeViolation? {
        let excursion = interpolation.excursion
        let stretch = 1 + excursion
        let limit = Scenario.maximumMagnitude
        func along(_ key: String, _ argument: String, _ value: Double) -> ScenarioMagnitudeViolation? {
            let reach = abs(value) * stretch
            guard !(reach <= limit) else { return nil }
            let how =
                excursion == 0
                ? "its magnitude is above"
                : "along its interpolation, which leaves [0, 1] by up to \(excursion), it reaches \(reach), above"
            return ScenarioMagnitudeViolation(
                key: key, argument: argument, value: value,
                reason: "\(key) = \(value): \(how) Scenario.maximumMagnitude, 2^32 = \(limit)")
        }
        func anchor(_ point: CGPoint, _ swift: String) -> ScenarioMagnitudeViolation? {
            for (key, value) in [("anchorX", Double(point.x)), ("anchorY", Double(point.y))] where !(abs(value) <= limit) {
                return ScenarioMagnitudeViolation(
                    key: key, argument: "\(swift)(anchor:)", value: value,
                    reason: "\(key) = \(value): its magnitude is above Scenario.maximumMagnitude, 2^32 = \(limit)")
            }
            return nil
        }
        switch kind {
        case .translate(let x, let y):
            return along("x", "translate(x:)", x) ?? along("y", "translate(y:)", y)
        case .rotate(_, let degrees, let point):
            return along("angle", "rotate(degrees:)", degrees) ?? anchor(point, "rotate")
        case .scale(_, _, let point):
            return anchor(point, "scale")
        case .morph(.frame(let frame)):
            return along("frame.x", "morph(.frame(origin.x))", Double(frame.origin.x))
                ?? along("frame.y", "morph(.frame(origin.y))", Double(frame.origin.y))
                ?? along("frame.width", "morph(.frame(size.width))", Double(frame.size.width))
                ?? along("frame.height", "morph(.frame(size.height))", Double(frame.size.height))
        case .alpha, .morph(.named), .frameAnimation, .action:
            return nil
        }
    }
}

/// Counts a scenario's growth keyframe by keyframe, as ``Scenario/maximumGrowth`` defines it.
internal struct ScenarioGrowthMeter: Sendable {
    /// The product of `max(1, |x|, |y|)` over the scale keyframes so far.
    private var scales = 1.0
    /// The product of `1 + 2o` over the current group's scale, alpha and morph keyframes.
    private var group = 1.0
    /// The largest such product of any group so far.
    private var largestGroup = 1.0
    /// Whether a keyframe has been added (the first one always leads a group).
    private var started = false

    /// The growth of the keyframes added so far.
    var growth: Double { scales * largestGroup }

    /// Adds the next keyframe of the scenario.
    /// - Returns: The violation when the growth passes ``Scenario/maximumGrowth`` at it.
    mutating func add(_ keyframe: ScenarioKeyframe) -> ScenarioMagnitudeViolation? {
        if keyframe.after > 0 || !started { group = 1 }
        started = true
        let stretch = 1 + 2 * keyframe.interpolation.excursion
        var factor = 1.0
        var key = "interpolation"
        var argument = "interpolation"
        var value = keyframe.interpolation.excursion
        switch keyframe.kind {
        case .scale(let x, let y, _):
            factor = max(1, abs(x), abs(y))
            scales *= factor
            group *= stretch
            if factor >= stretch {
                (key, value) = abs(x) >= abs(y) ? ("x", x) : ("y", y)
                argument = "scale(\(key):)"
            }
        case .alpha, .morph:
            group *= stretch
        case .translate, .rotate, .frameAnimation, .action:
            return nil
        }
        largestGroup = max(largestGroup, group)
        guard growth <= Scenario.maximumGrowth else {
            let what =
                key == "interpolation"
                ? "its interpolation leaves [0, 1] by up to \(value), a factor of \(stretch) on the group's blends"
                : "\(key) = \(value) scales by \(factor)"
            return ScenarioMagnitudeViolation(
                key: key, argument: argument, value: value,
                reason: "\(what), which makes the scenario's growth \(growth), above Scenario.maximumGrowth, 2^64 = \(Scenario.maximumGrowth)"
            )
        }
        return nil
    }
}

import Foundation

/// One group of a scenario, resolved when it starts: the state it starts from
/// (with its anchor point already moved) and its motion, as a closed form of
/// the group's linear progress.
///
/// The evaluator and the player share this type, so they agree exactly.
/// The rules, with e = the keyframe's easing at the group's progress:
/// - The group's anchor point is the anchor of its last rotate or scale
///   keyframe; the anchor moves there at the group's start, keeping the
///   picture fixed (``PerformerState/moveAnchorPoint(to:)``). Groups without
///   rotate or scale keep the anchor. Only rotate and scale carry an anchor:
///   P9ViewAnimator reset the anchor to (0.5, 0.5) for every other keyframe,
///   which moved the pivot of "roar"'s rotations whenever a translate ran.
/// - Keyframes apply in order, each to the result of the ones before it.
/// - translate: `M ← M · T(e·x, e·y, 0)`, an offset in the superlayer's space.
/// - rotate: `M ← C · M`, with `C = T(−d) · R(e·angle, axis) · T(d)` and
///   `d = (anchor − groupAnchor) ⊙ size`, i.e. a rotation in the performer's
///   own space about the keyframe's anchor.
/// - scale: `M ← C · M`, the same with `S(1 + (x − 1)e, 1 + (y − 1)e, 1)`.
/// - alpha: `opacity ← opacity·(1 − e) + alpha·e`.
/// - morph: the transform blends (``Transform3D/interpolated(to:fraction:)``)
///   to `S(F.width / width, F.height / height, 1)`, which undoes every
///   rotation, and the position follows so that the picture's centre moves
///   on the straight line to the target's centre. Where a perspective sends the
///   centre to infinity (w = 0) or past ``Scenario/maximumPerformerMagnitude``,
///   its place before the projection stands in for it.
/// - frameAnimation and action move nothing here; the player runs them.
internal struct ScenarioGroupPlan: Sendable {
    internal enum Step: Sendable {
        case translate(x: Double, y: Double, easing: Easing)
        case rotate(axis: SIMD3<Double>, radians: Double, offset: SIMD2<Double>, easing: Easing)
        case scale(x: Double, y: Double, offset: SIMD2<Double>, easing: Easing)
        case alpha(Double, easing: Easing)
        case morph(center: SIMD2<Double>, scale: SIMD2<Double>, easing: Easing)

        /// The step's easing.
        var easing: Easing {
            switch self {
            case .translate(_, _, let easing), .rotate(_, _, _, let easing), .scale(_, _, _, let easing),
                .alpha(_, let easing), .morph(_, _, let easing):
                return easing
            }
        }
    }

    /// The state at the group's start, with its anchor moved.
    internal var start: PerformerState
    /// The motion keyframes, in order.
    internal var steps: [Step]
    /// For each step whose easing is a ``Easing/custom(_:)`` closure (whose
    /// excursion the magnitude rule takes on trust): the scenario's keyframe index
    /// and that excursion; `nil` for the others.
    private var trusted: [(index: Int, excursion: Double)?]
    /// The scenario's name, for the message when a trusted easing breaks its bound.
    private var scenario: String

    /// Resolves a group.
    /// - Parameters:
    ///   - keyframes: The group's keyframes (indices are the scenario's).
    ///   - scenario: The scenario's name, for errors.
    ///   - state: The state when the group starts.
    ///   - frame: The frame of a named morph target.
    internal init(
        keyframes: ArraySlice<ScenarioKeyframe>,
        scenario: String,
        from state: PerformerState,
        frame: (String) throws(ScenarioError) -> CGRect
    ) throws(ScenarioError) {
        if let (property, value) = Self.firstOutOfRange(state) {
            throw .performerOutOfRange(scenario: scenario, keyframeIndex: keyframes.startIndex, property: property, value: value)
        }
        var start = state
        var groupAnchor = state.anchorPoint
        for keyframe in keyframes {
            switch keyframe.kind {
            case .rotate(_, _, let anchor), .scale(_, _, let anchor): groupAnchor = anchor
            default: break
            }
        }
        start.moveAnchorPoint(to: groupAnchor)
        let width = Double(state.bounds.width)
        let height = Double(state.bounds.height)
        func offset(_ anchor: CGPoint) -> SIMD2<Double> {
            SIMD2(
                (Double(anchor.x) - Double(groupAnchor.x)) * width,
                (Double(anchor.y) - Double(groupAnchor.y)) * height)
        }
        var steps: [Step] = []
        var trusted: [(index: Int, excursion: Double)?] = []
        for index in keyframes.indices {
            let keyframe = keyframes[index]
            let easing = keyframe.interpolation
            let count = steps.count
            defer {
                if steps.count > count { trusted.append(easing.hasTrustedExcursion ? (index, easing.excursion) : nil) }
            }
            switch keyframe.kind {
            case .translate(let x, let y):
                steps.append(.translate(x: x, y: y, easing: easing))
            case .rotate(let axis, let degrees, let anchor):
                let vector: SIMD3<Double> =
                    switch axis {
                    case .x: SIMD3(1, 0, 0)
                    case .y: SIMD3(0, 1, 0)
                    case .z: SIMD3(0, 0, 1)
                    }
                steps.append(.rotate(axis: vector, radians: degrees * .pi / 180, offset: offset(anchor), easing: easing))
            case .scale(let x, let y, let anchor):
                steps.append(.scale(x: x, y: y, offset: offset(anchor), easing: easing))
            case .alpha(let alpha):
                steps.append(.alpha(alpha, easing: easing))
            case .morph(let target):
                let rect: CGRect
                switch target {
                case .frame(let given): rect = given
                case .named(let name):
                    rect = try frame(name)
                    // A provider's frame obeys the rule a fixed frame obeys when it is made.
                    let fields = [
                        ("frame.x", Double(rect.origin.x)), ("frame.y", Double(rect.origin.y)),
                        ("frame.width", Double(rect.size.width)), ("frame.height", Double(rect.size.height)),
                    ]
                    if let (field, value) = fields.first(where: { !$0.1.isFinite }) ?? Self.magnitudeViolation(of: rect, along: easing) {
                        throw .targetFrameOutOfRange(scenario: scenario, keyframeIndex: index, target: name, field: field, value: value)
                    }
                }
                guard width != 0, height != 0 else {
                    throw .morphOfEmptyPerformer(scenario: scenario, keyframeIndex: index)
                }
                let standard = rect.standardized
                let scale = SIMD2(Double(standard.width) / width, Double(standard.height) / height)
                for factor in [scale.x, scale.y] where !(factor <= Scenario.maximumPerformerMagnitude) {
                    throw .morphScaleOutOfRange(scenario: scenario, keyframeIndex: index, scale: factor)
                }
                steps.append(
                    .morph(
                        center: SIMD2(Double(standard.midX), Double(standard.midY)), scale: scale, easing: easing))
            case .frameAnimation, .action:
                break
            }
        }
        self.start = start
        self.steps = steps
        self.trusted = trusted
        self.scenario = scenario
    }

    /// The first of the numbers a group reads from `state` (position, bounds size,
    /// anchor point, transform, opacity) that is not finite or whose magnitude is
    /// above ``Scenario/maximumPerformerMagnitude``, with its name.
    private static func firstOutOfRange(_ state: PerformerState) -> (String, Double)? {
        let t = state.transform
        let numbers: [(String, Double)] = [
            ("position.x", Double(state.position.x)), ("position.y", Double(state.position.y)),
            ("bounds.width", Double(state.bounds.size.width)), ("bounds.height", Double(state.bounds.size.height)),
            ("anchorPoint.x", Double(state.anchorPoint.x)), ("anchorPoint.y", Double(state.anchorPoint.y)),
            ("transform.m11", t.m11), ("transform.m12", t.m12), ("transform.m13", t.m13), ("transform.m14", t.m14),
            ("transform.m21", t.m21), ("transform.m22", t.m22), ("transform.m23", t.m23), ("transform.m24", t.m24),
            ("transform.m31", t.m31), ("transform.m32", t.m32), ("transform.m33", t.m33), ("transform.m34", t.m34),
            ("transform.m41", t.m41), ("transform.m42", t.m42), ("transform.m43", t.m43), ("transform.m44", t.m44),
            ("opacity", state.opacity),
        ]
        return numbers.first { !(abs($0.1) <= Scenario.maximumPerformerMagnitude) }
    }

    /// The first field of a named target's `frame` whose reach along `easing` breaks
    /// ``Scenario/maximumMagnitude`` (as a fixed frame's would), with its value.
    private static func magnitudeViolation(of frame: CGRect, along easing: Easing) -> (String, Double)? {
        guard let violation = ScenarioKeyframe.magnitudeViolation(of: .morph(.frame(frame)), along: easing) else { return nil }
        return (violation.key, violation.value)
    }

    /// The state at linear progress `progress` through the group: exactly
    /// ``start`` at 0 and the group's end state at 1 (for easings that are 0
    /// at 0 and 1 at 1). Easings may leave [0, 1] (springs overshoot).
    internal func state(atProgress progress: Double) -> PerformerState {
        var state = start
        for (number, step) in steps.enumerated() {
            let e = step.easing.value(at: progress)
            if e == 0 { continue }
            if let (index, excursion) = trusted[number], !(e >= -excursion && e <= 1 + excursion) {
                preconditionFailure(
                    "scenario \"\(scenario)\": keyframes[\(index)].interpolation, a custom easing, returned \(e) at \(progress); in a scenario its values must lie in [\(-excursion), \(1 + excursion)], the excursion Scenario.maximumMagnitude takes on trust"
                )
            }
            switch step {
            case .translate(let x, let y, _):
                state.transform = state.transform.concatenating(Transform3D(translationX: e * x, y: e * y, z: 0))
            case .rotate(let axis, let radians, let offset, _):
                let rotation = Transform3D(rotationAngle: e * radians, x: axis.x, y: axis.y, z: axis.z)
                state.transform = Self.about(offset, rotation).concatenating(state.transform)
            case .scale(let x, let y, let offset, _):
                let keep = 1 - e
                let scale = Transform3D(scaleX: keep + e * x, y: keep + e * y, z: 1)
                state.transform = Self.about(offset, scale).concatenating(state.transform)
            case .alpha(let alpha, _):
                state.opacity = state.opacity * (1 - e) + alpha * e
            case .morph(let center, let scale, _):
                let from = Self.centre(of: state)
                let keep = 1 - e
                let centre = SIMD2(Double(from.x) * keep + center.x * e, Double(from.y) * keep + center.y * e)
                state.transform = state.transform.interpolated(
                    to: Transform3D(scaleX: scale.x, y: scale.y, z: 1), fraction: e)
                // Place the position so that the bounds' centre lands on `centre`.
                state.position = .zero
                let image = Self.centre(of: state)
                state.position = CGPoint(x: centre.x - Double(image.x), y: centre.y - Double(image.y))
            }
        }
        return state
    }

    /// The bounds' centre as it appears (``PerformerState/visualCenter``); where a
    /// perspective sends it to infinity (w = 0) or beyond ``Scenario/maximumPerformerMagnitude``,
    /// its place before the projection (w taken as 1).
    private static func centre(of state: PerformerState) -> CGPoint {
        let projected = state.visualCenter
        let limit = Scenario.maximumPerformerMagnitude
        if abs(Double(projected.x)) <= limit && abs(Double(projected.y)) <= limit { return projected }
        var affine = state
        affine.transform.m14 = 0
        affine.transform.m24 = 0
        affine.transform.m44 = 1
        return affine.visualCenter
    }

    /// `T(−offset) · transform · T(offset)`: `transform` about the point `offset`
    /// of the performer's own space (relative to its anchor point).
    private static func about(_ offset: SIMD2<Double>, _ transform: Transform3D) -> Transform3D {
        if offset == .zero { return transform }
        return Transform3D(translationX: -offset.x, y: -offset.y, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: offset.x, y: offset.y, z: 0))
    }
}

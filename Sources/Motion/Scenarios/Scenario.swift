import Foundation

/// A named list of keyframes that any performer can play: P9ViewAnimator's scenario.
///
/// Keyframes are grouped by ``ScenarioKeyframe/after``: a keyframe with `after > 0`
/// starts a new group, which lasts `after` seconds from the end of the previous
/// group, and the keyframes with `after == 0` that follow it play with it, over
/// the same duration. Keyframes with `after == 0` at the very start apply at
/// once when the scenario begins.
///
/// Unlike P9ViewAnimator, keyframes are kept exactly as given: adding a keyframe
/// never merges it into an earlier one.
public struct Scenario: Hashable, Sendable {
    /// The scenario's name, unique within a ``ScenarioLibrary``; not empty.
    ///
    /// Setting it to the empty string stops on a precondition, as
    /// ``init(name:keyframes:)`` does.
    public var name: String {
        didSet { precondition(!name.isEmpty, "Scenario.name = \"\": a scenario needs a non-empty name") }
    }
    /// The keyframes, in order.
    ///
    /// They obey the rules of ``init(name:keyframes:)`` however they are set:
    /// assigning them, or changing one in place (`scenario.keyframes[2].after = 3`),
    /// checks the whole scenario again, in O(n) for n keyframes, and stops on a
    /// precondition naming the keyframe that breaks a rule. To build a long
    /// scenario, collect its keyframes in an array and pass it to the initialiser once.
    public var keyframes: [ScenarioKeyframe] {
        didSet { Self.check(name: name, keyframes: keyframes, in: "Scenario.keyframes") }
    }

    /// Creates a scenario.
    /// - Parameters:
    ///   - name: The scenario's name; not empty.
    ///   - keyframes: The keyframes, in order; together they must last less
    ///     than ``maximumDuration`` (each `after` rounded to whole nanoseconds),
    ///     the length loading accepts and the player can play; and their growth
    ///     (``maximumGrowth``) must be at most 2^64.
    public init(name: String, keyframes: [ScenarioKeyframe] = []) {
        Self.check(name: name, keyframes: keyframes, in: "Scenario(name: \(name), keyframes:)")
        self.name = name
        self.keyframes = keyframes
    }

    /// Stops with a message starting with `function` unless `name` is not empty and
    /// `keyframes` last less than ``maximumDuration`` and grow at most ``maximumGrowth``:
    /// the one rule of the initialiser, the setters and loading.
    private static func check(name: String, keyframes: [ScenarioKeyframe], in function: @autoclosure () -> String) {
        precondition(!name.isEmpty, "\(function()): a scenario needs a non-empty name")
        // Summed in whole nanoseconds as loading and the player count them; each
        // after is below maximumDuration, so each term fits in an Int64.
        var nanoseconds: Int64 = 0
        var growth = ScenarioGrowthMeter()
        for (index, keyframe) in keyframes.enumerated() {
            if let violation = growth.add(keyframe) {
                preconditionFailure(
                    "\(function()): keyframes[\(index)].\(violation.argument) = \(violation.value): \(violation.reason)")
            }
            let (sum, overflow) = nanoseconds.addingReportingOverflow(Int64(Self.nanoseconds(keyframe.after)))
            nanoseconds = sum
            precondition(
                !overflow && nanoseconds < Self.maximumNanoseconds,
                "\(function()): keyframes[\(index)].after = \(keyframe.after) makes the scenario last \(Double(nanoseconds) / 1e9) s or more; a scenario must last less than \(Self.maximumDuration) s (2^62 ns)"
            )
        }
    }
}

/// One step of a ``Scenario``: what changes, over which segment and along which curve.
public struct ScenarioKeyframe: Hashable, Sendable {
    /// The segment duration in seconds, measured from the end of the previous group;
    /// 0 joins the current group (see ``Scenario``). Finite and ≥ 0.
    public var after: Double {
        didSet { Self.check(after: after) }
    }
    /// What the keyframe does; the rules of ``init(after:_:interpolation:)`` apply.
    public var kind: Kind {
        didSet {
            Self.check(kind)
            Self.checkMagnitude(of: self)
        }
    }
    /// The timing curve of the segment: P9's linear, easeIn, easeOut and easeInOut
    /// (Core Animation's curves, ``Easing/linear``, ``Easing/easeIn``, ...), or any
    /// other easing, including ``Easing/spring(_:)``.
    ///
    /// Together with the values of ``kind`` it obeys ``Scenario/maximumMagnitude``.
    public var interpolation: Easing {
        didSet { Self.checkMagnitude(of: self) }
    }

    /// Creates a keyframe.
    ///
    /// Preconditions: `after` finite, ≥ 0 and below ``Scenario/maximumDuration``; every number of `kind` finite; an
    /// alpha in [0, 1]; a morph frame of non-negative size; target and action
    /// names not empty; every length, angle and anchor coordinate of `kind`, along
    /// `interpolation`, within ``Scenario/maximumMagnitude``.
    /// - Parameters:
    ///   - after: The segment duration in seconds, finite, ≥ 0 and below ``Scenario/maximumDuration``.
    ///   - kind: What the keyframe does.
    ///   - interpolation: The timing curve; linear by default, as in P9ViewAnimator.
    public init(after: Double = 0, _ kind: Kind, interpolation: Easing = .linear) {
        Self.check(after: after)
        Self.check(kind)
        self.after = after
        self.kind = kind
        self.interpolation = interpolation
        Self.checkMagnitude(of: self)
    }

    /// Stops with a message naming the argument when `keyframe` breaks ``Scenario/maximumMagnitude``.
    private static func checkMagnitude(of keyframe: ScenarioKeyframe) {
        if let violation = magnitudeViolation(of: keyframe.kind, along: keyframe.interpolation) {
            preconditionFailure("ScenarioKeyframe(after:_:interpolation:): \(violation.argument) = \(violation.value): \(violation.reason)")
        }
    }

    /// Stops with a message naming `after` unless it is finite, ≥ 0 and
    /// below ``Scenario/maximumDuration``.
    private static func check(after: Double) {
        precondition(after >= 0 && after.isFinite, "ScenarioKeyframe(after: \(after)): after must be finite and >= 0")
        precondition(
            after < Scenario.maximumDuration,
            "ScenarioKeyframe(after: \(after)): after must be less than Scenario.maximumDuration, \(Scenario.maximumDuration) s (2^62 ns)")
    }

    /// Stops with a message when `kind` breaks the rules of ``init(after:_:interpolation:)``.
    private static func check(_ kind: Kind) {
        func finite(_ values: Double..., what: String) {
            precondition(values.allSatisfy(\.isFinite), "a \(what) keyframe's values must be finite, not \(values)")
        }
        switch kind {
        case .translate(let x, let y): finite(x, y, what: "translate")
        case .rotate(_, let degrees, let anchor): finite(degrees, anchor.x, anchor.y, what: "rotate")
        case .scale(let x, let y, let anchor): finite(x, y, anchor.x, anchor.y, what: "scale")
        case .alpha(let alpha):
            precondition(alpha >= 0 && alpha <= 1, "an alpha keyframe's alpha must lie in [0, 1], not \(alpha)")
        case .morph(.frame(let frame)):
            // `size`, not `width`/`height`, which are standardised (absolute values).
            finite(frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, what: "morph")
            precondition(
                frame.size.width >= 0 && frame.size.height >= 0, "a morph frame needs a non-negative size, not \(frame.size)")
        case .morph(.named(let name)):
            precondition(!name.isEmpty, "a morph keyframe needs a non-empty target name")
        case .frameAnimation(let target, let velocity, _):
            precondition(!target.isEmpty, "a frame-animation keyframe needs a non-empty target name")
            finite(velocity, what: "frame-animation")
        case .action: break
        }
    }

    /// What a keyframe changes.
    public enum Kind: Hashable, Sendable {
        /// Moves the performer by (x, y) in its superlayer's space (relative).
        case translate(x: Double, y: Double)
        /// Rotates the performer by `degrees` about `axis` through `anchor` (relative, cumulative).
        case rotate(axis: RotationAxis, degrees: Double, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5))
        /// Scales the performer by (x, y) about `anchor` (relative, multiplicative).
        case scale(x: Double, y: Double, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5))
        /// Sets the performer's opacity to `alpha`, in [0, 1] (absolute).
        case alpha(Double)
        /// Moves and scales the performer onto a frame, undoing its z rotation.
        case morph(MorphTarget)
        /// Tells a named target its velocity and loop flag, then plays it.
        case frameAnimation(target: String, velocity: Double = 1, loops: Bool = false)
        /// Runs an action.
        case action(ScenarioAction)
    }

    /// The axis of a rotate keyframe.
    public enum RotationAxis: String, Hashable, Sendable, CaseIterable {
        /// The x axis (P9's rotateX).
        case x
        /// The y axis (P9's rotateY).
        case y
        /// The z axis, perpendicular to the screen (P9's rotateZ).
        case z
    }

    /// Where a morph keyframe goes.
    public enum MorphTarget: Hashable, Sendable {
        /// A frame in the performer's superlayer space.
        case frame(CGRect)
        /// A target named to the target provider, resolved when the keyframe plays.
        case named(String)
    }
}

/// The work of an action keyframe: a closure, or a name that the target provider
/// resolves when the keyframe plays.
///
/// The closure an app writes, `ScenarioAction { _ in count += 1 }`, runs on
/// the main actor and may change the app's state there. An engine driven from
/// another thread or actor takes a `@Sendable` closure
/// (``sendable(_:)``) or a named action (``init(named:)``), which its
/// ``ScenarioTargetProvider`` performs in the engine's isolation domain.
///
/// Actions made from closures cannot be encoded; named actions can.
public struct ScenarioAction: Hashable, Sendable {
    /// The action's name, if it is a named action.
    public let name: String?
    /// The closure, if the action was made from one.
    private let closure: Closure?
    /// Gives a closure action its identity; kept alive so that it is never reused.
    private let token: Token?

    private enum Closure: Sendable {
        case mainActor(@MainActor (any Performer) -> Void)
        case sendable(@Sendable (any Performer) -> Void)
    }

    private final class Token: Sendable {}

    /// An action that the target provider performs by name.
    /// - Parameter name: The action's name; not empty.
    public init(named name: String) {
        precondition(!name.isEmpty, "a named action needs a non-empty name")
        self.name = name
        self.closure = nil
        self.token = nil
    }

    /// An action that runs `body` with the performer, on the main actor.
    ///
    /// `body` may change state of the main actor, such as a captured `var`.
    /// The engine that plays the scenario must run its frames on the main
    /// actor (as an app's does): playing the action anywhere else stops with
    /// a precondition failure that says so. For engines on other threads, use
    /// ``sendable(_:)`` or ``init(named:)``.
    ///
    /// Two such actions are equal only when one is a copy of the other.
    /// - Parameter body: Receives the performer (the decoy, for a decoy play).
    public init(_ body: @escaping @MainActor (any Performer) -> Void) {
        self.init(closure: .mainActor(body))
    }

    /// An action that runs `body` with the performer, in whatever isolation
    /// domain the engine's frames run.
    ///
    /// Two such actions are equal only when one is a copy of the other.
    /// - Parameter body: Receives the performer (the decoy, for a decoy play).
    public static func sendable(_ body: @escaping @Sendable (any Performer) -> Void) -> ScenarioAction {
        ScenarioAction(closure: .sendable(body))
    }

    private init(closure: Closure) {
        self.name = nil
        self.closure = closure
        self.token = Token()
    }

    /// Whether the action runs a closure (and so cannot be encoded).
    public var hasClosure: Bool { closure != nil }

    /// Runs the closure with `performer`; returns false for a named action.
    internal func runClosure(with performer: any Performer) -> Bool {
        switch closure {
        case .none:
            return false
        case .sendable(let body):
            body(performer)
        case .mainActor(let body):
            MainActor.shared.preconditionIsolated(
                "ScenarioAction { … } runs on the main actor, but this engine played it elsewhere; "
                    + "use ScenarioAction.sendable { … } or a named action for an engine on another thread")
            // On the main actor the engine's domain is the main actor's, so
            // the performer does not cross domains.
            nonisolated(unsafe) let performer = performer
            MainActor.assumeIsolated { body(performer) }
        }
        return true
    }

    /// Whether two actions are the same named action or copies of the same closure action.
    public static func == (lhs: ScenarioAction, rhs: ScenarioAction) -> Bool {
        lhs.name == rhs.name && lhs.token === rhs.token
    }

    /// Hashes the action's name and identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(token.map(ObjectIdentifier.init))
    }
}

import Foundation

/// What a scenario's named targets and named actions resolve to while it
/// plays: P9ViewAnimator's `P9ViewAnimatorTargetObjectProtocol`.
///
/// A ``ScenarioPlayer`` calls the provider synchronously, from inside the
/// engine's frames or `play`, in the engine's isolation domain. Every method
/// has a default: targets are always ready and have no frame, and the rest do
/// nothing.
public protocol ScenarioTargetProvider: AnyObject {
    /// Whether the named target can be used now. While it is not, a morph to it
    /// waits (polled once per engine frame), up to the player's
    /// ``ScenarioPlayer/targetTimeout``. The default is `true`.
    /// - Parameter name: The target's name.
    /// - Returns: Whether the target is ready.
    func isReady(targetNamed name: String) -> Bool

    /// The named target's frame in the performer's superlayer space (the
    /// stage's space for a decoy play), asked once when its morph group starts,
    /// after ``isReady(targetNamed:)`` returned `true`. `nil`, the default,
    /// fails the scenario with ``ScenarioError/targetFrameUnavailable(scenario:target:)``.
    /// - Parameter name: The target's name.
    /// - Returns: The frame, or `nil` if there is none.
    func frame(ofTargetNamed name: String) -> CGRect?

    /// Sets the relative velocity of a frame-animation target (first of the three calls).
    /// - Parameters:
    ///   - velocity: The keyframe's velocity, 1 by default.
    ///   - name: The target's name.
    func setVelocity(_ velocity: Double, forTargetNamed name: String)

    /// Sets whether a frame-animation target loops (second of the three calls).
    /// - Parameters:
    ///   - loops: The keyframe's loop flag.
    ///   - name: The target's name.
    func setLoops(_ loops: Bool, forTargetNamed name: String)

    /// Plays a frame-animation target (last of the three calls).
    /// - Parameter name: The target's name.
    func play(targetNamed name: String)

    /// Performs a named action keyframe.
    /// - Parameters:
    ///   - name: The action's name.
    ///   - performer: The performer playing the scenario (the decoy, for a decoy play).
    func perform(actionNamed name: String, on performer: any Performer)

    /// A scenario began: its delay ended and `beginning` ran.
    /// - Parameter name: The scenario's name.
    func scenarioStarted(_ name: String)

    /// A scenario that began has ended, for any reason (finished, stopped,
    /// replaced or failed), just before its completion runs.
    /// - Parameter name: The scenario's name.
    func scenarioEnded(_ name: String)
}

extension ScenarioTargetProvider {
    /// Every target is ready.
    public func isReady(targetNamed name: String) -> Bool { true }
    /// No target has a frame.
    public func frame(ofTargetNamed name: String) -> CGRect? { nil }
    /// Does nothing.
    public func setVelocity(_ velocity: Double, forTargetNamed name: String) {}
    /// Does nothing.
    public func setLoops(_ loops: Bool, forTargetNamed name: String) {}
    /// Does nothing.
    public func play(targetNamed name: String) {}
    /// Does nothing.
    public func perform(actionNamed name: String, on performer: any Performer) {}
    /// Does nothing.
    public func scenarioStarted(_ name: String) {}
    /// Does nothing.
    public func scenarioEnded(_ name: String) {}
}

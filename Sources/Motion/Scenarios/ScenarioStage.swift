/// Where decoy plays happen: makes a stand-in for a performer and removes it
/// afterwards (P9ViewAnimator's stage view).
///
/// `ScenarioPlayer.playDecoy(_:of:on:delay:targets:beginning:completion:)`
/// asks the stage for a decoy when the play's delay ends, plays the scenario
/// on it, and removes it when the play ends for any reason. The original
/// performer is never touched. ``LayerStage`` keeps decoy ``Layer``s for a
/// renderer to draw.
public protocol ScenarioStage: AnyObject {
    /// Makes and shows a decoy that looks like `original` in `state`.
    ///
    /// `state` is the original's state in its own superlayer's space; a stage
    /// with another coordinate space converts it (the morph frames of a decoy
    /// play are in the stage's space).
    /// - Parameters:
    ///   - state: The original's current state.
    ///   - original: The performer the decoy stands in for, for its content.
    /// - Returns: The decoy; the player plays the scenario on it.
    func makeDecoy(from state: PerformerState, of original: any Performer) -> any Performer

    /// Removes a decoy this stage made.
    /// - Parameter decoy: A performer returned by ``makeDecoy(from:of:)``.
    func removeDecoy(_ decoy: any Performer)
}

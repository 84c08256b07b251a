extension AnimationOptions {
    /// Timing options with GSAP's repeat names.
    ///
    /// `AnimationOptions(repeat: 2, yoyo: true, repeatDelay: .seconds(0.5))`
    /// plays 3 iterations, the middle one backward, with half a second
    /// between them: a 1-second animation lasts 1·3 + 0.5·2 = 4 seconds
    /// (GSAP's `totalDuration`).
    /// - Parameters:
    ///   - count: How many times to play again after the first play (GSAP's `repeat`); −1 repeats forever.
    ///   - yoyo: Whether every other iteration plays backward (``PlaybackDirection/alternate``).
    ///   - repeatDelay: The pause between iterations, holding the iteration's end value.
    ///   - speed: The playback rate (GSAP's `timeScale`).
    /// - Precondition: `count` ≥ −1.
    public init(repeat count: Int, yoyo: Bool = false, repeatDelay: Duration = .zero, speed: Double = 1) {
        precondition(count >= -1, "AnimationOptions(repeat:): repeat must be ≥ -1 (-1 repeats forever; got \(count))")
        self.init(
            iterations: count == -1 ? .infinity : Double(count) + 1,
            direction: yoyo ? .alternate : .normal,
            repeatDelay: repeatDelay,
            speed: speed)
    }
}

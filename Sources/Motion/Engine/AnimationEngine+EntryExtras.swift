extension AnimationEngine {
    /// The parts of an entry that most animations do not have, out of the
    /// entry so that it stays small.
    @usableFromInline
    internal final class EntryExtras {
        /// Runs after the animation ends.
        @usableFromInline let completion: ((CompletionReason) -> Void)?
        /// Cancels the animation at its next frame once set.
        @usableFromInline var cancellation: CancellationFlag?
        /// The playback rate, when it is not 1.
        @usableFromInline var speed: Double = 1

        @usableFromInline
        internal init(completion: ((CompletionReason) -> Void)?) {
            self.completion = completion
        }
    }
}

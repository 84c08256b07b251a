/// The finger's velocity from the pointer's recent positions: the average
/// over the samples of the last ``Scene/velocityWindow`` before the latest.
struct VelocityTracker {
    private var samples: [(time: Duration, position: SIMD2<Double>)] = []

    /// Forgets every sample (a new drag starts).
    mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records the pointer at `position` at `time`.
    mutating func add(_ position: SIMD2<Double>, at time: Duration) {
        samples.append((time, position))
        let horizon = time - Scene.velocityWindow
        if let keep = samples.firstIndex(where: { $0.time >= horizon }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    /// Pixels per second from the oldest sample in the window to the latest (zero for one sample).
    var velocity: SIMD2<Double> {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let seconds = (last.time - first.time) / .seconds(1)
        return (last.position - first.position) / seconds
    }
}

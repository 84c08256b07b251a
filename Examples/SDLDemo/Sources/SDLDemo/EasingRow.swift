import Motion

/// The row of easing curves that play side by side, one lane each.
final class EasingRow {
    /// Each lane's latest progress (0 before its first frame).
    private(set) var values: [Double]
    private var ids: [AnimationID] = []

    /// The lanes at rest at 0.
    init() { values = Array(repeating: 0, count: Scene.curves.count) }

    /// Starts every curve from 0 together, `delay` after the engine's last frame,
    /// restarting any that still run.
    func play(on engine: AnimationEngine, delay: Duration = .zero) {
        for id in ids { engine.cancel(id) }
        ids = Scene.curves.enumerated().map { index, easing in
            values[index] = 0
            return engine.animate(duration: Scene.curveDuration, delay: delay, easing: easing) { [unowned self] in
                self.values[index] = $0
            }
        }
    }
}

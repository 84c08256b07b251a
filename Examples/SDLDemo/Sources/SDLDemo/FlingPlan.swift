import Foundation
import Motion

/// What a released card does: it flies on with its release velocity (a
/// ``Decay``) until it crosses a window edge or slows below
/// ``Scene/catchSpeed``; there a spring takes over, from the fling's exact
/// position and velocity, and carries it into the free slot nearest to where
/// the fling would have come to rest.
struct FlingPlan {
    /// The card's position at release.
    let start: SIMD2<Double>
    /// The velocity at release, pixels per second.
    let velocity: SIMD2<Double>
    /// Seconds from release to the spring's take-over (0: the spring starts at once).
    let catchTime: Double
    /// The fling's position at ``catchTime``: the spring starts here.
    let catchPosition: SIMD2<Double>
    /// The fling's velocity at ``catchTime``: the spring's initial velocity.
    let catchVelocity: SIMD2<Double>
    /// The slot the spring settles in.
    let slot: Int

    /// Plans the fling of a card released at `start` moving at `velocity`,
    /// which may not settle in a slot for which `isTaken` is true.
    init(start: SIMD2<Double>, velocity: SIMD2<Double>, isTaken: (Int) -> Bool) {
        let decay = Scene.decay
        self.start = start
        self.velocity = velocity
        let speed = (velocity * velocity).sum().squareRoot()
        let slowTime = speed <= Scene.catchSpeed ? 0 : decay.timeConstant * log(speed / Scene.catchSpeed)
        catchTime = min(
            slowTime,
            Self.crossingTime(from: start.x, velocity: velocity.x, within: Scene.bounds.x),
            Self.crossingTime(from: start.y, velocity: velocity.y, within: Scene.bounds.y))
        catchPosition = decay.value(from: start, velocity: velocity, time: catchTime)
        catchVelocity = decay.velocity(initialVelocity: velocity, time: catchTime)

        let rest = decay.projection(from: start, velocity: velocity)
        let aim = SIMD2(
            min(max(rest.x, Scene.bounds.x.lowerBound), Scene.bounds.x.upperBound),
            min(max(rest.y, Scene.bounds.y.lowerBound), Scene.bounds.y.upperBound))
        var best = -1
        var bestDistance = Double.infinity
        for (index, slot) in Scene.slots.enumerated() where !isTaken(index) {
            let offset = slot - aim
            let distance = (offset * offset).sum()
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        precondition(best >= 0, "FlingPlan: every slot is taken")
        slot = best
    }

    /// Seconds until a fling from `position` at `velocity` leaves `range`
    /// (0 if it starts outside, infinity if it never reaches the edge).
    static func crossingTime(from position: Double, velocity: Double, within range: ClosedRange<Double>) -> Double {
        if !range.contains(position) { return 0 }
        if velocity == 0 { return .infinity }
        let edge = velocity > 0 ? range.upperBound : range.lowerBound
        // x(t) = x0 + v·g·(1 − e^(−t/τ)) reaches the edge when 1 − e^(−t/τ) = (edge − x0)/(v·g).
        let fraction = (edge - position) / (velocity * Scene.decay.gain)
        if fraction >= 1 { return .infinity }
        return -Scene.decay.timeConstant * log1p(-fraction)
    }
}

import Foundation
import Testing

@testable import Motion

/// A spring that takes over a property inherits the velocity the property
/// is presented with, and so does a timed curve under the continuous
/// retargeting policy, so the motion has no jump and no kink, whatever the
/// running group's timing has become: a speed, an easing or a duration that
/// `updateTiming(of:)` gave the whole group, playing backward with the easing
/// replayed or mirrored. Checked by one-sided differences of the presented
/// values on both sides of the takeover (frames 1 and 2 µs apart).
@Suite("A takeover starts with the velocity the property is presented with")
struct PropertyRedirectAfterTimingChangeTests {
    static let variants: [(name: String, options: AnimationOptions, update: TimingUpdate?, speed: Double, at: Int64)] = [
        ("as started", .once, nil, 1, 300_000_000),
        ("speed 1.7", .once, nil, 1.7, 300_000_000),
        ("a group easing", .once, TimingUpdate(easing: .easeInQuad), 1, 300_000_000),
        ("a doubled group duration", .once, TimingUpdate(duration: .time(.seconds(2))), 1, 300_000_000),
        ("playing backward", AnimationOptions(iterations: 2, direction: .alternate), TimingUpdate(easing: .easeOutQuad), 1, 1_300_000_000),
        (
            "playing backward, easing mirrored",
            AnimationOptions(iterations: 2, direction: .alternate, backwardEasing: .mirrored), TimingUpdate(easing: .easeOutQuad), 1,
            1_300_000_000
        ),
    ]

    @Test("The presented motion is continuous across the takeover", arguments: 0..<6, 0..<4)
    func continuousTakeover(variant: Int, kinds: Int) throws {
        // The first animation a spring or a timed curve; the second a
        // spring, or a timed curve with the continuous retargeting policy.
        let springFirst = kinds & 1 == 1
        let springSecond = kinds & 2 == 2
        let (name, options, update, speed, at) = Self.variants[variant]
        let engine = AnimationEngine()
        let layer = Layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = engine.animate(layer, options: options) { a in
            if springFirst {
                a.animate(\.cornerRadius, to: 10, with: .spring(Spring(mass: 1, stiffness: 80, damping: 6)))
            } else {
                a.animate(\.cornerRadius, to: 10, duration: .seconds(1), easing: .easeInOutCubic)
            }
        }
        engine.advance(to: .milliseconds(50))
        if let update { #expect(engine.updateTiming(of: first, update)) }
        engine.setSpeed(speed, of: first)
        let (fromLeft, fromRight) = try #require(
            differences(around: at, on: engine, read: { layer.cornerRadius }) {
                engine.animate(layer, retargeting: .continuous) { a in
                    if springSecond {
                        a.animate(\.cornerRadius, to: 30, with: .spring(Spring(mass: 1, stiffness: 120, damping: 10)))
                    } else {
                        a.animate(\.cornerRadius, to: 30, duration: .seconds(1), easing: .easeInOutSine)
                    }
                }
            })
        #expect(abs(fromLeft) > 0.1, "\(name): the property must be moving (\(fromLeft))")
        #expect(
            abs(fromRight - fromLeft) <= 1e-4 * max(1, abs(fromLeft)),
            "\(name), spring first: \(springFirst), spring second: \(springSecond): \(fromLeft) before, \(fromRight) after")
    }
}

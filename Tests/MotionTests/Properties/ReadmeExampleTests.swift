import Foundation
import Testing
import Motion

/// The README's property-animation example, verbatim apart from the checks,
/// so that it keeps compiling and doing what the README says.
@Suite struct ReadmeExampleTests {
    @Test func propertyAnimationExample() throws {
        let engine = AnimationEngine()
        let card = Layer(position: CGPoint(x: 0, y: 0), bounds: CGRect(x: 0, y: 0, width: 80, height: 40), opacity: 0)
        let badge = Layer(opacity: 0)
        var cardReasons: [CompletionReason] = []

        engine.animate(card) { a in
            a.animate(\.position, to: CGPoint(x: 200, y: 0), duration: .seconds(1), easing: .easeInOutCubic, isPrimary: true)
            a.animate(\.opacity, to: 1, duration: .seconds(0.3))
            a.animate(\.bounds, to: CGRect(x: 0, y: 0, width: 120, height: 60), with: .spring(.bouncy))
            // Halfway along the path, fade the badge in.
            a.trigger(.valueProgress(0.5), on: badge) { b in
                b.animate(\.opacity, to: 1, duration: .seconds(0.2))
            }
            a.didStop { reason in cardReasons.append(reason) }
        }
        engine.advance(to: .seconds(0.4))
        // easeInOutCubic(0.4) = 4·0.4³; the opacity (0.3 s) has finished.
        #expect(abs(card.position.x - 200 * 4 * 0.4 * 0.4 * 0.4) < 1e-9)
        #expect(card.opacity == 1)
        #expect(badge.opacity == 0)

        let presented = card.position
        engine.animate(card, retargeting: .continuous) { a in
            a.animate(\.position, to: CGPoint(x: 0, y: 120), duration: .seconds(1), easing: .easeOutCubic)
        }
        engine.advance(to: .seconds(0.4))
        #expect(card.position == presented)

        engine.register(key: "hidden", on: card) { a in
            a.animate(\.opacity, to: 0, duration: .seconds(0.2))
        }
        try engine.apply(key: "hidden", on: card)

        let dots = (0..<9).map { _ in Layer() }
        engine.animate(dots, stagger: .each(.milliseconds(50), from: .center)) { a in
            a.animate(\.position, to: CGPoint(x: Double(a.index) * 20, y: 40), duration: .seconds(0.5), easing: .easeOutBack)
        }
        for _ in 0..<60 { engine.advance(by: .milliseconds(50)) }   // 3 s of frames

        #expect(card.position == CGPoint(x: 0, y: 120))
        #expect(card.opacity == 0)
        #expect(card.bounds.size == CGSize(width: 120, height: 60))
        #expect(badge.opacity == 1)
        #expect(cardReasons == [.finished])
        for (index, dot) in dots.enumerated() {
            #expect(dot.position == CGPoint(x: Double(index) * 20, y: 40))
        }
        #expect(engine.isIdle)
    }
}

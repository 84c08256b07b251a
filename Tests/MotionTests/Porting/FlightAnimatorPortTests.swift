import Foundation
import Motion
import Testing

// The examples of FlightAnimator's README, ported as in the article "Coming from
// FlightAnimator" (every Swift block of the article is in this file), run on
// the engine's manual clock and checked against the curves' formulas.

@Suite("Porting: FlightAnimator's README")
struct FlightAnimatorPortTests {
    static func outCubic(_ p: Double) -> Double { 1 - pow(1 - p, 3) }
    static func inSine(_ p: Double) -> Double { 1 - cos(p * Double.pi / 2) }
    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    @Test("every Swift block of the article is compiled and run here")
    func articleBlocksAreTested() throws {
        let (missing, count) = try ArticleSnippets.blocksMissing(fromArticle: "ComingFromFlightAnimator", in: #filePath)
        #expect(count >= 7)
        #expect(missing.isEmpty, "not in this test: \(missing)")
    }

    @Test("simple animation: four properties with outCubic over 0.5 s")
    func simpleAnimation() throws {
        let engine = AnimationEngine()
        let view = Layer(position: CGPoint(x: 50, y: 50), bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let toBounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        let toPosition = CGPoint(x: 300, y: 200)
        var animatableProgress = 0.0   // any state that is not a Layer property
        let outCubic = try Easing(named: "outCubic")   // FlightAnimator's name for .easeOutCubic

        engine.animate(view) { animator in
            animator.animate(\.opacity, to: 0, duration: .seconds(0.5), easing: outCubic)
            animator.animate(\.bounds, to: toBounds, duration: .seconds(0.5), easing: outCubic)
            animator.animate(\.position, to: toPosition, duration: .seconds(0.5), easing: outCubic)
            animator.animate(
                "animatableProgress", get: { animatableProgress }, set: { animatableProgress = $0 },
                to: 1.0, duration: .seconds(0.5), easing: outCubic)
        }

        #expect(outCubic == .easeOutCubic)
        engine.advance(to: .seconds(0.25))
        let e = Self.outCubic(0.5)
        #expect(abs(view.opacity - (1 - e)) < 1e-12)
        #expect(abs(view.bounds.width - (100 + 100 * e)) < 1e-9)
        #expect(abs(view.bounds.height - (100 - 50 * e)) < 1e-9)
        #expect(abs(view.position.x - (50 + 250 * e)) < 1e-9)
        #expect(abs(view.position.y - (50 + 150 * e)) < 1e-9)
        #expect(abs(animatableProgress - e) < 1e-12)
        engine.advance(to: .seconds(0.5))
        #expect(view.opacity == 0 && view.bounds == toBounds && view.position == toPosition)
        #expect(animatableProgress == 1)
    }

    @Test("nested triggers start each group relative to its parent")
    func nestedTriggers() {
        let engine = AnimationEngine()
        let primaryView = Layer(), secondaryView = Layer(), tertiaryView = Layer()
        let quaternaryView = Layer(), quinaryView = Layer(), senaryView = Layer()
        var started: [(String, Duration)] = []
        let move = CGPoint(x: 100, y: 0)

        engine.animate(primaryView) { animator in
            animator.animate(\.position, to: move, duration: .seconds(1))
            animator.trigger(.start, on: secondaryView) { animator in              // relative to primaryView
                animator.animate(\.position, to: move, duration: .seconds(1))
                animator.didStart { started.append(("secondary", engine.currentTime)) }
                animator.trigger(.completion, on: tertiaryView) { animator in     // relative to secondaryView
                    animator.animate(\.position, to: move, duration: .seconds(1))
                    animator.didStart { started.append(("tertiary", engine.currentTime)) }
                    animator.trigger(.timeProgress(0.5), on: quaternaryView) { animator in  // relative to tertiaryView
                        animator.animate(\.position, to: move, duration: .seconds(1))
                        animator.didStart { started.append(("quaternary", engine.currentTime)) }
                    }
                }
                animator.trigger(.valueProgress(0.5), on: quinaryView) { animator in  // relative to secondaryView
                    animator.animate(\.position, to: move, duration: .seconds(1))
                    animator.didStart { started.append(("quinary", engine.currentTime)) }
                }
            }
            animator.trigger(.start, on: senaryView) { animator in                 // relative to primaryView
                animator.animate(\.position, to: move, duration: .seconds(1))
                animator.didStart { started.append(("senary", engine.currentTime)) }
            }
        }

        for _ in 0..<300 { engine.advance(by: .milliseconds(10)) }
        // Linear motions: value progress 0.5 is time progress 0.5. A triggered group
        // starts on the frame that fires it, so each start may lag by up to a frame per level.
        let expected: [String: Double] = ["secondary": 0, "senary": 0, "quinary": 0.5, "tertiary": 1, "quaternary": 1.5]
        #expect(Set(started.map(\.0)) == Set(expected.keys))
        for (name, time) in started {
            let lag = Self.seconds(time) - expected[name]!
            #expect(lag >= 0 && lag <= 0.0301, "\(name) started at \(time)")
        }
        #expect([primaryView, secondaryView, tertiaryView, quaternaryView, quinaryView, senaryView].allSatisfy { $0.position == move })
        #expect(engine.isIdle)
    }

    @Test("didStart and didStop (which also reports cancellation)")
    func callbacks() {
        let engine = AnimationEngine()
        let view = Layer(opacity: 0)
        var events: [String] = []

        engine.animate(view) { animator in
            animator.animate(\.opacity, to: 1, duration: .seconds(0.5))
            animator.didStart { events.append("did start") }
            animator.didStop { reason in events.append("did stop: \(reason)") }   // .finished, .cancelled or .replaced
        }

        engine.advance(to: .seconds(0.1))
        #expect(events == ["did start"])
        engine.advance(to: .seconds(0.5))
        #expect(events == ["did start", "did stop: finished"])
    }

    @Test("registered states, applied animated or at once")
    func registeredStates() throws {
        let engine = AnimationEngine()
        let view = Layer(position: CGPoint(x: 0, y: 0), bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
        let otherView = Layer()

        let newBounds = CGRect(x: 0, y: 0, width: 160, height: 90)
        let newPosition = CGPoint(x: 200, y: 300)
        for target in [view, otherView] {
            engine.register(key: "CenterStateFrameAnimation", on: target) { animator in
                animator.animate(\.bounds, to: newBounds, duration: .seconds(0.5), easing: .easeOutCubic)
                animator.animate(\.position, to: newPosition, duration: .seconds(0.5), easing: .easeOutCubic)
            }
        }
        try engine.apply(key: "CenterStateFrameAnimation", on: view)
        try engine.apply(key: "CenterStateFrameAnimation", on: otherView, animated: false)   // final values at once

        #expect(otherView.bounds == newBounds && otherView.position == newPosition)
        engine.advance(to: .seconds(0.25))
        let e = Self.outCubic(0.5)
        #expect(abs(view.position.x - 200 * e) < 1e-9 && abs(view.position.y - 300 * e) < 1e-9)
        #expect(abs(view.bounds.width - (40 + 120 * e)) < 1e-9)
        engine.advance(to: .seconds(0.5))
        #expect(view.bounds == newBounds && view.position == newPosition)
        #expect(throws: PropertyAnimationError.self) { try engine.apply(key: "unknown", on: view) }
    }

    @Test("timing priority: a redirect mid-flight scales the position's duration by the distance left; the unchanged bounds completes at once")
    func timingPriorityRedirect() {
        let engine = AnimationEngine()
        let view = Layer(position: CGPoint(x: 25, y: 25), bounds: CGRect(x: 0, y: 0, width: 50, height: 50))

        func animateView(toFrame: CGRect) {
            let newBounds = CGRect(x: 0, y: 0, width: toFrame.width, height: toFrame.height)
            let newPosition = CGPoint(x: toFrame.midX, y: toFrame.midY)
            engine.animate(view, priority: .maxTime) { animator in
                animator.animate(\.bounds, to: newBounds, duration: .seconds(0.5), easing: .easeOutCubic)
                animator.animate(\.position, to: newPosition, duration: .seconds(0.5), easing: .easeInSine)
            }
        }
        animateView(toFrame: CGRect(x: 0, y: 0, width: 100, height: 100))
        engine.advance(to: .seconds(0.25))
        animateView(toFrame: CGRect(x: 200, y: 0, width: 100, height: 100))   // another button: same size

        // Position: from (25, 25) to (50, 50) along inSine, presented at 0.25 s; then to (250, 50).
        let presented = 25 + 25 * Self.inSine(0.5)
        let travelled = (presented - 25) * 2.squareRoot()
        let left = ((250 - presented) * (250 - presented) + (50 - presented) * (50 - presented)).squareRoot()
        let duration = 0.5 * left / (left + travelled)
        // The bounds' target did not change: it completes at once, as FA's README
        // says (scaled, it would have had 0.5 s × 6.25 / 50 left).
        let presentedBounds = 50 + 50 * (1 - 0.125)   // easeOutCubic(0.5) = 0.875
        #expect(view.bounds == CGRect(x: 0, y: 0, width: presentedBounds, height: presentedBounds))
        engine.advance(to: engineTime(0.25 + 0.001))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = 0.25 + duration / 2
        engine.advance(to: engineTime(half))
        let e = Self.inSine(0.5)
        #expect(abs(view.position.x - (presented + (250 - presented) * e)) < 1e-6)
        #expect(abs(view.position.y - (presented + (50 - presented) * e)) < 1e-6)
        engine.advance(to: engineTime(0.25 + duration))
        #expect(view.position == CGPoint(x: 250, y: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(engine.isIdle)
    }

    @Test("primary flag: only bounds and position set the group duration")
    func primaryFlag() {
        let engine = AnimationEngine()
        let view = Layer(position: CGPoint(x: 0, y: 0), bounds: CGRect(x: 0, y: 0, width: 50, height: 50))
        let newBounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        let newPosition = CGPoint(x: 120, y: 60)
        let newTransform = Transform3D(scaleX: 2, y: 2, z: 1)

        engine.animate(view, priority: .maxTime) { animator in
            animator.animate(\.bounds, to: newBounds, duration: .seconds(0.5), easing: .easeOutCubic, isPrimary: true)
            animator.animate(\.position, to: newPosition, duration: .seconds(0.5), easing: .easeInSine, isPrimary: true)
            animator.animate(\.opacity, to: 0.0, duration: .seconds(0.5), easing: .easeOutCubic)
            animator.animate(\.transform, to: newTransform, duration: .seconds(0.5), easing: .easeInSine)
        }

        engine.advance(to: .seconds(0.25))
        #expect(abs(view.position.x - 120 * Self.inSine(0.5)) < 1e-9)
        #expect(abs(view.bounds.height - (50 + 30 * Self.outCubic(0.5))) < 1e-9)
        #expect(abs(view.opacity - (1 - Self.outCubic(0.5))) < 1e-12)
        #expect(abs(view.transform.m11 - (1 + Self.inSine(0.5))) < 1e-9)
        engine.advance(to: .seconds(0.5))
        #expect(view.transform == newTransform && view.opacity == 0 && view.position == newPosition)
    }

    @Test("springDecay: a released pan comes to rest on FlightAnimator's decay spring (ω₀ = 14, ζ = 0.97)")
    func springDecay() {
        let engine = AnimationEngine()
        let view = Layer(position: CGPoint(x: 100, y: 100), bounds: CGRect(x: 0, y: 0, width: 60, height: 60))
        let finalBounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        let finalPosition = CGPoint(x: 300, y: 40)

        // The pan gesture ended: its velocity, in points per second, goes to the decay spring.
        let velocity = CGPoint(x: 800, y: -300)
        engine.animate(view) { animator in
            animator.animate(\.bounds, to: finalBounds, duration: .seconds(0.5), easing: .easeOutCubic)
            animator.animate(\.position, to: finalPosition, with: .springDecay(velocity: velocity))
        }

        // x(t) = target + e^(−ζω₀t)(A cos ω_d t + B sin ω_d t), A = x₀ − target, B = (v₀ + ζω₀A)/ω_d.
        let omega = 14.0, zeta = 0.97
        let damped = omega * (1 - zeta * zeta).squareRoot()
        func oracle(_ x0: Double, _ target: Double, _ v0: Double, _ t: Double) -> Double {
            let a = x0 - target, b = (v0 + zeta * omega * a) / damped
            return target + exp(-zeta * omega * t) * (a * cos(damped * t) + b * sin(damped * t))
        }
        for t in [0.05, 0.2, 0.5] {
            engine.advance(to: engineTime(t))
            #expect(abs(view.position.x - oracle(100, 300, 800, t)) < 1e-6)
            #expect(abs(view.position.y - oracle(100, 40, -300, t)) < 1e-6)
        }
        for _ in 0..<200 { engine.advance(by: .milliseconds(16)) }
        #expect(view.position == finalPosition && view.bounds == finalBounds)
        #expect(engine.isIdle)
    }
}

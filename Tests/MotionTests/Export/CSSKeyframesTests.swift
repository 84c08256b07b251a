import Foundation
import Motion
import Testing

/// CSS export: every emitted timing function reads back with `Easing(css:)` as the
/// fitted one, and the animation rebuilt from the parsed text stays within the bound.
@Suite("CSS keyframes")
struct CSSKeyframesTests {
    static let track = KeyframeTrack(
        values: [0.0, 1, 0.25, 0.6], timings: [.eased(.easeOutBack, duration: 0.6), .eased(.easeInOutSine, duration: 0.4), .spring(.bouncy)])

    static func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

    /// The largest |CSS − track| at 10 000 times of the animation rebuilt from `css`.
    static func cssError(_ css: CSSKeyframes, _ track: some Track<Double>) throws -> Double {
        let parsed = try #require(ParsedKeyframes(css.rule))
        let shorthand = try #require(ParsedShorthand(css.animation))
        #expect(parsed.name == css.name && shorthand.name == css.name)
        #expect(abs(shorthand.duration - track.duration) <= 1e-12 * track.duration)
        #expect(parsed.unreadableTimings.isEmpty)
        let timing = try Easing(css: shorthand.timing)
        var worst = 0.0
        for i in 0...10_000 {
            let u = Double(i) / 10_000
            let value = parsed.value(at: u, defaultTiming: timing, parse: { Double($0)! }, blend: lerp)
            worst = max(worst, abs(value - track.value(at: u * track.duration)))
        }
        return worst
    }

    @Test("Sampled keyframes: linear between keyframes, within the bound")
    func sampled() throws {
        let keyframes = SampledKeyframes(sampling: Self.track, maxError: 1e-3)
        let css = try CSSKeyframes(name: "bounce-in", property: "opacity", keyframes: keyframes, format: CSSValueFormat.number)
        let parsed = try #require(ParsedKeyframes(css.rule))
        #expect(parsed.property == "opacity")
        #expect(parsed.frames.count == keyframes.values.count)
        #expect(parsed.frames.allSatisfy { $0.timing == nil })
        #expect(ParsedShorthand(css.animation)?.timing == "linear")
        // Values within the half of 0.01 × maxError that short digits may take.
        for (frame, value) in zip(parsed.frames, keyframes.values) {
            #expect(abs(Double(frame.value)! - value) <= 0.005e-3)
        }
        #expect(try Self.cssError(css, Self.track) <= 1e-3 + 1e-12)
    }

    @Test("Bézier keyframes: each cubic-bezier() reads back exactly; the animation stays within the bound")
    func bezier() throws {
        let keyframes = BezierKeyframes(fitting: Self.track, maxError: 1e-3)
        let css = try CSSKeyframes(name: "fit", property: "opacity", keyframes: keyframes, format: CSSValueFormat.number)
        let parsed = try #require(ParsedKeyframes(css.rule))
        #expect(parsed.frames.count == keyframes.values.count)
        #expect(parsed.frames.last?.timing == nil)
        for (frame, fitted) in zip(parsed.frames, keyframes.timingFunctions) {
            let text = try #require(frame.timing)
            #expect(text.hasPrefix("cubic-bezier("))
            let easing = try Easing(css: text)
            for i in 0...100 {
                let x = Double(i) / 100
                #expect(easing.value(at: x) == fitted.value(at: x))
            }
        }
        #expect(try Self.cssError(css, Self.track) <= 1e-3 * (1 + 1e-9))
    }

    @Test("A whole scalar track as one linear() timing function", arguments: [1e-2, 1e-3])
    func linearTiming(maxError: Double) throws {
        let tracks: [any Track<Double>] = [
            Self.track,
            // Returns to its start: the keyframes use the range instead.
            KeyframeTrack(values: [0.2, 0.9, 0.2], durations: [0.5, 0.5], easings: [.easeOutCubic, .easeInCubic]),
            // A jump, which linear() keeps exact.
            KeyframeTrack(values: [0.0, 0.5, 0.8, 1], durations: [0.5, 0, 0.5]),
        ]
        for track in tracks {
            let css = try CSSKeyframes(name: "whole", property: "opacity", linearTimingOf: track, maxError: maxError)
            let shorthand = try #require(ParsedShorthand(css.animation))
            #expect(shorthand.timing.hasPrefix("linear("))
            let parsed = try #require(ParsedKeyframes(css.rule))
            #expect(parsed.frames.count == 2)
            #expect(try Self.cssError(css, track) <= maxError + 1e-12)
        }
    }

    @Test("Points as translate(): the rebuilt path stays within the bound")
    func points() throws {
        let track = KeyframeTrack(
            values: [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: -40), CGPoint(x: 60, y: 80)],
            timings: [.eased(.easeInOutCubic, duration: 0.5), .spring(.smooth)])
        let keyframes = SampledKeyframes(sampling: track, maxError: 0.25)
        let css = try CSSKeyframes(name: "move", property: "transform", keyframes: keyframes, format: CSSValueFormat.translate)
        let parsed = try #require(ParsedKeyframes(css.rule))
        func parse(_ text: String) -> CGPoint {
            let inner = text.dropFirst("translate(".count).dropLast()
            let numbers = inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces).dropLast(2))! }
            return CGPoint(x: numbers[0], y: numbers[1])
        }
        for i in 0...10_000 {
            let u = Double(i) / 10_000
            let p = parsed.value(at: u, defaultTiming: .linear, parse: parse) { a, b, f in
                CGPoint(x: Self.lerp(a.x, b.x, f), y: Self.lerp(a.y, b.y, f))
            }
            let q = track.value(at: u * track.duration)
            #expect(((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() <= 0.25 + 1e-9)
        }
    }

    @Test("The shorthand carries delay, iterations, direction and fill mode")
    func shorthand() throws {
        let keyframes = SampledKeyframes(sampling: KeyframeTrack(values: [0.0, 1], durations: [1.5]), maxError: 0.01)
        let options = CSSAnimationOptions(delay: 0.25, iterationCount: .infinite, direction: .alternateReverse, fillMode: .forwards)
        let css = try CSSKeyframes(name: "pulse", property: "opacity", keyframes: keyframes, options: options, format: CSSValueFormat.number)
        #expect(css.animation == "pulse 1.5s linear 0.25s infinite alternate-reverse forwards")
        #expect(css.declaration == "animation: pulse 1.5s linear 0.25s infinite alternate-reverse forwards;")
        #expect(css.rule == "@keyframes pulse {\n  0% { opacity: 0; }\n  100% { opacity: 1; }\n}")
        let twice = try CSSKeyframes(
            name: "pulse", property: "opacity", keyframes: keyframes, options: .init(iterationCount: .count(2.5)),
            format: CSSValueFormat.number)
        #expect(twice.animation == "pulse 1.5s linear 0s 2.5 normal both")
    }

    @Test("A jump becomes two keyframes 10⁻⁶ apart (CSS merges equal offsets)")
    func jumpSeparation() throws {
        let track = KeyframeTrack(values: [0.0, 1, 3, 4], durations: [1, 0, 1])
        let css = try CSSKeyframes(
            name: "jump", property: "opacity", keyframes: SampledKeyframes(sampling: track, maxError: 1e-3),
            format: CSSValueFormat.number)
        let frames = try #require(ParsedKeyframes(css.rule)).frames
        #expect(frames.map(\.value) == ["0", "1", "3", "4"])
        #expect(abs(frames[1].offset - 0.5) < 1e-15)
        #expect(abs(frames[2].offset - frames[1].offset - CSSKeyframes.jumpSeparation) < 1e-12)
    }

    @Test("Invalid names, properties and values throw, naming the text")
    func invalidIdentifiers() throws {
        let keyframes = SampledKeyframes(sampling: KeyframeTrack(values: [0.0, 1], durations: [1]), maxError: 0.01)
        func make(_ name: String, _ property: String = "opacity", format: @escaping (Double) -> String = CSSValueFormat.number)
            throws(CSSExportError) -> CSSKeyframes
        {
            try CSSKeyframes(name: name, property: property, keyframes: keyframes, format: format)
        }
        for name in ["", "1abc", "my name", "a;b", "-", "-9x", "a\\b", "a{", "none", "INHERIT", "ease-in", "infinite", "revert-layer"] {
            #expect(throws: CSSExportError.self, "\(name)") { _ = try make(name) }
            do { _ = try make(name) } catch {
                guard case .invalidName(let text, _) = error else { Issue.record("wrong error \(error)"); continue }
                #expect(text == name)
            }
        }
        for name in ["fade", "-webkit-fade", "_x", "fade-in2", "--custom", "héllo", "a_b-c9"] {
            #expect(throws: Never.self) { _ = try make(name) }
        }
        #expect(throws: CSSExportError.invalidProperty("op acity", reason: "character 2 (\" \") is not allowed in an identifier")) {
            _ = try make("fade", "op acity")
        }
        do {
            _ = try make("fade", format: { "\($0); color: red" })
            Issue.record("no error")
        } catch {
            guard case .invalidValue(let text, let index, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(text == "0.0; color: red" && index == 0)
        }
    }

    @Test("Value formatters")
    func formatters() {
        #expect(CSSValueFormat.number(1) == "1")
        #expect(CSSValueFormat.number(-0.0) == "0")
        #expect(CSSValueFormat.number(0.1) == "0.1")
        #expect(CSSValueFormat.pixels(-3.5) == "-3.5px")
        #expect(CSSValueFormat.translate(CGPoint(x: 12, y: -3.5)) == "translate(12px, -3.5px)")
        // CSS Transforms: translate3d(tx, ty, tz) = matrix3d(1,0,0,0, 0,1,0,0, 0,0,1,0, tx,ty,tz,1).
        #expect(
            CSSValueFormat.matrix3d(Transform3D(translationX: 10, y: 20, z: -5))
                == "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, -5, 1)")
        #expect(CSSValueFormat.rgb(MotionColor(red: 1, green: 0.5, blue: 0)) == "rgb(255, 127.5, 0)")
        #expect(CSSValueFormat.rgb(MotionColor(red: 0, green: 0, blue: 1, alpha: 0.5)) == "rgba(0, 0, 255, 0.5)")
        // Shortest round trip: the text reads back to the same double.
        var random = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let x = random.uniform(-1e6...1e6) * pow(10, random.uniform(-12...6).rounded())
            #expect(Double(CSSValueFormat.number(x)) == x)
        }
    }
}

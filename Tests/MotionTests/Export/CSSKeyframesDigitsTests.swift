import Foundation
import Motion
import Testing

/// Sampled keyframes are written with short digits: the CSS, read back and played as a
/// browser plays it (linear between the parsed percentages and values), stays within
/// the keyframes' stated error of the source track, and is shorter than the
/// full-digit text.
@Suite("CSS keyframes: short digits within the stated error")
struct CSSKeyframesDigitsTests {
    static func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

    /// The full-digit rule, built here from the keyframes: what CSSKeyframes wrote
    /// before it shortened digits (shortest round-trip of each key time × 100 and value).
    static func fullDigitLength<V>(_ keyframes: SampledKeyframes<V>, property: String, format: (V) -> String) -> Int {
        var lines = ["@keyframes x {"]
        for (keyTime, value) in zip(keyframes.keyTimes, keyframes.values) {
            lines.append("  \(CSSValueFormat.number(keyTime * 100))% { \(property): \(format(value)); }")
        }
        lines.append("}")
        return lines.joined(separator: "\n").count
    }

    /// Largest distance, on `samples + 1` evenly spaced times, between the parsed CSS
    /// played linearly and `reference`, skipping times `skip` says to.
    static func worst<V>(
        _ parsed: ParsedKeyframes, samples: Int, parse: (String) -> V, blend: (V, V, Double) -> V,
        reference: (Double) -> V, distance: (V, V) -> Double, skip: (Double) -> Bool = { _ in false }
    ) -> Double {
        var worst = 0.0
        for i in 0...samples {
            let u = Double(i) / Double(samples)
            if skip(u) { continue }
            worst = max(worst, distance(parsed.value(at: u, defaultTiming: .linear, parse: parse, blend: blend), reference(u)))
        }
        return worst
    }

    static func components(_ r: CGRect) -> [Double] {
        [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for (x, y) in zip(a, b) { sum += (x - y) * (x - y) }
        return sum.squareRoot()
    }

    static let tracks: [(String, KeyframeTrack<Double>)] = [
        ("bounce", KeyframeTrack(
            values: [0.0, 1, 0.25, 0.6],
            timings: [.eased(.easeOutBack, duration: 0.6), .eased(.easeInOutSine, duration: 0.4), .spring(.bouncy)])),
        ("pixels", KeyframeTrack(values: [-1e6, 2.5e6, 3e5], durations: [0.7, 1.3], easings: [.easeInOutCubic, .easeOutElastic])),
        ("tiny", KeyframeTrack(values: [1e-7, 3e-7, -2e-7], durations: [0.25, 0.5], easings: [.easeInQuad, .easeOutQuad])),
    ]

    @Test("Scalars: the played CSS stays within maxError of the track, with fewer characters", arguments: [1e-1, 1e-3, 1e-6])
    func scalars(relativeError: Double) throws {
        for (label, track) in Self.tracks {
            let range = track.segments.map { abs($0.to - $0.from) }.max()!
            let maxError = relativeError * range
            let keyframes = SampledKeyframes(sampling: track, maxError: maxError)
            let css = try CSSKeyframes(name: "s", property: "opacity", keyframes: keyframes, format: CSSValueFormat.number)
            let parsed = try #require(ParsedKeyframes(css.rule))
            #expect(parsed.frames.count == keyframes.keyTimes.count)
            #expect(parsed.frames.first?.offset == 0 && parsed.frames.last?.offset == 1)
            #expect(zip(parsed.frames, parsed.frames.dropFirst()).allSatisfy { $0.offset < $1.offset })
            let error = Self.worst(
                parsed, samples: 40_000, parse: { Double($0)! }, blend: Self.lerp,
                reference: { track.value(at: $0 * track.duration) }, distance: { abs($0 - $1) })
            #expect(error <= maxError, "\(label) \(relativeError): \(error / maxError) × maxError")
            let before = Self.fullDigitLength(keyframes, property: "opacity", format: CSSValueFormat.number)
            let after = css.rule.count
            #expect(after < before, "\(label) \(relativeError): \(before) → \(after) characters")
            print("short digits \(label) \(relativeError): \(keyframes.keyTimes.count) keyframes, \(before) → \(after) characters")
        }
    }

    @Test("Points as translate() and rectangles: within maxError in Euclidean distance, shorter")
    func vectors() throws {
        let pointTrack = KeyframeTrack(
            values: [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: -40), CGPoint(x: 60, y: 80)],
            timings: [.eased(.easeInOutCubic, duration: 0.5), .spring(.smooth)])
        let points = SampledKeyframes(sampling: pointTrack, maxError: 0.25)
        let pointCSS = try CSSKeyframes(name: "move", property: "transform", keyframes: points, format: CSSValueFormat.translate)
        func parsePoint(_ text: String) -> CGPoint {
            let inner = text.dropFirst("translate(".count).dropLast()
            let numbers = inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces).dropLast(2))! }
            return CGPoint(x: numbers[0], y: numbers[1])
        }
        let pointError = Self.worst(
            try #require(ParsedKeyframes(pointCSS.rule)), samples: 40_000, parse: parsePoint,
            blend: { CGPoint(x: Self.lerp($0.x, $1.x, $2), y: Self.lerp($0.y, $1.y, $2)) },
            reference: { pointTrack.value(at: $0 * pointTrack.duration) },
            distance: { Self.distance([Double($0.x), Double($0.y)], [Double($1.x), Double($1.y)]) })
        #expect(pointError <= 0.25)
        #expect(pointCSS.rule.count < Self.fullDigitLength(points, property: "transform", format: CSSValueFormat.translate))

        // Four components: each may take only half of the values' share.
        let rectTrack = KeyframeTrack(
            values: [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 50, y: 20, width: 200, height: 5)],
            durations: [1], easings: [.easeInOutBack])
        let rects = SampledKeyframes(sampling: rectTrack, maxError: 0.01)
        let format = { (r: CGRect) in Self.components(r).map(CSSValueFormat.number).joined(separator: " ") }
        let rectCSS = try CSSKeyframes(name: "rect", property: "--rect", keyframes: rects, format: format)
        func parseRect(_ text: String) -> [Double] { text.split(separator: " ").map { Double($0)! } }
        let rectError = Self.worst(
            try #require(ParsedKeyframes(rectCSS.rule)), samples: 40_000, parse: parseRect,
            blend: { a, b, f in zip(a, b).map { Self.lerp($0, $1, f) } },
            reference: { Self.components(rectTrack.value(at: $0 * rectTrack.duration)) },
            distance: Self.distance)
        #expect(rectError <= 0.01)
        #expect(rectCSS.rule.count < Self.fullDigitLength(rects, property: "--rect", format: format))
    }

    @Test("A jump keeps its two keyframes at exact percentages; elsewhere the CSS stays within the bound")
    func jump() throws {
        let track = KeyframeTrack(values: [0.0, 1, 3, 4], durations: [1, 0, 1], easings: [.easeInOutSine, .linear, .easeOutCubic])
        let maxError = 1e-3
        let keyframes = SampledKeyframes(sampling: track, maxError: maxError)
        let css = try CSSKeyframes(name: "jump", property: "opacity", keyframes: keyframes, format: CSSValueFormat.number)
        let frames = try #require(ParsedKeyframes(css.rule)).frames
        let at = try #require(keyframes.keyTimes.indices.dropFirst().first { keyframes.keyTimes[$0] == keyframes.keyTimes[$0 - 1] })
        #expect(abs(frames[at - 1].offset - 0.5) < 1e-15 && abs(frames[at].offset - 0.5 - CSSKeyframes.jumpSeparation) < 1e-15)
        #expect(frames[at - 1].value == "1" && frames[at].value == "3")
        // The piece after the jump starts 10⁻⁶ late: its slope (at most 3 per unit of key
        // time for easeOutCubic over 1 → ½) times 10⁻⁶ adds to the bound.
        let error = Self.worst(
            try #require(ParsedKeyframes(css.rule)), samples: 40_000, parse: { Double($0)! }, blend: Self.lerp,
            reference: { track.value(at: $0 * track.duration) }, distance: { abs($0 - $1) },
            skip: { $0 >= 0.5 && $0 <= 0.5 + CSSKeyframes.jumpSeparation })
        #expect(error <= maxError + 6 * CSSKeyframes.jumpSeparation)
    }

    @Test("Values with no distance (colours, transforms) and Bézier keyframes keep full digits")
    func fullDigits() throws {
        let track = KeyframeTrack(
            values: [MotionColor(red: 0.1, green: 0.2, blue: 0.3), MotionColor(red: 0.9, green: 0.4, blue: 0.7)],
            durations: [1], easings: [.easeInOutSine])
        let keyframes = SampledKeyframes(
            sampling: track, maxError: 0.01,
            distance: { a, b in
                let x = a.components(in: .sRGB) - b.components(in: .sRGB)
                return (x * x).sum().squareRoot()
            })
        let css = try CSSKeyframes(name: "c", property: "color", keyframes: keyframes, format: CSSValueFormat.rgb)
        let frames = try #require(ParsedKeyframes(css.rule)).frames
        for (frame, (keyTime, value)) in zip(frames, zip(keyframes.keyTimes, keyframes.values)) {
            #expect(frame.value == CSSValueFormat.rgb(value))
            #expect(abs(frame.offset - keyTime) < 1e-15)
        }
        let bezier = BezierKeyframes(fitting: Self.tracks[0].1, maxError: 1e-3)
        let bezierCSS = try CSSKeyframes(name: "b", property: "opacity", keyframes: bezier, format: CSSValueFormat.number)
        for (frame, (keyTime, value)) in zip(try #require(ParsedKeyframes(bezierCSS.rule)).frames, zip(bezier.keyTimes, bezier.values)) {
            #expect(Double(frame.value) == value)
            #expect(abs(frame.offset - keyTime) < 1e-15)
        }
    }
}

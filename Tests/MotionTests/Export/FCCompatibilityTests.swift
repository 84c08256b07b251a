import Foundation
import Motion
import Testing

/// FCAnimationFactory's published test values (seeds.md §6.1 rows 9–20), reproduced
/// by `BezierKeyframes(fcCompatible:)`. FC's timing blocks are written here as
/// closures, independent of Motion's named curves.
@Suite("FC-compatible Bézier keyframes")
struct FCCompatibilityTests {
    static let linearBlock = Easing.custom { $0 }
    static let quad = Easing.custom { $0 * $0 }
    static let quadOut = Easing.custom { 2 * $0 - $0 * $0 }
    static let cubic = Easing.custom { $0 * $0 * $0 }
    static let quart = Easing.custom { $0 * $0 * $0 * $0 }
    static let quint = Easing.custom { $0 * $0 * $0 * $0 * $0 }
    static let sine = Easing.custom { sin($0 * Double.pi / 2) }
    static let cosine = Easing.custom { cos($0 * Double.pi / 2) }

    /// FC's one-curve factory: values [0, 1] over `duration` along `block`.
    static func fit(_ block: Easing, duration: Double) throws -> BezierKeyframes<Double> {
        try BezierKeyframes(fcCompatible: KeyframeTrack(values: [0.0, 1], durations: [duration], easing: block))
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

    /// FC's accuracy measure: the mean of |y(t) − f(x(t))| over its float loop
    /// `for (t = 0; t < 1; t += 0.01f)` (101 samples), with the piece mapped back from
    /// its timing box to absolute coordinates.
    static func meanError(_ keyframes: BezierKeyframes<Double>, piece k: Int, _ f: (Double) -> Double) -> Double {
        let timing = keyframes.timingFunctions[k]
        let (u0, u1) = (keyframes.keyTimes[k], keyframes.keyTimes[k + 1])
        let (v0, v1) = (keyframes.values[k], keyframes.values[k + 1])
        var sum = 0.0
        var count = 0
        var t: Float = 0
        while t < 1 {
            let point = bezierPoint((0, 0), (timing.x1, timing.y1), (timing.x2, timing.y2), (1, 1), Double(t))
            let x = u0 + point.x * (u1 - u0)
            let y = v0 + point.y * (v1 - v0)
            sum += abs(y - f(x))
            count += 1
            t += 0.01
        }
        #expect(count == 101)
        return sum / Double(count)
    }

    @Test("Row 9: the default factory (T = 0.25, linear) gives one (0,0)-(1,1) timing function")
    func row9() throws {
        let keyframes = try Self.fit(Self.linearBlock, duration: 0.25)
        #expect(keyframes.timingFunctions.count == 1 && keyframes.values.count == 2)
        let t = keyframes.timingFunctions[0]
        #expect(Self.close(t.x1, 0, 1e-6) && Self.close(t.y1, 0, 1e-6))
        #expect(Self.close(t.x2, 1, 1e-6) && Self.close(t.y2, 1, 1e-6))
    }

    @Test("Row 10: T = 1 gives 4 timing functions (⌈4T⌉ per segment)")
    func row10() throws {
        let keyframes = try Self.fit(Self.linearBlock, duration: 1)
        #expect(keyframes.timingFunctions.count == 4)
        #expect(keyframes.keyTimes == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test("Row 11: x⁵ over 0.5 s: control points and values")
    func row11() throws {
        let keyframes = try Self.fit(Self.quint, duration: 0.5)
        #expect(keyframes.timingFunctions.count == 2)
        let expected: [(Double, Double, Double, Double)] = [(0.249994, 0, 0.75, -0.25), (0.31667, 0.05107, 0.68333, 0.18279)]
        for (t, e) in zip(keyframes.timingFunctions, expected) {
            #expect(Self.close(t.x1, e.0, 1e-4) && Self.close(t.y1, e.1, 1e-4), "\(t)")
            #expect(Self.close(t.x2, e.2, 1e-4) && Self.close(t.y2, e.3, 1e-4), "\(t)")
        }
        for (value, e) in zip(keyframes.values, [0, 0.03125, 1]) { #expect(Self.close(value, e, 1e-4)) }
        #expect(keyframes.keyTimes == [0, 0.5, 1])
    }

    @Test("Row 12: two blocks [x², 2x − x²], values [0, .5, 1], T = 0.5")
    func row12() throws {
        let track = KeyframeTrack(values: [0.0, 0.5, 1], durations: [0.25, 0.25], easings: [Self.quad, Self.quadOut])
        let keyframes = try BezierKeyframes(fcCompatible: track)
        #expect(keyframes.duration == 0.5)
        #expect(keyframes.timingFunctions.count == 2)
        let expected: [(Double, Double, Double, Double)] = [(0.33334, 0, 0.66666, 0.33333), (0.33333, 0.66666, 0.66666, 1.0)]
        for (t, e) in zip(keyframes.timingFunctions, expected) {
            #expect(Self.close(t.x1, e.0, 1e-4) && Self.close(t.y1, e.1, 1e-4), "\(t)")
            #expect(Self.close(t.x2, e.2, 1e-4) && Self.close(t.y2, e.3, 1e-4), "\(t)")
        }
        #expect(keyframes.values == [0, 0.5, 1])
    }

    @Test("Row 13: CGPoint (0,0) → (1,1), linear, T = 0.5")
    func row13() throws {
        let track = KeyframeTrack(values: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], durations: [0.5], easing: Self.linearBlock)
        let keyframes = try BezierKeyframes(fcCompatible: track)
        let expected = [CGPoint(x: 0, y: 0), CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1)]
        #expect(keyframes.values.count == 3)
        for (value, e) in zip(keyframes.values, expected) {
            #expect(Self.close(value.x, e.x, 1e-3) && Self.close(value.y, e.y, 1e-3))
        }
    }

    @Test("Row 14: x² on [0, 1]: c1.y = 0 and the end slope (1 − c2.y)/(1 − c2.x) = 2")
    func row14() throws {
        let t = try Self.fit(Self.quad, duration: 0.25).timingFunctions[0]
        #expect(Self.close(t.y1, 0, 1e-4))
        #expect(Self.close((1 - t.y2) / (1 - t.x2), 2, 1e-3))
    }

    @Test("Rows 15–18: FC's mean fit error on [0, 1]")
    func rows15to18() throws {
        let rows: [(Easing, (Double) -> Double, Double)] = [
            (Self.linearBlock, { $0 }, 0.001), (Self.quad, { $0 * $0 }, 0.001), (Self.quadOut, { 2 * $0 - $0 * $0 }, 0.001),
            (Self.cubic, { $0 * $0 * $0 }, 0.001), (Self.quart, { pow($0, 4) }, 0.01), (Self.quint, { pow($0, 5) }, 0.1),
            (Self.sine, { sin($0 * Double.pi / 2) }, 0.001), (Self.cosine, { cos($0 * Double.pi / 2) }, 0.001),
        ]
        for (block, f, bound) in rows {
            let track = KeyframeTrack(values: [0.0, 1], durations: [0.25], easing: block)
            let keyframes = try BezierKeyframes(fcCompatible: track)
            // The cosine ends at 0, not 1: FC scales it; the keyframes' values are f(0) and,
            // for the piece's end, f(1) (the track's own last value is 1).
            let fixed = BezierKeyframes(
                keyTimes: keyframes.keyTimes, values: [keyframes.values[0], f(1)],
                timingFunctions: keyframes.timingFunctions, duration: keyframes.duration)
            #expect(Self.meanError(fixed, piece: 0, f) < bound)
        }
    }

    @Test("Row 19: x⁵ in 4 segments: mean error < 0.001")
    func row19() throws {
        let keyframes = try Self.fit(Self.quint, duration: 1)
        #expect(keyframes.timingFunctions.count == 4)
        let errors = (0..<4).map { Self.meanError(keyframes, piece: $0) { pow($0, 5) } }
        #expect(errors.reduce(0, +) / 4 < 0.001)
        #expect(errors.allSatisfy { $0 < 0.001 })
    }

    @Test("Row 20: f ≡ 1 gives NaN in FC but a finite linear timing in Motion")
    func row20() throws {
        let keyframes = try Self.fit(Easing.custom { _ in 1 }, duration: 0.25)
        #expect(keyframes.timingFunctions == [.linear])
        #expect(keyframes.values.allSatisfy { $0.isFinite })
        #expect(keyframes.values == [1, 1])
    }

    @Test("A piece that returns to its start has no timing function: a typed error")
    func returningPieceThrows() {
        let arch = Easing.custom { 4 * $0 * (1 - $0) }
        let error = #expect(throws: BezierFitError.self) {
            _ = try BezierKeyframes(
                fcCompatible: KeyframeTrack(values: [0.0, 1, 2], durations: [0.5, 0.25], easings: [.linear, arch]))
        }
        #expect(error?.segmentIndex == 1 && error?.pieceIndex == 0)
    }

    @Test("FC's ⌈4·d⌉ pieces are bounded: a long segment throws instead of asking for gigabytes")
    func pieceCountIsBounded() throws {
        let limit = BezierKeyframes<Double>.fcMaximumPiecesPerSegment
        // ⌈4·d⌉ pieces of 64 bytes: 1.45e8 s would need 37 GB, 1e300 s cannot be counted in an Int.
        for duration in [Double(limit) / 4 + 0.25, 1.45e8, 1e300, .greatestFiniteMagnitude] {
            do {
                _ = try BezierKeyframes(fcCompatible: KeyframeTrack(values: [0.0, 1], durations: [duration], easing: Self.quad))
                Issue.record("a \(duration) s segment was fitted")
            } catch {
                #expect(error.segmentIndex == 0)
                #expect(error.reason.contains("\(limit)"), "\(error)")
            }
        }
        // The largest segment allowed is fitted, piece count as FC computes it.
        let largest = try Self.fit(Self.linearBlock, duration: Double(limit) / 4)
        #expect(largest.timingFunctions.count == limit)
    }
}

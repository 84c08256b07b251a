import Foundation
import Motion
import Testing

@testable import MotionDemo

/// The gallery's scenario scene: its `matrix3d()` keyframes, read back from the
/// CSS text and played as a browser plays them (linear timing, each pair of
/// matrices interpolated by decomposition, CSS Transforms Level 2), against the
/// exact scenario at fine time steps.
@Suite("Gallery scenario keyframes")
struct ScenarioFigureTests {
    /// A CSS number as written (`.5`, `-.5`, `12`, `1e-7`).
    static func number(_ text: Substring) throws -> Double {
        var text = String(text)
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
        return try #require(Double(text), "number \(text)")
    }

    /// `matrix3d(a,b,…)` with 16 numbers, in CSS's (column-major) order, as a Transform3D
    /// (whose fields are in the same order).
    static func matrix(_ text: Substring) throws -> Transform3D {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        #expect(trimmed.hasPrefix("matrix3d(") && trimmed.hasSuffix(")"))
        let inside = trimmed.dropFirst("matrix3d(".count).dropLast()
        let e = try inside.split(separator: ",").map { try number($0.drop(while: { $0 == " " })) }
        try #require(e.count == 16)
        return Transform3D(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The keyframes of a `@keyframes` rule: offsets in [0, 1] and their matrices.
    static func keyframes(_ rule: String) throws -> [(offset: Double, matrix: Transform3D)] {
        var frames: [(offset: Double, matrix: Transform3D)] = []
        for line in rule.split(separator: "\n").dropFirst().dropLast() {
            let trimmed = line.drop(while: { $0 == " " })
            let percent = try #require(trimmed.firstIndex(of: "%"))
            let value = try #require(trimmed.range(of: "transform:"))
            let end = try #require(trimmed.lastIndex(of: ";"))
            frames.append((try number(trimmed[..<percent]) / 100, try matrix(trimmed[value.upperBound..<end])))
        }
        return frames
    }

    @Test("Played back by decomposition, every performer's corners stay within 0.25 pt at 20 001 times")
    func playback() throws {
        let figure = try ScenarioFigure.make()
        #expect(ScenarioFigure.maxCornerError == 0.25)
        #expect(figure.performers.count == 4)
        for performer in figure.performers {
            let fields = performer.transform.animation.split(separator: " ")
            // name, duration, timing, delay, count, direction, fill mode
            try #require(fields.count == 7)
            #expect(fields[2] == "linear" && fields[3] == "0s" && fields[4] == "infinite" && fields[5] == "normal")
            let duration = try Self.number(fields[1].dropLast())
            #expect(abs(duration - figure.period) <= 1e-12)
            let frames = try Self.keyframes(performer.transform.rule)
            try #require(frames.count >= 2)
            #expect(frames.first?.offset == 0 && frames.last?.offset == 1)
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.offset < $1.offset })
            let exact = WorldTransformTrack(base: performer.loop)
            var worst = 0.0
            var index = 0
            for step in 0...20_000 {
                let u = Double(step) / 20_000
                while index + 2 < frames.count && frames[index + 1].offset <= u { index += 1 }
                let a = frames[index], b = frames[index + 1]
                let played = a.matrix.interpolated(to: b.matrix, fraction: (u - a.offset) / (b.offset - a.offset))
                let error = ScenarioFigure.cornerDistance(played, exact.value(at: u * duration), size: performer.size)
                worst = max(worst, error)
            }
            #expect(worst <= ScenarioFigure.maxCornerError, "\(performer.name): \(worst) pt")
            print("\(performer.name): \(frames.count) keyframes, worst corner \(worst) pt")
        }
    }

    @Test("Short matrix3d() text moves no corner by more than its tolerance; tolerance 0 reads back exactly")
    func shortText() throws {
        let size = CGSize(width: 80, height: 50)
        for k in 0..<200 {
            let angle = Double(k) * 0.137 - 9
            let transform = Transform3D(translationX: -40, y: -25, z: 0)
                .concatenating(Transform3D(rotationAngle: angle, x: sin(angle), y: 0.3, z: 1))
                .concatenating(Transform3D(scaleX: 0.5 + Double(k) / 97, y: 1.5 - Double(k) / 211, z: 1))
                .concatenating(Transform3D(translationX: Double(k) * 3.3 - 200, y: 1e3 / Double(k + 1), z: 0))
            for tolerance in [0.001, 0.025, 0.5] {
                let read = try Self.matrix(Substring(ShortMatrix3D.text(transform, size: size, within: tolerance)))
                #expect(ScenarioFigure.cornerDistance(read, transform, size: size) <= tolerance)
            }
            let full = ShortMatrix3D.text(transform, size: size, within: 0)
            #expect(try Self.matrix(Substring(full)) == transform)
            #expect(full.count <= CSSValueFormat.matrix3d(transform).count)
        }
    }
}

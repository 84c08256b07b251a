import Foundation
import Testing
import Motion

/// The README's "Scenarios from JSON" example: its JSON and its Swift, verbatim
/// apart from the checks (the `print` calls record instead), run on the engine's
/// manual clock and checked against geometry worked out by hand.
@Suite struct ReadmeScenarioExampleTests {
    /// The README's JSON block, character for character.
    static let json = """
        {
          "intro": [
            { "type": "translate", "after": 0.5, "x": 100, "interpolation": "easeOut" },
            { "type": "alpha", "alpha": 0.5 },
            { "type": "rotateZ", "after": 0.25, "angle": 90, "anchorX": 0.5, "anchorY": 1.0 },
            { "type": "scale", "after": 0.25, "x": 2, "y": 2, "interpolation": "easeOutBack" }
          ]
        }
        """

    @Test func readmeShowsThisJSON() throws {
        // Tests/MotionTests/Scenarios/<this file> → the package root.
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```json\n" + Self.json + "\n```\n"))
        #expect(readme.contains(#"try player.play("intro", on: card, delay: .seconds(0.25)) { _ in"#))
    }

    @Test func scenarioExample() throws {
        let json = Self.json
        var events: [String] = []
        var outcomes: [ScenarioCompletion] = []

        let library = try ScenarioLibrary(json: json)   // the text above; or ScenarioLibrary(contentsOf: url)
        let engine = AnimationEngine()
        let player = ScenarioPlayer(engine: engine, library: library)
        let card = Layer(position: CGPoint(x: 100, y: 100), bounds: CGRect(x: 0, y: 0, width: 80, height: 40))

        try player.play("intro", on: card, delay: .seconds(0.25)) { _ in
            events.append("intro begins")
        } completion: { outcome in
            outcomes.append(outcome)
        }

        // Still in the delay: nothing has happened.
        engine.advance(to: .seconds(0.2))
        #expect(events.isEmpty)
        #expect(Self.close(Self.corners(of: card), Self.rectangleCorners(center: (100, 100), halfWidth: 40, halfHeight: 20)))
        #expect(card.opacity == 1)

        // Halfway through the first group (0.25 s of 0.5 s): the translate follows
        // CSS ease-out, the alpha keyframe its own linear curve.
        engine.advance(to: .seconds(0.5))
        #expect(events == ["intro begins"])
        let eased = 100 * Self.cubicBezierEaseOut(0.5)
        #expect(Self.close(Self.corners(of: card), Self.rectangleCorners(center: (100 + eased, 100), halfWidth: 40, halfHeight: 20)))
        #expect(abs(card.opacity - 0.75) < 1e-12)

        // The end of the first group: 100 pt right, opacity 0.5. The anchor has
        // moved to the bottom edge for the rotation without moving the picture.
        engine.advance(to: .seconds(0.75))
        #expect(Self.close(Self.corners(of: card), Self.rectangleCorners(center: (200, 100), halfWidth: 40, halfHeight: 20)))
        #expect(card.anchorPoint == CGPoint(x: 0.5, y: 1))
        #expect(abs(card.opacity - 0.5) < 1e-12)

        engine.advance(to: .seconds(1.25))              // the 0.25 s delay, then groups of 0.5, 0.25 and 0.25 s

        // Turned 90° about the bottom-edge midpoint (200, 120): the centre, 20 pt
        // above it, goes to 20 pt right of it, (220, 120). Then doubled about that
        // centre: the 80 × 40 card stands 80 wide and 160 tall, each corner turned
        // with it, (x, y) ↦ (−y, x) about the centre for a quarter turn in y-down space.
        let unrotated: [(Double, Double)] = [(-40, -20), (40, -20), (40, 20), (-40, 20)]
        let expected = unrotated.map { (x: Double, y: Double) -> (Double, Double) in (220 - 2 * y, 120 + 2 * x) }
        #expect(Self.close(Self.corners(of: card), expected))
        #expect(Self.close(Self.corners(of: card)[0], (260, 40)))
        #expect(abs(card.opacity - 0.5) < 1e-12)
        #expect(events == ["intro begins"])
        #expect(outcomes == [.finished])
        #expect(!player.isPlaying(card))
        #expect(engine.isIdle)
    }

    // MARK: - Oracles

    /// Where the unit corners (0,0), (1,0), (1,1), (0,1) of `layer` appear:
    /// `position + [(u − anchor) ⊙ size, 0, 1] · M`, multiplied out by hand.
    static func corners(of layer: Layer) -> [(Double, Double)] {
        let t = layer.transform
        let m = [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
        ]
        return [(0.0, 0.0), (1, 0), (1, 1), (0, 1)].map { (u, v) in
            let row = [
                (u - Double(layer.anchorPoint.x)) * Double(layer.bounds.width),
                (v - Double(layer.anchorPoint.y)) * Double(layer.bounds.height), 0, 1,
            ]
            var image = [0.0, 0, 0, 0]
            for j in 0..<4 {
                for k in 0..<4 { image[j] += row[k] * m[k][j] }
            }
            return (Double(layer.position.x) + image[0] / image[3], Double(layer.position.y) + image[1] / image[3])
        }
    }

    /// The corners of an unrotated rectangle, in the order of ``corners(of:)``.
    static func rectangleCorners(center: (Double, Double), halfWidth: Double, halfHeight: Double) -> [(Double, Double)] {
        [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight)].map {
            (center.0 + $0.0, center.1 + $0.1)
        }
    }

    /// CSS `ease-out`, `cubic-bezier(0, 0, 0.58, 1)`, at `x`: the curve's parameter
    /// found by bisection on x(s), then y(s).
    static func cubicBezierEaseOut(_ x: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bezier(middle, 0, 0.58) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    static func close(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
        abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9
    }

    static func close(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { close($0, $1) }
    }
}

import Foundation
import Motion

/// Independent oracles for scenario tests: 4×4 matrices written out from
/// cos/sin, multiplied by a plain triple loop, and corners mapped by hand.
/// Nothing here calls Transform3D's constructors or products.
enum ScenarioOracle {
    typealias Matrix = [[Double]]

    static let identity: Matrix = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]

    /// Row-vector convention: `[x y z 1] · M`; the translation is the last row.
    static func translation(_ x: Double, _ y: Double) -> Matrix {
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, 0, 1]]
    }

    static func scale(_ x: Double, _ y: Double) -> Matrix {
        [[x, 0, 0, 0], [0, y, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    }

    /// CATransform3DMakeRotation(θ, 0, 0, 1).
    static func rotationZ(degrees: Double) -> Matrix {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return [[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    }

    /// CATransform3DMakeRotation(θ, 1, 0, 0).
    static func rotationX(degrees: Double) -> Matrix {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return [[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]]
    }

    /// CATransform3DMakeRotation(θ, 0, 1, 0).
    static func rotationY(degrees: Double) -> Matrix {
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]]
    }

    /// `a × b`: apply `a`, then `b`.
    static func product(_ a: Matrix, _ b: Matrix) -> Matrix {
        var result = Array(repeating: Array(repeating: 0.0, count: 4), count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                for k in 0..<4 { result[i][j] += a[i][k] * b[k][j] }
            }
        }
        return result
    }

    /// Applies the matrices left to right: `product(a, b, c) = a × b × c`.
    static func product(_ matrices: Matrix...) -> Matrix {
        matrices.dropFirst().reduce(matrices[0]) { product($0, $1) }
    }

    /// `matrix` about the point `offset` of the local space (anchor conjugation).
    static func about(_ offset: (Double, Double), _ matrix: Matrix) -> Matrix {
        product(translation(-offset.0, -offset.1), matrix, translation(offset.0, offset.1))
    }

    static func entries(_ t: Transform3D) -> Matrix {
        [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
        ]
    }

    /// The largest entry difference between a transform and an oracle matrix.
    static func distance(_ t: Transform3D, _ m: Matrix) -> Double {
        let e = entries(t)
        var worst = 0.0
        for i in 0..<4 {
            for j in 0..<4 { worst = max(worst, abs(e[i][j] - m[i][j])) }
        }
        return worst
    }

    /// Where the unit point `u` of a state's bounds appears: `position + ((u − anchor) ⊙ size) · M`
    /// (no perspective), computed by hand.
    static func corner(_ state: PerformerState, _ u: (Double, Double)) -> (Double, Double) {
        let m = entries(state.transform)
        let vx = (u.0 - Double(state.anchorPoint.x)) * Double(state.bounds.width)
        let vy = (u.1 - Double(state.anchorPoint.y)) * Double(state.bounds.height)
        return (
            Double(state.position.x) + vx * m[0][0] + vy * m[1][0] + m[3][0],
            Double(state.position.y) + vx * m[0][1] + vy * m[1][1] + m[3][1]
        )
    }

    static let unitCorners: [(Double, Double)] = [(0, 0), (1, 0), (1, 1), (0, 1)]

    /// The largest distance between the four visual corners of two states.
    static func cornerDistance(_ a: PerformerState, _ b: PerformerState) -> Double {
        unitCorners.map { u in
            let (p, q) = (corner(a, u), corner(b, u))
            return max(abs(p.0 - q.0), abs(p.1 - q.1))
        }.max()!
    }

    static func distance(_ p: CGPoint, _ q: (Double, Double)) -> Double {
        max(abs(Double(p.x) - q.0), abs(Double(p.y) - q.1))
    }

    static func distance(_ p: (Double, Double), _ q: (Double, Double)) -> Double {
        max(abs(p.0 - q.0), abs(p.1 - q.1))
    }

    /// A 40 × 60 performer at (100, 200), anchor centred, identity transform.
    static func start(transform: Transform3D = .identity, opacity: Double = 1) -> PerformerState {
        PerformerState(
            position: CGPoint(x: 100, y: 200), bounds: CGRect(x: 0, y: 0, width: 40, height: 60),
            transform: transform, opacity: opacity)
    }

    /// A layer in `state`.
    static func layer(_ state: PerformerState) -> Layer {
        let layer = Layer()
        state.apply(to: layer)
        return layer
    }

    /// Engine time in seconds as a Duration (whole milliseconds, exact).
    static func at(_ seconds: Double) -> Duration {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// The "roar" of P9's sample, built in code: rotateZ leaders about the bottom
    /// centre with simultaneous translates (the angles and offsets of P9SampleScenarios).
    static let roarSteps: [(after: Double, angle: Double, x: Double, y: Double, easing: Easing)] = [
        (0.2, 15, 0, -6, .easeIn), (0.3, -30, -4, 0, .linear), (0.3, 30, 8, 0, .linear),
        (0.2, -30, -8, 0, .linear), (0.2, 30, 4, 0, .linear), (0.2, -15, 0, 6, .easeOut),
    ]

    static var roar: Scenario {
        var keyframes: [ScenarioKeyframe] = []
        for step in roarSteps {
            keyframes.append(
                ScenarioKeyframe(
                    after: step.after, .rotate(axis: .z, degrees: step.angle, anchor: CGPoint(x: 0.5, y: 1)),
                    interpolation: step.easing))
            keyframes.append(ScenarioKeyframe(.translate(x: step.x, y: step.y), interpolation: step.easing))
        }
        return Scenario(name: "roar", keyframes: keyframes)
    }

    /// "flyToTheVenus": rotateZ 360 + alpha 0.4 over 1 s easeIn, then a morph to
    /// "venus" + alpha 1.0 over 1 s easeOut.
    static var flyToTheVenus: Scenario {
        Scenario(
            name: "flyToTheVenus",
            keyframes: [
                ScenarioKeyframe(after: 1, .rotate(axis: .z, degrees: 360), interpolation: .easeIn),
                ScenarioKeyframe(.alpha(0.4), interpolation: .easeIn),
                ScenarioKeyframe(after: 1, .morph(.named("venus")), interpolation: .easeOut),
                ScenarioKeyframe(.alpha(1.0), interpolation: .easeOut),
            ])
    }
}

/// A target provider that records every call.
final class RecordingTargetProvider: ScenarioTargetProvider {
    var log: [String] = []
    var ready: Set<String> = []
    var frames: [String: CGRect] = [:]
    var readyQueries = 0

    func isReady(targetNamed name: String) -> Bool {
        readyQueries += 1
        return ready.contains(name)
    }
    func frame(ofTargetNamed name: String) -> CGRect? { frames[name] }
    func setVelocity(_ velocity: Double, forTargetNamed name: String) { log.append("velocity \(name) \(velocity)") }
    func setLoops(_ loops: Bool, forTargetNamed name: String) { log.append("loops \(name) \(loops)") }
    func play(targetNamed name: String) { log.append("play \(name)") }
    func perform(actionNamed name: String, on performer: any Performer) { log.append("action \(name)") }
    func scenarioStarted(_ name: String) { log.append("started \(name)") }
    func scenarioEnded(_ name: String) { log.append("ended \(name)") }
}

/// Records a play's callbacks.
final class PlayLog {
    var beginnings: [ObjectIdentifier] = []
    var completions: [ScenarioCompletion] = []

    func begin(_ performer: any Performer) { beginnings.append(ObjectIdentifier(performer)) }
    func complete(_ outcome: ScenarioCompletion) { completions.append(outcome) }
}

/// Records the performers that an action closure (which must be `@Sendable`) receives.
final class ActionLog: @unchecked Sendable {
    /// Guards `entries` (NSLock: the Synchronization module's Mutex needs macOS 15).
    private let lock = NSLock()
    private var entries: [ObjectIdentifier] = []

    var performers: [ObjectIdentifier] { lock.withLock { entries } }

    func record(_ performer: any Performer) {
        let id = ObjectIdentifier(performer)
        lock.withLock { entries.append(id) }
    }
}

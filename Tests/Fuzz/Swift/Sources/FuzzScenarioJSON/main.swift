import Foundation
import FuzzShared
import Motion

// Scenario JSON on arbitrary bytes: a ScenarioLoadError with the library unchanged,
// or an atomic load whose scenarios each play on an AnimationEngine to their end
// with exactly one completion, finite layer values (no NaN, no infinity), and a
// bounded number of frames. Each also plays on extreme performers with extreme
// target frames: there it may instead fail with an entry-rule ScenarioError
// (Scenario.maximumPerformerMagnitude), but its values stay finite.

final class Targets: ScenarioTargetProvider {
    func frame(ofTargetNamed name: String) -> CGRect? { CGRect(x: 10, y: 20, width: 30, height: 40) }
}

/// Extreme frames, chosen by the target name's length.
final class ExtremeTargets: ScenarioTargetProvider {
    static let frames = [
        CGRect(x: 10, y: 20, width: 30, height: 40),
        CGRect(x: -0x1p32, y: 0x1p32, width: 0x1p32, height: 0x1p32),
        CGRect(x: 0, y: 0, width: 1e300, height: 1),
        CGRect(x: 0, y: 0, width: Double.leastNonzeroMagnitude, height: 1e-300),
        CGRect(x: Double.greatestFiniteMagnitude, y: 0, width: 1, height: 1),
        CGRect(x: Double.nan, y: 0, width: 1, height: 1),
    ]
    func frame(ofTargetNamed name: String) -> CGRect? { Self.frames[name.utf8.count % Self.frames.count] }
}

/// Finite performers at and past the entry rule's edges, made afresh for each play.
func extremePerformers() -> [Layer] {
    let huge = Layer(position: CGPoint(x: 0x1p256, y: -0x1p256), bounds: CGRect(x: 0, y: 0, width: 0x1p200, height: 0x1p200))
    huge.transform = Transform3D(scaleX: 0x1p100, y: 0x1p100, z: 1)
    let perspective = Layer(position: CGPoint(x: 5, y: 5), bounds: CGRect(x: 0, y: 0, width: 1024, height: 1024))
    var transform = Transform3D.identity
    transform.m34 = -1.0 / 512
    perspective.transform = transform
    perspective.anchorPoint = CGPoint(x: 0.5, y: 0)
    return [
        Layer(position: .zero, bounds: CGRect(x: 0, y: 0, width: Double.leastNonzeroMagnitude, height: 1e-300)),
        huge, perspective,
        Layer(position: CGPoint(x: 1e300, y: 0), bounds: CGRect(x: 0, y: 0, width: 20, height: 10)),
    ]
}

let before = ScenarioLibrary([Scenario(name: "kept", keyframes: [ScenarioKeyframe(after: 1, .alpha(0.5))])])

@_cdecl("FuzzScenarioJSON_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, testOneInput)
}

/// libFuzzer's entry point for one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzScenarioJSON(start.map { Data(bytes: $0, count: count) } ?? Data())
}

func fuzzScenarioJSON(_ data: Data) -> CInt {
    var library = before
    let result: ScenarioLibrary.LoadResult
    do {
        result = try library.load(data)
    } catch {
        fuzzCheck(library == before, "a failed load changed the library: \(error)")
        return 0
    }
    fuzzCheck(Set(result.added + result.replaced).count == result.added.count + result.replaced.count, "a name loaded twice")
    for name in library.names {
        play(library[name]!)
        for layer in extremePerformers() {
            play(library[name]!, on: layer, targets: ExtremeTargets(), mayFailTheEntryRule: true)
        }
    }
    return 0
}

/// Plays `scenario` to its end on a fresh engine: about 40 frames spread over its
/// length, then one at the end and one after it.
/// On an extreme performer (`mayFailTheEntryRule`) the play may end failed with an
/// entry-rule error instead.
func play(
    _ scenario: Scenario,
    on layer: Layer = Layer(position: CGPoint(x: 50, y: 60), bounds: CGRect(x: 0, y: 0, width: 20, height: 10)),
    targets: any ScenarioTargetProvider = Targets(),
    mayFailTheEntryRule: Bool = false
) {
    let engine = AnimationEngine()
    let player = ScenarioPlayer(engine: engine)
    var completions: [ScenarioCompletion] = []
    do {
        try player.play(scenario, on: layer, targets: targets, completion: { completions.append($0) })
    } catch {
        fuzzCheck(false, "a loaded scenario does not play: \(error)")
    }
    // Whole nanoseconds, as the player counts them; below 2^62 by the load rule.
    let length = scenario.timeline.groups.reduce(Int64(0)) { $0 + Int64(($1.duration * 1e9).rounded()) }
    let frames: Int64 = 40
    for frame in 1...frames {
        engine.advance(to: .nanoseconds(length / frames * frame))
        checkFinite(layer, scenario, frame)
    }
    engine.advance(to: .nanoseconds(length + 1))
    checkFinite(layer, scenario, frames + 1)
    if mayFailTheEntryRule, completions.count == 1, case .failed(let error) = completions[0] {
        switch error {
        case .performerOutOfRange, .morphScaleOutOfRange, .targetFrameOutOfRange, .morphOfEmptyPerformer: break
        default: fuzzCheck(false, "scenario \(scenario.name): failed on an extreme performer with \(error)")
        }
    } else {
        fuzzCheck(completions == [.finished], "scenario \(scenario.name): completions \(completions) after its end")
    }
    fuzzCheck(!player.isPlaying(layer), "scenario \(scenario.name) still plays after its end")
}

func checkFinite(_ layer: Layer, _ scenario: Scenario, _ frame: Int64) {
    let t = layer.transform
    let values = [
        Double(layer.position.x), Double(layer.position.y), layer.opacity,
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
    // Loading refuses what would overflow (Scenario.maximumMagnitude, maximumGrowth):
    // infinity is a finding as much as NaN.
    fuzzCheck(values.allSatisfy(\.isFinite), "scenario \(scenario.name): not finite at frame \(frame): \(values)")
}

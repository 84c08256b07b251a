import Foundation
import FuzzShared
import Motion

// Scenario JSON on arbitrary bytes: a ScenarioLoadError with the library unchanged,
// or an atomic load whose scenarios each play on an AnimationEngine to their end
// with exactly one completion, finite layer values (no NaN, no infinity), and a
// bounded number of frames.

final class Targets: ScenarioTargetProvider {
    func frame(ofTargetNamed name: String) -> CGRect? { CGRect(x: 10, y: 20, width: 30, height: 40) }
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
    }
    return 0
}

/// Plays `scenario` to its end on a fresh engine: about 40 frames spread over its
/// length, then one at the end and one after it.
func play(_ scenario: Scenario) {
    let engine = AnimationEngine()
    let player = ScenarioPlayer(engine: engine)
    let layer = Layer(position: CGPoint(x: 50, y: 60), bounds: CGRect(x: 0, y: 0, width: 20, height: 10))
    let targets = Targets()
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
    fuzzCheck(completions == [.finished], "scenario \(scenario.name): completions \(completions) after its end")
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

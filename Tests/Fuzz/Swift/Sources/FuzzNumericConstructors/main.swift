import CSpringSolver
import Foundation
import FuzzShared
import Motion

// Motion's numeric constructors on extreme numbers. The bytes are read as a
// choice of constructor and a sequence of doubles, each either one of the
// special values below (one byte) or raw bits (a marker byte and 8 bytes).
// Every input is first checked by the public rule that the constructor's
// precondition applies (a C status, a throwing validate); only accepted values
// are built, and every built animation is played on an AnimationEngine to its
// end: a few frames at sample times, then one frame at the end of the engine's
// range. Properties: finite values on every frame, exactly one completion,
// `.finished`, and the exact end value (target, projection, last keyframe).

@_cdecl("FuzzNumericConstructors_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, testOneInput)
}

/// libFuzzer's entry point for one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    var reader = NumberReader(bytes: UnsafeBufferPointer(start: start, count: count))
    switch reader.byte() % 8 {
    case 0: fuzzSpringPhysical(&reader)
    case 1: fuzzSpringDurationBounce(&reader)
    case 2: fuzzSpringResponse(&reader)
    case 3: fuzzSpringSettling(&reader)
    case 4: fuzzDecay(&reader, android: false)
    case 5: fuzzDecay(&reader, android: true)
    case 6: fuzzOptions(&reader)
    default: fuzzKeyframes(&reader)
    }
    return 0
}

let specialValues: [Double] = [
    0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, Double("1e-310")!, -Double("1e-310")!, 1e-300, 1e-9, 1, 1e9, 1e30, 1e113, 1e214, 1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    -1, 0.5, 2, 0.001, 1e18, -1e9,
]

/// Reads doubles from fuzz bytes; past the end it reads zeros.
struct NumberReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A special value, or (marker 0xFF) the next 8 bytes' bit pattern.
    mutating func double() -> Double {
        let selector = byte()
        if selector == 0xFF {
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
        return specialValues[Int(selector) % specialValues.count]
    }
}

/// Plays the animation `start` starts on a fresh engine to its end and checks
/// the common properties; `end` is the value the last frame must deliver.
func play(
    _ what: String, end expected: Double?, expectsCompletion: Bool = true,
    start: (AnimationEngine, @escaping (Double) -> Void, @escaping (CompletionReason) -> Void) -> Void
) {
    let engine = AnimationEngine()
    var values: [Double] = []
    var reasons: [CompletionReason] = []
    start(engine, { values.append($0) }, { reasons.append($0) })
    let samples: [Int64] = [1_000_000, 16_666_667, 1_000_000_000, 1_000_000_000_000, 1 << 50, Int64.max]
    for time in samples where reasons.isEmpty {
        engine.advance(to: .nanoseconds(time))
        if let last = values.last { fuzzCheck(last.isFinite, "\(what): value \(last) at \(time) ns") }
    }
    fuzzCheck(values.allSatisfy(\.isFinite), "\(what): a non-finite value among \(values)")
    guard expectsCompletion else {
        fuzzCheck(reasons.isEmpty, "\(what): completed \(reasons) though it should not end")
        return
    }
    fuzzCheck(reasons == [.finished], "\(what): completions \(reasons) after the end of the engine's range")
    if let expected {
        fuzzCheck(values.last == expected, "\(what): ended on \(values.last.map { "\($0)" } ?? "nothing"), not \(expected)")
    }
}

func cStatus(_ status: cspring_status) -> Bool { status == .CSPRING_OK }

/// Plays `spring` from `from` to `to` when the engine's rules accept them.
func playSpring(_ spring: Spring, _ what: String, _ reader: inout NumberReader) {
    let from = reader.double()
    let to = reader.double()
    guard spring.damping > 0, from.isFinite, to.isFinite else { return }
    // animate(spring:)'s rule (checkMotion): the motion's scale stays within Double.
    let scale = abs(from - to)
    guard (abs(to) + 4 * scale).isFinite else { return }
    play("\(what) from \(from) to \(to)", end: to) { engine, update, completion in
        engine.animate(from: from, to: to, spring: spring, update: update, completion: completion)
    }
}

func fuzzSpringPhysical(_ reader: inout NumberReader) {
    let mass = reader.double(), stiffness = reader.double(), damping = reader.double()
    var p = cspring_params()
    guard cStatus(cspring_params_init(&p, mass, stiffness, damping)) else { return }
    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
    playSpring(spring, "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))", &reader)
}

func fuzzSpringDurationBounce(_ reader: inout NumberReader) {
    let duration = reader.double(), bounce = reader.double()
    var p = cspring_params()
    guard cStatus(cspring_params_from_duration_bounce(&p, duration, bounce)) else { return }
    playSpring(Spring(duration: duration, bounce: bounce), "Spring(duration: \(duration), bounce: \(bounce))", &reader)
}

func fuzzSpringResponse(_ reader: inout NumberReader) {
    let response = reader.double(), ratio = reader.double()
    var p = cspring_params()
    guard cStatus(cspring_params_from_response(&p, response, ratio)) else { return }
    playSpring(
        Spring(response: response, dampingRatio: ratio), "Spring(response: \(response), dampingRatio: \(ratio))",
        &reader)
}

func fuzzSpringSettling(_ reader: inout NumberReader) {
    let duration = reader.double(), ratio = reader.double()
    var p = cspring_params()
    guard cStatus(cspring_params_from_settling_duration(&p, duration, ratio, 0.001)) else { return }
    playSpring(
        Spring(settlingDuration: duration, dampingRatio: ratio),
        "Spring(settlingDuration: \(duration), dampingRatio: \(ratio))", &reader)
}

func fuzzDecay(_ reader: inout NumberReader, android: Bool) {
    let parameter = reader.double()
    let decay: Decay
    do throws(MotionArgumentError) {
        if android {
            try Decay.validate(androidFriction: parameter)
            decay = Decay(androidFriction: parameter)
        } else {
            try Decay.validate(timeConstant: parameter)
            decay = Decay(timeConstant: parameter)
        }
    } catch {
        return
    }
    let from = reader.double(), velocity = reader.double()
    guard from.isFinite, velocity.isFinite else { return }
    let rest = decay.projection(from: from, velocity: velocity)
    guard rest.isFinite else { return }
    play("Decay(\(android ? "androidFriction" : "timeConstant"): \(parameter)) from \(from) at \(velocity)", end: rest) {
        engine, update, completion in
        engine.animateDecay(from: from, initialVelocity: velocity, decay: decay, update: update, completion: completion)
    }
}

func fuzzOptions(_ reader: inout NumberReader) {
    let direction = PlaybackDirection.allCases[Int(reader.byte()) % PlaybackDirection.allCases.count]
    let iterations = reader.double(), speed = reader.double()
    let numbers = (0..<4).map { _ in reader.double() }
    let times: [Duration]
    do throws(MotionArgumentError) {
        times = try zip(["duration", "delay", "repeatDelay", "endDelay"], numbers).map {
            (name, seconds) throws(MotionArgumentError) in try AnimationEngine.duration(seconds: seconds, argument: name)
        }
    } catch {
        return
    }
    let options = AnimationOptions(
        iterations: iterations, direction: direction, repeatDelay: times[2], endDelay: times[3], speed: speed)
    do throws(MotionArgumentError) {
        try options.validate(duration: times[0], delay: times[1])
    } catch {
        return
    }
    let what = "animate(duration: \(times[0]), delay: \(times[1]), options: \(options))"
    // With a finite length and a speed whose wall-clock length fits the engine, the
    // animation ends; speed 0 freezes it. An infinite repetition never ends.
    let seconds = { (d: Duration) in Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
    // Iterations of zero length (no duration, no repeat delay) make a zero active
    // duration however many there are, infinitely many included (Web Animations).
    let zeroLength = times[0] == .zero && times[2] == .zero
    let active = zeroLength ? 0 : seconds(times[0]) * iterations + seconds(times[2]) * max(iterations.rounded(.up) - 1, 0)
    let total = seconds(times[1]) + active + seconds(times[3])
    let finite = iterations.isFinite || zeroLength
    let ends = finite && speed != 0 && (total / abs(speed)) < 9e9 && abs(speed) >= 1e-9
    let endsAtAll = finite && speed != 0
    // A forward end on a whole number of iterations lands on 1, or on 0 when that
    // iteration plays backward (the last index, iterations − 1, is exact up to 2⁵³).
    // A negative end delay cuts the animation short (Web Animations), so it ends
    // on the value at the cut instead.
    var expected: Double?
    if speed > 0, iterations >= 1, iterations <= 0x1p53, iterations.rounded() == iterations, times[0] > .zero,
        times[3] >= .zero
    {
        expected = direction.isBackward(iteration: iterations - 1) ? 0 : 1
    }
    let engine = AnimationEngine()
    var values: [Double] = []
    var reasons: [CompletionReason] = []
    engine.animate(
        from: 0.0, to: 1.0, duration: times[0], delay: times[1], options: options,
        update: { values.append($0) }, completion: { reasons.append($0) })
    for time: Int64 in [1_000_000, 16_666_667, 1_000_000_000, 1_000_000_000_000, 1 << 50, 1 << 62, Int64.max]
    where reasons.isEmpty {
        engine.advance(to: .nanoseconds(time))
    }
    fuzzCheck(values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "\(what): a value outside [0, 1] in \(values)")
    fuzzCheck(reasons.count <= 1, "\(what): completions \(reasons)")
    if ends {
        fuzzCheck(reasons == [.finished], "\(what): completions \(reasons), though it ends at \(total / abs(speed)) s")
        if let expected, !values.isEmpty {
            fuzzCheck(values.last == expected, "\(what): ended on \(values.last!), not \(expected)")
        }
    } else if !endsAtAll {
        fuzzCheck(reasons.isEmpty, "\(what): completed \(reasons) though it never ends")
    }
}

func fuzzKeyframes(_ reader: inout NumberReader) {
    let count = Int(reader.byte() % 6) + 1
    let values = (0...count).map { _ in reader.double() }
    let durations = (0..<count).map { _ in reader.double() }
    // KeyframeTrack's rule: every duration finite and ≥ 0, with a finite sum.
    guard durations.allSatisfy({ $0.isFinite && $0 >= 0 }), durations.reduce(0, +).isFinite else { return }
    guard values.allSatisfy(\.isFinite) else { return }
    let track = KeyframeTrack(values: values, durations: durations)
    fuzzCheck(track.value(at: track.duration) == values.last!, "KeyframeTrack \(values) \(durations): the end")
    // Played through the engine, the track's length must be a time it can represent.
    let length: Duration
    do throws(MotionArgumentError) {
        length = try AnimationEngine.duration(seconds: track.duration, argument: "track.duration")
    } catch {
        return
    }
    // Interpolating between finite keyframes can overflow (1e308 to −1e308); such
    // tracks are played for their completion only.
    let spans = zip(values, values.dropFirst()).allSatisfy { ($1 - $0).isFinite }
    play("KeyframeTrack(values: \(values), durations: \(durations))", end: spans ? values.last! : nil) {
        engine, update, completion in
        engine.animate(
            duration: length, animations: { progress in
                let value = track.value(at: progress * track.duration)
                if spans { update(value) } else { update(0) }
            }, completion: completion)
    }
}

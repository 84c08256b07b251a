import Foundation
import Motion
import Testing

/// One scalar property of a timing-priority case, animated on a `KeyPathModel`.
struct PlannedProperty: Sendable {
    var duration: Double
    var delay: Double
    var easing: Easing
    var isPrimary = false
    var from: Double
    var to: Double
}

/// A group of planned properties and the group duration the spec gives for a priority.
struct PriorityCase: Sendable, CustomTestStringConvertible {
    var name: String
    var priority: TimingPriority
    var properties: [PlannedProperty]
    /// D_group, worked out by hand from the spec's definition.
    var groupDuration: Double
    var testDescription: String { "\(name), \(priority)" }
}

/// The model property that a case's property at `index` goes to.
func plannedKeyPath(_ index: Int) -> ReferenceWritableKeyPath<KeyPathModel, Double> {
    switch index {
    case 0: return \.level
    case 1: return \.width
    case 2: return \.height
    default: return \.depth
    }
}

/// Durations 0.2, 0.4, 0.6, 0.8, none primary: max 0.8, min 0.2, upper median 0.6, mean 0.5.
let unflaggedProperties = [
    PlannedProperty(duration: 0.2, delay: 0.1, easing: .easeInQuad, from: 10, to: 20),
    PlannedProperty(duration: 0.4, delay: 0, easing: .linear, from: 5, to: 100),
    PlannedProperty(duration: 0.6, delay: 0.05, easing: .easeOutCubic, from: -50, to: 50),
    PlannedProperty(duration: 0.8, delay: 0, easing: .easeInOutSine, from: 100, to: 1),
]

/// Primaries 0.3 and 0.9 (max 0.9, min 0.3, upper median 0.9, mean 0.6); non-primaries 1.2 and 0.15.
let flaggedProperties = [
    PlannedProperty(duration: 0.3, delay: 0, easing: .easeOutQuad, isPrimary: true, from: 1, to: 11),
    PlannedProperty(duration: 0.9, delay: 0.1, easing: .linear, isPrimary: true, from: 20, to: -20),
    PlannedProperty(duration: 1.2, delay: 0, easing: .easeInOutCubic, from: 3, to: 9),
    PlannedProperty(duration: 0.15, delay: 0.2, easing: .easeInSine, from: 7, to: 2),
]

/// Three durations 0.5, 0.1, 0.3: the odd-count median is 0.3.
let oddProperties = [
    PlannedProperty(duration: 0.5, delay: 0, easing: .easeInOutQuad, from: 1, to: 2),
    PlannedProperty(duration: 0.1, delay: 0.2, easing: .linear, from: 4, to: 8),
    PlannedProperty(duration: 0.3, delay: 0.05, easing: .easeOutSine, from: -1, to: -3),
]

let priorityCases: [PriorityCase] = [
    PriorityCase(name: "no primaries", priority: .maxTime, properties: unflaggedProperties, groupDuration: 0.8),
    PriorityCase(name: "no primaries", priority: .minTime, properties: unflaggedProperties, groupDuration: 0.2),
    PriorityCase(name: "no primaries", priority: .median, properties: unflaggedProperties, groupDuration: 0.6),
    PriorityCase(name: "no primaries", priority: .average, properties: unflaggedProperties, groupDuration: 0.5),
    PriorityCase(name: "two primaries", priority: .maxTime, properties: flaggedProperties, groupDuration: 0.9),
    PriorityCase(name: "two primaries", priority: .minTime, properties: flaggedProperties, groupDuration: 0.3),
    PriorityCase(name: "two primaries", priority: .median, properties: flaggedProperties, groupDuration: 0.9),
    PriorityCase(name: "two primaries", priority: .average, properties: flaggedProperties, groupDuration: 0.6),
    PriorityCase(name: "odd count", priority: .median, properties: oddProperties, groupDuration: 0.3),
]

/// Starts `properties` as one group on `model` and returns its ID.
@discardableResult
func animatePlanned(
    _ properties: [PlannedProperty], on model: KeyPathModel, engine: AnimationEngine, priority: TimingPriority,
    extra: (PropertyAnimationBuilder<KeyPathModel>) -> Void = { _ in }
) -> AnimationID {
    engine.animate(model, priority: priority) { g in
        for (index, p) in properties.enumerated() {
            g.animate(
                plannedKeyPath(index), from: p.from, to: p.to, duration: .seconds(p.duration), delay: .seconds(p.delay),
                easing: p.easing, isPrimary: p.isPrimary)
        }
        extra(g)
    }
}

/// The engine time of the first frame, on a 1 ms grid offset by 0.5 ms (so no frame
/// falls on a boundary), at which a `.timeProgress(fraction)` trigger fires.
func timeProgressFiring(
    _ properties: [PlannedProperty], priority: TimingPriority, fraction: Double
) -> Double? {
    let engine = AnimationEngine()
    let model = KeyPathModel()  // the engine holds targets weakly
    var firedAt: Duration?
    animatePlanned(properties, on: model, engine: engine, priority: priority) { g in
        g.trigger(.timeProgress(fraction)) { [unowned engine] in firedAt = engine.currentTime }
    }
    var k = 0
    while firedAt == nil && k < 2000 {
        engine.advance(to: engineTime(0.0005 + Double(k) * 0.001))
        k += 1
    }
    withExtendedLifetime(model) {}
    return firedAt.map { Double($0.components.attoseconds) / 1e18 + Double($0.components.seconds) }
}

/// Whether a firing at `time` is the first 1 ms grid frame at or after `due`.
func firesOnFirstFrame(_ time: Double?, due: Double) -> Bool {
    guard let time else { return false }
    return time >= due && time - 0.001 < due
}

@Suite("Property timing priority")
struct PropertyTimingPriorityTests {
    @Test("groupDuration(of:) follows the definitions; median of an even count is the upper middle")
    func groupDurationDefinitions() {
        #expect(TimingPriority.maxTime.groupDuration(of: [0.4, 0.8, 0.2, 0.6]) == 0.8)
        #expect(TimingPriority.minTime.groupDuration(of: [0.4, 0.8, 0.2, 0.6]) == 0.2)
        #expect(TimingPriority.median.groupDuration(of: [0.8, 0.2, 0.6, 0.4]) == 0.6)
        #expect(TimingPriority.median.groupDuration(of: [0.9, 0.1]) == 0.9)
        #expect(TimingPriority.median.groupDuration(of: [0.5, 0.1, 0.3]) == 0.3)
        #expect(TimingPriority.average.groupDuration(of: [0.25, 0.5, 1.5]) == 0.75)
        for priority in TimingPriority.allCases {
            #expect(priority.groupDuration(of: []) == 0)
            #expect(priority.groupDuration(of: [0.7]) == 0.7)
        }
    }

    /// Longer properties are compressed to D_group (value = from + Δ·e((t − d)/D_group)),
    /// shorter ones keep their duration, delays are unchanged, nothing is written
    /// before its delay, and the group completes at max(delay + played duration).
    /// Tolerance 1e-5: group time is exact to ~2 ns and no property moves faster than 1000 units/s.
    @Test("Compression, values at chosen times and completion time", arguments: priorityCases)
    func compression(_ c: PriorityCase) {
        let engine = AnimationEngine()
        let model = KeyPathModel()
        let log = GroupLog()
        let id = animatePlanned(c.properties, on: model, engine: engine, priority: c.priority) { g in
            log.attach(to: g, engine: engine)
        }
        let played = c.properties.map { min($0.duration, c.groupDuration) }
        let end = zip(c.properties, played).map { $0.delay + $1 }.max()!
        var t = 0.011
        while t < end - 1e-4 {
            engine.advance(to: engineTime(t))
            for (index, p) in c.properties.enumerated() {
                let value = model[keyPath: plannedKeyPath(index)]
                if t < p.delay {
                    #expect(value == 0, "property \(index) written before its delay at t = \(t)")
                    continue
                }
                let u = min((t - p.delay) / played[index], 1)
                let expected = p.from + (p.to - p.from) * p.easing.value(at: u)
                #expect(abs(value - expected) <= 1e-5, "property \(index) at t = \(t): \(value) vs \(expected)")
            }
            t += 0.037
        }
        engine.advance(to: engineTime(end - 2e-6))
        #expect(engine.isActive(id) && log.stops.isEmpty, "the group runs until its last property ends")
        engine.advance(to: engineTime(end + 2e-6))
        #expect(log.stops == [.finished] && !engine.isActive(id))
        for (index, p) in c.properties.enumerated() {
            #expect(model[keyPath: plannedKeyPath(index)] == p.to)
        }
    }

    @Test("A spring longer than the group duration is played faster")
    func compressedSpring() {
        let engine = AnimationEngine()
        let model = KeyPathModel()
        let oracle = OscillatorOracle(.smooth)
        let settle = oracle.documentedSettleTime(distance: 100, speed: 0, epsilon: 0.001)
        #expect(settle > 0.6, "the spring must be longer than the 0.3 s group for the test to mean anything")
        let id = engine.animate(model) { g in
            g.animate(\.level, from: 0, to: 1, duration: .seconds(0.3), isPrimary: true)
            g.animate(\.width, from: 0, to: 100, with: .spring(.smooth))
        }
        for t in [0.05, 0.1, 0.2, 0.28] {
            engine.advance(to: engineTime(t))
            let expected = 100 + oracle.state(x0: -100, v0: 0, t: t * settle / 0.3).x
            // Time is exact to ~2 ns, scaled by settle/0.3 < 4; speeds < 1000 units/s.
            #expect(abs(model.width - expected) <= 1e-5, "t = \(t): \(model.width) vs \(expected)")
        }
        engine.advance(to: engineTime(0.3 + 2e-6))
        #expect(!engine.isActive(id) && model.width == 100)
    }

    @Test("Average: the primary is the candidate closest to the mean")
    func averagePrimaryIsClosest() {
        // Mean of 0.2, 0.45, 0.9 is 0.51667: the 0.45 property (delay 0.05) is the primary,
        // so time progress 0.5 is reached at 0.05 + 0.225 s. The 0.2 one would fire at
        // 0.1 s and the 0.9 one (compressed to 0.51667) at 0.2583 s.
        let properties = [
            PlannedProperty(duration: 0.2, delay: 0, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.45, delay: 0.05, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.9, delay: 0, easing: .linear, from: 1, to: 2),
        ]
        #expect(firesOnFirstFrame(timeProgressFiring(properties, priority: .average, fraction: 0.5), due: 0.275))
    }

    @Test("Max time: the primary is the first candidate whose duration equals the group's")
    func maxTimePrimaryIsFirstMatch() {
        let properties = [
            PlannedProperty(duration: 0.3, delay: 0, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.8, delay: 0.1, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.8, delay: 0, easing: .linear, from: 1, to: 2),
        ]
        // The second property: 0.1 + 0.5·0.8 s (the third would fire at 0.4 s).
        #expect(firesOnFirstFrame(timeProgressFiring(properties, priority: .maxTime, fraction: 0.5), due: 0.5))
    }

    @Test("Min time: the shortest candidate is the primary")
    func minTimePrimary() {
        let properties = [
            PlannedProperty(duration: 0.6, delay: 0, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.2, delay: 0.3, easing: .linear, from: 1, to: 2),
        ]
        // 0.3 + 0.5·0.2 s; the first property, compressed to 0.2 s, would fire at 0.1 s.
        #expect(firesOnFirstFrame(timeProgressFiring(properties, priority: .minTime, fraction: 0.5), due: 0.4))
    }

    @Test("Median: the primary matches by declared duration, not a compressed one")
    func medianPrimary() {
        let properties = [
            PlannedProperty(duration: 0.8, delay: 0.2, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.2, delay: 0, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.6, delay: 0.05, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.4, delay: 0, easing: .linear, from: 1, to: 2),
        ]
        // Upper median 0.6: the third property, 0.05 + 0.3 s (the first, compressed to 0.6, 0.5 s).
        #expect(firesOnFirstFrame(timeProgressFiring(properties, priority: .median, fraction: 0.5), due: 0.35))
    }

    @Test("A primary flag restricts the candidates; longer non-primaries are compressed to it")
    func primaryFlag() {
        var properties = [
            PlannedProperty(duration: 0.8, delay: 0, easing: .linear, from: 1, to: 2),
            PlannedProperty(duration: 0.4, delay: 0.1, easing: .linear, isPrimary: true, from: 1, to: 2),
        ]
        // Primary: 0.1 + 0.75·0.4 s; the 0.8 property (compressed to 0.4) would reach 0.75 at 0.3 s.
        #expect(firesOnFirstFrame(timeProgressFiring(properties, priority: .maxTime, fraction: 0.75), due: 0.4))
        // Without the flag the 0.8 property is the primary: 0.75·0.8 s.
        properties[1].isPrimary = false
        #expect(firesOnFirstFrame(timeProgressFiring(properties, priority: .maxTime, fraction: 0.75), due: 0.6))
    }
}

import Foundation
import Motion

/// A cubic Bézier's x(s) and y(s) by the Bernstein formula.
func bezierPoint(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double), _ s: Double)
    -> (x: Double, y: Double)
{
    let r = 1 - s
    let a = r * r * r, b = 3 * r * r * s, c = 3 * r * s * s, d = s * s * s
    return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
}

/// y at x on the Bézier from p0 to p3 whose x(s) is monotone, by bisection on s.
func bezierY(atX x: Double, _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double))
    -> Double
{
    var low = 0.0
    var high = 1.0
    for _ in 0..<52 {
        let middle = 0.5 * (low + high)
        if bezierPoint(p0, p1, p2, p3, middle).x < x { low = middle } else { high = middle }
    }
    return bezierPoint(p0, p1, p2, p3, 0.5 * (low + high)).y
}

/// The CSS timing function cubic-bezier(x1, y1, x2, y2) at progress x, by bisection.
func cubicBezierTiming(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    bezierY(atX: x, (0, 0), (x1, y1), (x2, y2), (1, 1))
}

/// The largest |reconstruction − track| at `count + 1` evenly spaced times over the
/// track's duration, skipping times within `skip` of any time in `jumps`.
func maxDenseError(
    _ track: some Track<Double>, _ reconstruction: (Double) -> Double, count: Int = 10_000, jumps: [Double] = [],
    skip: Double = 0
) -> Double {
    var worst = 0.0
    for i in 0...count {
        let t = Double(i) / Double(count) * track.duration
        if jumps.contains(where: { abs($0 - t) <= skip }) { continue }
        worst = max(worst, abs(reconstruction(t) - track.value(at: t)))
    }
    return worst
}

/// The index k < keyTimes.count − 1 of the last key time ≤ u (the piece playing at u).
func pieceIndex(_ keyTimes: [Double], _ u: Double) -> Int {
    var low = 0
    var high = keyTimes.count - 2
    while low < high {
        let middle = (low + high + 1) / 2
        if keyTimes[middle] <= u { low = middle } else { high = middle - 1 }
    }
    return low
}

/// A track given by a closure (an independent curve for export tests).
struct ClosureTrack<Value>: Track {
    var duration: Double
    var body: (Double) -> Value
    func value(at time: Double) -> Value {
        body(min(max(time, 0), duration))
    }
}

/// A value that changes over a finite stretch of time and can be evaluated at
/// any moment of it, in any order.
///
/// Keyframe tracks conform, and timelines, export and scenarios work on any
/// track. Evaluation is closed-form, not stepped, so seeking, reversing and
/// scrubbing give exactly what forward play gives.
public protocol Track<Value> {
    /// The type of value the track produces.
    associatedtype Value

    /// The track's length in seconds (finite, ≥ 0).
    var duration: Double { get }

    /// The value at `time` seconds from the start.
    ///
    /// Times before 0 give the first value and times after ``duration`` the last.
    func value(at time: Double) -> Value
}

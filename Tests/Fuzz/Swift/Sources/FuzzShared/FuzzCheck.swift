import Foundation
import Motion

/// Stops the fuzzer with a message when a property does not hold; libFuzzer then
/// saves the input as a crash.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz property violated: \(message())") }
}

/// The grid of progress values on which decoded easings are checked.
public let fuzzProgressGrid: [Double] = (0...64).map { Double($0) / 64 } + [1e-300, 0.5 - 1e-12, 1 - 1e-16]

/// Checks what every easing Motion accepts must do: a finite value everywhere on
/// the grid, and, where the easing promises it, exactly 0 at 0 and 1 at 1.
///
/// ``Easing`` promises exact ends except where CSS says otherwise (`steps()` with
/// `jump-start` or `jump-both`, `step-start`; combinators of those keep their ends);
/// an easing whose JSON names a CSS step or linear() function is checked for
/// finiteness only.
public func checkEasing(_ easing: Easing, _ what: @autoclosure () -> String) {
    for t in fuzzProgressGrid {
        let value = easing.value(at: t)
        fuzzCheck(value.isFinite, "\(what()): value(at: \(t)) = \(value)")
    }
    let json = (try? JSONEncoder().encode(easing)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    if json.contains("step") || json.contains("linear(") { return }
    fuzzCheck(easing.value(at: 0) == 0, "\(what()) \(json): value(at: 0) = \(easing.value(at: 0)), not 0")
    fuzzCheck(easing.value(at: 1) == 1, "\(what()) \(json): value(at: 1) = \(easing.value(at: 1)), not 1")
}

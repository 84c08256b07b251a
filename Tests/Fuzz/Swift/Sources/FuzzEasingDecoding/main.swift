import Foundation
import FuzzShared
import Motion

// Easing's Decodable conformance on arbitrary bytes: a typed error, or an easing
// that is finite on a grid of [0, 1] and exactly 0 at 0 and 1 at 1. Decoding is
// bounded by DecodingBudget.standard, so a slow input is a finding (-timeout).

@_cdecl("FuzzEasingDecoding_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, testOneInput)
}

/// libFuzzer's entry point for one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzEasingDecoding(start.map { Data(bytes: $0, count: count) } ?? Data())
}

func fuzzEasingDecoding(_ data: Data) -> CInt {
    let easing: Easing
    do {
        easing = try Easing(jsonData: data)
    } catch is DecodingError {
        return 0
    } catch is DecodingBudgetError {
        return 0
    } catch {
        fatalError("fuzz property violated: Easing(jsonData:) threw an untyped error: \(error)")
    }
    checkEasing(easing, "decoded easing")
    // What decodes must encode and decode to an equal easing.
    if let encoded = try? JSONEncoder().encode(easing) {
        do {
            let again = try Easing(jsonData: encoded, budget: DecodingBudget(maximumBytes: .max))
            fuzzCheck(again == easing, "the encoded easing decodes to a different easing: \(String(decoding: encoded, as: UTF8.self))")
        } catch {
            fuzzCheck(false, "the encoded easing does not decode: \(error)")
        }
    }
    return 0
}

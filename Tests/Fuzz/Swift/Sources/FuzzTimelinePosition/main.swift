import FuzzShared
import Motion

// Timeline.Position(gsap:) on arbitrary text: a TimelinePositionParseError that
// names the text and a character inside it, or a position whose printed GSAP
// text reads back to it (label names aside) and that places a child at a finite
// time in a small timeline.

@_cdecl("FuzzTimelinePosition_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, testOneInput)
}

/// libFuzzer's entry point for one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    return fuzzTimelinePosition(String(decoding: bytes, as: UTF8.self))
}

func fuzzTimelinePosition(_ text: String) -> CInt {
    let position: Timeline.Position
    do {
        position = try Timeline.Position(gsap: text)
    } catch {
        fuzzCheck(error.input == text, "the error names other text: \(error)")
        fuzzCheck(error.position >= 0 && error.position <= text.count, "the error's offset is outside the text: \(error)")
        return 0
    }
    switch position {
    case .label, .percentOfInserted(_, from: .label): break
    default:
        let again = try? Timeline.Position(gsap: position.description)
        fuzzCheck(again == position, "\(position) prints as \(position.description), which reads back as \(String(describing: again))")
    }
    // Lengths of at most 2 s keep every parsed percentage finite.
    var timeline = Timeline()
    timeline.add(duration: 2) { _ in }
    timeline.addLabel("L", at: 0.5)
    let start = timeline.add(duration: 1, at: position) { _ in }
    fuzzCheck(start.isFinite, "\(text) placed a child at \(start)")
    timeline.render(at: start)
    return 0
}

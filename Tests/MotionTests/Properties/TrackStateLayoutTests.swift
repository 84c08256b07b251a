import Testing

@testable import Motion

/// A group's frame reads each track's functions unretained from the first
/// word of its header (`TrackState.render(_:_:_:)`), and finds the header at
/// the start of its record: both layouts must hold.
@Suite("Track record layout")
struct TrackStateLayoutTests {
    @Test("The functions are the header's first word, and the header its record's")
    func functionsComeFirst() {
        #expect(MemoryLayout<TrackState>.offset(of: \.functions) == 0)
        #expect(MemoryLayout<Unmanaged<TrackFunctions>>.size == MemoryLayout<TrackFunctions>.size)
        var calls: [(Double, UnsafeMutableRawPointer)] = []
        let state = TrackState(
            delay: 0, duration: 1, render: { _, object, t in calls.append((t, object)) }, destroy: { _ in })
        withUnsafeTemporaryAllocation(of: TrackState.self, capacity: 1) { buffer in
            let header = buffer.baseAddress!
            header.initialize(to: state)
            var target = 0
            withUnsafeMutablePointer(to: &target) { object in
                TrackState.render(header, UnsafeMutableRawPointer(object), 0.25)
                #expect(calls.count == 1 && calls[0].0 == 0.25 && calls[0].1 == UnsafeMutableRawPointer(object))
            }
            header.deinitialize(count: 1)
        }
    }
}

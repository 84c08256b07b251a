import Testing

@testable import Motion

extension AnimationEngine {
    /// The client of every animation that has not ended, in start order (the
    /// entries and the spring table's records merged by ID): nil for a record
    /// that has not moved into an entry (a spring of its own).
    func liveClientsInStartOrder() -> [AnimationClient?] {
        var clients: [AnimationClient?] = []
        forEachLocation { index in
            guard !isEnded(at: index) else { return }
            clients.append(index >= 0 ? base[index].client.takeUnretainedValue() : springTable?.promoted[~index]?.pointee.client.takeUnretainedValue())
        }
        return clients
    }

    /// The frame kind of every animation that has not ended, in start order:
    /// a record frames as a `.doubleSpring` entry.
    func liveKindsInStartOrder() -> [AnimationClient.FrameKind] {
        liveClientsInStartOrder().map { $0?.frameKind ?? .doubleSpring }
    }

    /// The records of the spring table that have neither ended nor moved into an entry.
    var unpromotedRecordCount: Int {
        guard let table = springTable else { return 0 }
        return (0..<table.count).count { table.flags[$0] == 0 }
    }
}

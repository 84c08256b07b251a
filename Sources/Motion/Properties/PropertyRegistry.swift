/// One property of one running group.
internal struct PropertyOwner {
    let group: PropertyGroupBase
    let index: Int
}

/// The groups animating one property of a target, oldest first; the first
/// is kept inline, so that a property animated by one group costs no array.
internal struct PropertyOwners: RandomAccessCollection {
    private var first: PropertyOwner?
    private var rest: [PropertyOwner] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { first == nil ? 0 : 1 + rest.count }

    subscript(index: Int) -> PropertyOwner {
        index == 0 ? first.unsafelyUnwrapped : rest[index - 1]
    }

    mutating func append(_ owner: PropertyOwner) {
        if first == nil { first = owner } else { rest.append(owner) }
    }

    /// Removes the owners that `shouldRemove` accepts, keeping the order; allocates nothing.
    mutating func removeAll(where shouldRemove: (PropertyOwner) -> Bool) {
        rest.removeAll(where: shouldRemove)
        if let owner = first, shouldRemove(owner) {
            first = rest.isEmpty ? nil : rest.removeFirst()
        }
    }
}

/// Per target: the groups animating each property, and the registered states.
///
/// Targets are held weakly. A record whose target is gone is removed when its
/// animation notices (its next frame), by the sweep, which checks 1/64 of
/// the records each engine frame so that every record is checked within 64
/// frames and no single frame pays for all of them, or by an amortised
/// full sweep when records are added.
internal final class PropertyRegistry: EngineService {
    final class Record {
        /// The target unless it is a `Layer`, held weakly.
        private weak var weakTarget: AnyObject?
        let identifier: ObjectIdentifier
        /// A `Layer` target's storage, whose liveness flag is cheaper to read than a weak reference.
        let layerStorage: Layer.StorageOwner?
        @exclusivity(unchecked) var owners: [PropertyKey: PropertyOwners] = [:]
        var states: [String: Any] = [:]
        /// The record's slot in the sweep order.
        var sweepSlot = 0

        init(_ target: AnyObject) {
            identifier = ObjectIdentifier(target)
            layerStorage = (target as? Layer)?.storageOwner
            if layerStorage == nil { weakTarget = target }
        }

        /// The target, or nil once it is gone; a `Layer` is not referenced
        /// weakly (see ``PropertyGroupBase/target``).
        var target: AnyObject? {
            if let storage = layerStorage?.storage {
                guard storage.pointee.isAlive, let owner = storage.pointee.owner else { return nil }
                return Unmanaged<Layer>.fromOpaque(owner).takeUnretainedValue()
            }
            return weakTarget
        }

        var isEmpty: Bool { owners.isEmpty && states.isEmpty }

        /// Whether the target is gone.
        var isReleased: Bool {
            if let layerStorage { return !layerStorage.storage.pointee.isAlive }
            return weakTarget == nil
        }
    }

    @exclusivity(unchecked) private(set) var records: [ObjectIdentifier: Record] = [:]
    private var sweepThreshold = 64
    /// Every record, in the order the sweep visits them; removed ones leave
    /// a hole until the sweep starts its next round.
    private var sweepOrder: [Record?] = []
    private var holes = 0
    private var sweepCursor = 0
    private var released: [Record] = []

    required init() {}

    /// Called once per engine frame: checks the next 1/64 of the records and
    /// ends the groups of released targets (even paused ones, which render
    /// nothing) and frees their records. Allocates nothing unless a target
    /// was released.
    override func frameEnded() {
        if sweepCursor >= sweepOrder.count {
            guard !sweepOrder.isEmpty else { return }
            startSweepRound()
        }
        let end = min(sweepCursor + (sweepOrder.count + 63) / 64, sweepOrder.count)
        for slot in sweepCursor..<end {
            if let record = sweepOrder[slot], record.isReleased { released.append(record) }
        }
        sweepCursor = end
        endReleased()
    }

    /// Starts a round of the sweep at the first record, closing the holes.
    private func startSweepRound() {
        sweepCursor = 0
        guard holes > 0 else { return }
        sweepOrder.removeAll { $0 == nil }
        for (slot, record) in sweepOrder.enumerated() { record!.sweepSlot = slot }
        holes = 0
    }

    /// Ends the groups of released targets and removes their records.
    func sweepReleased() {
        for record in records.values where record.isReleased { released.append(record) }
        endReleased()
    }

    /// Removes the records in `released` and ends their groups.
    private func endReleased() {
        guard !released.isEmpty else { return }
        for record in released where records[record.identifier] === record {
            remove(record)
            for owners in record.owners.values {
                for owner in owners { owner.group.targetReleased() }
            }
        }
        released.removeAll(keepingCapacity: true)
    }

    private func insert(_ record: Record) {
        if let stale = records.updateValue(record, forKey: record.identifier) { leaveSweep(stale) }
        record.sweepSlot = sweepOrder.count
        sweepOrder.append(record)
    }

    /// Removes `record` (the current record of its target).
    func remove(_ record: Record) {
        records[record.identifier] = nil
        leaveSweep(record)
    }

    private func leaveSweep(_ record: Record) {
        sweepOrder[record.sweepSlot] = nil
        holes += 1
    }

    /// The record of a live target, if any.
    func record(of target: AnyObject) -> Record? {
        guard let record = records[ObjectIdentifier(target)], record.target === target else { return nil }
        return record
    }

    /// The record of `target`, created (replacing a stale one) if needed.
    func makeRecord(for target: AnyObject) -> Record {
        if let record = record(of: target) { return record }
        if records.count >= sweepThreshold { sweep() }
        let record = Record(target)
        insert(record)
        return record
    }

    /// Removes the records of released targets, ending their groups.
    func sweep() {
        sweepReleased()
        sweepThreshold = max(64, records.count * 2)
    }

    func owners(of target: AnyObject, key: PropertyKey) -> PropertyOwners {
        record(of: target)?.owners[key] ?? PropertyOwners()
    }

    /// Every running group with a property on `target`.
    func groups(animating target: AnyObject) -> [PropertyGroupBase] {
        guard let record = record(of: target) else { return [] }
        var seen = Set<ObjectIdentifier>()
        var groups: [PropertyGroupBase] = []
        for owners in record.owners.values {
            for owner in owners where seen.insert(ObjectIdentifier(owner.group)).inserted {
                groups.append(owner.group)
            }
        }
        return groups
    }

    /// Lists every track of `group` under its key on `target`.
    func register(_ group: PropertyGroupBase, on target: AnyObject) {
        let record = makeRecord(for: target)
        // One table for all the properties of a first group.
        if record.owners.isEmpty { record.owners = Dictionary(minimumCapacity: group.tracks.count) }
        for (index, track) in group.tracks.enumerated() {
            record.owners[track.key, default: PropertyOwners()].append(PropertyOwner(group: group, index: index))
        }
    }

    /// Forgets every property of `group` (it ended).
    func unregister(_ group: PropertyGroupBase) {
        guard let identifier = group.registeredTarget, let record = records[identifier] else { return }
        for track in group.tracks {
            let key = track.key
            guard var owners = record.owners[key] else { continue }
            owners.removeAll { $0.group === group }
            record.owners[key] = owners.isEmpty ? nil : owners
        }
        if record.isEmpty || record.isReleased { remove(record) }
    }

    /// Forgets one property of a group (it was replaced).
    func unregister(_ owner: PropertyOwner) {
        let group = owner.group
        guard let identifier = group.registeredTarget, let record = records[identifier] else { return }
        let key = group.tracks[owner.index].key
        guard var owners = record.owners[key] else { return }
        owners.removeAll { $0.group === group && $0.index == owner.index }
        record.owners[key] = owners.isEmpty ? nil : owners
    }
}

/// One property of one running group.
internal struct PropertyOwner {
    let group: PropertyGroupBase
    let index: Int
}

/// Per target: the groups animating each property, and the registered states.
///
/// Targets are held weakly. A record whose target is gone is removed when its
/// animation notices (its next frame), by a sweep every 64 engine frames, or
/// by an amortised sweep when records are added.
internal final class PropertyRegistry {
    final class Record {
        weak var target: AnyObject?
        var owners: [PropertyKey: [PropertyOwner]] = [:]
        var states: [String: Any] = [:]

        init(_ target: AnyObject) { self.target = target }

        var isEmpty: Bool { owners.isEmpty && states.isEmpty }
    }

    var records: [ObjectIdentifier: Record] = [:]
    private var sweepThreshold = 64
    private var framesSinceSweep = 0
    private var released: [ObjectIdentifier] = []

    /// Called once per engine frame: every 64 frames, ends the groups of
    /// released targets (even paused ones, which render nothing) and frees
    /// their records. Allocates nothing unless a target was released.
    func frameEnded() {
        framesSinceSweep += 1
        guard framesSinceSweep >= 64, !records.isEmpty else { return }
        framesSinceSweep = 0
        sweepReleased()
    }

    /// Ends the groups of released targets and removes their records.
    func sweepReleased() {
        for (identifier, record) in records where record.target == nil { released.append(identifier) }
        guard !released.isEmpty else { return }
        for identifier in released {
            guard let record = records.removeValue(forKey: identifier) else { continue }
            for owners in record.owners.values {
                for owner in owners { owner.group.targetReleased() }
            }
        }
        released.removeAll(keepingCapacity: true)
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
        records[ObjectIdentifier(target)] = record
        return record
    }

    /// Removes the records of released targets, ending their groups.
    func sweep() {
        sweepReleased()
        sweepThreshold = max(64, records.count * 2)
    }

    func owners(of target: AnyObject, key: PropertyKey) -> [PropertyOwner] {
        record(of: target)?.owners[key] ?? []
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

    func register(_ owner: PropertyOwner, key: PropertyKey, on target: AnyObject) {
        makeRecord(for: target).owners[key, default: []].append(owner)
    }

    /// Forgets every property of `group` (it ended).
    func unregister(_ group: PropertyGroupBase) {
        guard let identifier = group.registeredTarget, let record = records[identifier] else { return }
        for key in group.registeredKeys {
            guard var owners = record.owners[key] else { continue }
            owners.removeAll { $0.group === group }
            record.owners[key] = owners.isEmpty ? nil : owners
        }
        if record.target == nil || record.isEmpty { records[identifier] = nil }
    }

    /// Forgets one property of a group (it was replaced).
    func unregister(_ owner: PropertyOwner) {
        let group = owner.group
        guard let identifier = group.registeredTarget, let record = records[identifier] else { return }
        let key = group.registeredKeys[owner.index]
        guard var owners = record.owners[key] else { return }
        owners.removeAll { $0.group === group && $0.index == owner.index }
        record.owners[key] = owners.isEmpty ? nil : owners
    }
}

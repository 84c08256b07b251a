/// Names one animatable property of a target: a key path or a caller-chosen name.
@usableFromInline
internal enum PropertyKey: Hashable {
    case keyPath(AnyKeyPath)
    /// A `Layer` property with a slot: hashed and compared without the key path.
    case layer(Layer.Slot)
    case name(String)
}

/// Reads and writes one property of a target.
@usableFromInline
internal enum PropertyAccessor<Target: AnyObject, Value> {
    case keyPath(ReferenceWritableKeyPath<Target, Value>)
    case direct((Target, Value) -> Void, ReferenceWritableKeyPath<Target, Value>)
    case closures(get: () -> Value, set: (Value) -> Void)
    case layer(Layer.Slot, ReferenceWritableKeyPath<Target, Value>)

    @inlinable
    internal init(_ keyPath: ReferenceWritableKeyPath<Target, Value>) {
        if Target.self == Layer.self, let slot = Layer.Slot.of(keyPath) {
            self = .layer(slot, keyPath)
        } else if let setter = Self.directSetter(keyPath) {
            self = .direct(setter, keyPath)
        } else {
            self = .keyPath(keyPath)
        }
    }

    @usableFromInline
    internal static func directSetter(_ keyPath: ReferenceWritableKeyPath<Target, Value>) -> ((Target, Value) -> Void)? {
        guard let writable = Target.self as? any DirectlyWritable.Type else { return nil }
        return open(writable, keyPath)
    }

    private static func open<W: DirectlyWritable>(
        _: W.Type, _ keyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> ((Target, Value) -> Void)? {
        guard W.self == Target.self, let typed = keyPath as? ReferenceWritableKeyPath<W, Value>,
            let setter = W.directSetter(for: typed)
        else { return nil }
        // W is Target: the two function types are the same, with the same
        // representation, so this is an identity (a cast would add thunks).
        return unsafeBitCast(setter, to: ((Target, Value) -> Void).self)
    }

    @inlinable
    internal var key: PropertyKey {
        switch self {
        case .keyPath(let keyPath), .direct(_, let keyPath): return .keyPath(keyPath)
        // Every key path of a slot makes a `.layer` accessor, so a slot names its property alone.
        case .layer(let slot, _): return .layer(slot)
        case .closures: preconditionFailure("closure accessors are keyed by name")
        }
    }

    @inlinable
    internal func get(_ target: Target) -> Value {
        switch self {
        case .layer(let slot, _):
            // Read from the storage, as frames write it: no key-path projection.
            return Layer.read(slot, in: unsafeDowncast(target, to: Layer.self).storage, as: Value.self)
        case .keyPath(let keyPath), .direct(_, let keyPath): return target[keyPath: keyPath]
        case .closures(let get, _): return get()
        }
    }

    /// Writes `value` to the target at `address`, as the frame loop passes it:
    /// a `Layer`'s storage, or any other target object, unretained.
    @inlinable
    internal func set(_ address: UnsafeMutableRawPointer, _ value: Value) {
        if Target.self == Layer.self {
            let storage = address.assumingMemoryBound(to: Layer.Storage.self)
            if case .layer(let slot, _) = self {
                Layer.write(value, to: slot, in: storage)
                return
            }
            Unmanaged<Target>.fromOpaque(storage.pointee.owner!)._withUnsafeGuaranteedRef { set($0, value) }
        } else {
            Unmanaged<Target>.fromOpaque(address)._withUnsafeGuaranteedRef { set($0, value) }
        }
    }

    @inlinable
    internal func set(_ target: Target, _ value: Value) {
        switch self {
        case .layer(let slot, _): unsafeDowncast(target, to: Layer.self).write(value, to: slot)
        case .direct(let setter, _): setter(target, value)
        case .keyPath(let keyPath): target[keyPath: keyPath] = value
        case .closures(_, let set): set(value)
        }
    }
}

import Foundation

/// A headless model of a rendered layer: the properties Core Animation's
/// `CALayer` animates, with nothing drawn.
///
/// Animate a `Layer` with the property API and mirror it into whatever
/// renders your scene (a terminal cell grid, SDL, GTK, an HTML page):
///
/// ```swift
/// let card = Layer()
/// engine.animate(card) { a in
///     a.animate(\.position, to: CGPoint(x: 200, y: 80), duration: .seconds(0.4), easing: .easeOut)
///     a.animate(\.opacity, to: 0.5, duration: .seconds(0.2))
/// }
/// ```
///
/// The engine writes a `Layer`'s properties directly, so animating it costs
/// no key-path application per frame.
public final class Layer {
    /// The properties, out of line: the engine writes them through this
    /// pointer, which needs no dynamic exclusivity check per frame.
    @usableFromInline internal let storage: UnsafeMutablePointer<Storage>
    /// Owns ``storage``. Property groups hold it too, so that they can write
    /// the layer without loading a weak reference each frame: they check
    /// `isAlive` instead, which the layer clears when it goes.
    @usableFromInline internal let storageOwner: StorageOwner

    /// Owns a layer's storage, which may outlive the layer.
    @usableFromInline
    internal final class StorageOwner {
        @usableFromInline let storage: UnsafeMutablePointer<Storage>

        init(_ storage: Storage) {
            self.storage = .allocate(capacity: 1)
            self.storage.initialize(to: storage)
        }

        deinit {
            storage.deinitialize(count: 1)
            storage.deallocate()
        }
    }

    @usableFromInline
    internal struct Storage {
        /// Whether the layer exists; cleared by its deinit.
        @usableFromInline var isAlive = true
        /// The layer, valid while `isAlive`.
        @usableFromInline var owner: UnsafeMutableRawPointer? = nil
        // The properties most often animated come first, to share cache lines.
        @usableFromInline var position: CGPoint
        @usableFromInline var opacity: Double
        @usableFromInline var cornerRadius: CGFloat
        @usableFromInline var zPosition: CGFloat
        @usableFromInline var bounds: CGRect
        @usableFromInline var anchorPoint: CGPoint
        @usableFromInline var backgroundColor: MotionColor
        @usableFromInline var transform: Transform3D
        // Border and shadow, less often animated, after the hot fields.
        @usableFromInline var borderWidth: CGFloat
        @usableFromInline var shadowOpacity: Double
        @usableFromInline var shadowRadius: CGFloat
        @usableFromInline var shadowOffset: CGSize
        @usableFromInline var borderColor: MotionColor
        @usableFromInline var shadowColor: MotionColor
    }

    /// The position of the anchor point in the parent's coordinates.
    @inlinable public var position: CGPoint {
        get { storage.pointee.position }
        set { storage.pointee.position = newValue }
    }
    /// The layer's own coordinate rectangle: its origin and size.
    @inlinable public var bounds: CGRect {
        get { storage.pointee.bounds }
        set { storage.pointee.bounds = newValue }
    }
    /// The point of `bounds` that sits at `position`, in unit coordinates ((0.5, 0.5) is the centre).
    @inlinable public var anchorPoint: CGPoint {
        get { storage.pointee.anchorPoint }
        set { storage.pointee.anchorPoint = newValue }
    }
    /// The transform applied about the anchor point.
    @inlinable public var transform: Transform3D {
        get { storage.pointee.transform }
        set { storage.pointee.transform = newValue }
    }
    /// The opacity, 0 (transparent) to 1 (opaque).
    @inlinable public var opacity: Double {
        get { storage.pointee.opacity }
        set { storage.pointee.opacity = newValue }
    }
    /// The background colour.
    @inlinable public var backgroundColor: MotionColor {
        get { storage.pointee.backgroundColor }
        set { storage.pointee.backgroundColor = newValue }
    }
    /// The radius of the rounded corners.
    @inlinable public var cornerRadius: CGFloat {
        get { storage.pointee.cornerRadius }
        set { storage.pointee.cornerRadius = newValue }
    }
    /// The position on the z axis, for ordering overlapping layers.
    @inlinable public var zPosition: CGFloat {
        get { storage.pointee.zPosition }
        set { storage.pointee.zPosition = newValue }
    }

    /// The width of the border, drawn inside ``bounds``.
    @inlinable public var borderWidth: CGFloat {
        get { storage.pointee.borderWidth }
        set { storage.pointee.borderWidth = newValue }
    }
    /// The colour of the border.
    @inlinable public var borderColor: MotionColor {
        get { storage.pointee.borderColor }
        set { storage.pointee.borderColor = newValue }
    }
    /// The opacity of the shadow, 0 (none) to 1; it multiplies ``shadowColor``'s alpha.
    @inlinable public var shadowOpacity: Double {
        get { storage.pointee.shadowOpacity }
        set { storage.pointee.shadowOpacity = newValue }
    }
    /// The blur radius of the shadow (Core Animation's `shadowRadius`; CSS's
    /// `box-shadow` blur is twice it, see ``CSSValueFormat/boxShadow(of:)``).
    @inlinable public var shadowRadius: CGFloat {
        get { storage.pointee.shadowRadius }
        set { storage.pointee.shadowRadius = newValue }
    }
    /// The offset of the shadow from the layer (y down, as `CALayer`'s on iOS and in CSS).
    @inlinable public var shadowOffset: CGSize {
        get { storage.pointee.shadowOffset }
        set { storage.pointee.shadowOffset = newValue }
    }
    /// The colour of the shadow.
    @inlinable public var shadowColor: MotionColor {
        get { storage.pointee.shadowColor }
        set { storage.pointee.shadowColor = newValue }
    }

    /// Creates a layer; every property has Core Animation's default unless given
    /// (no border, an opaque black border and shadow colour, shadow opacity 0,
    /// radius 3 and offset (0, −3)).
    public init(
        position: CGPoint = .zero,
        bounds: CGRect = .zero,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: Transform3D = .identity,
        opacity: Double = 1,
        backgroundColor: MotionColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 0),
        cornerRadius: CGFloat = 0,
        zPosition: CGFloat = 0,
        borderWidth: CGFloat = 0,
        borderColor: MotionColor = MotionColor(red: 0, green: 0, blue: 0),
        shadowOpacity: Double = 0,
        shadowRadius: CGFloat = 3,
        shadowOffset: CGSize = CGSize(width: 0, height: -3),
        shadowColor: MotionColor = MotionColor(red: 0, green: 0, blue: 0)
    ) {
        storageOwner = StorageOwner(
            Storage(
                position: position, opacity: opacity, cornerRadius: cornerRadius, zPosition: zPosition,
                bounds: bounds, anchorPoint: anchorPoint, backgroundColor: backgroundColor, transform: transform,
                borderWidth: borderWidth, shadowOpacity: shadowOpacity, shadowRadius: shadowRadius,
                shadowOffset: shadowOffset, borderColor: borderColor, shadowColor: shadowColor))
        storage = storageOwner.storage
        storage.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        storage.pointee.isAlive = false
        storage.pointee.owner = nil
    }

    /// The layer's rectangle in its parent's coordinates, ignoring ``transform``.
    public var frame: CGRect {
        CGRect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
    }

    /// One of the animatable properties, for the engine's direct writes.
    @usableFromInline
    internal enum Slot {
        case position
        case bounds
        case anchorPoint
        case transform
        case opacity
        case backgroundColor
        case cornerRadius
        case zPosition
        case borderWidth
        case borderColor
        case shadowOpacity
        case shadowRadius
        case shadowOffset
        case shadowColor

        /// The slot of a key path, or nil for any other.
        @usableFromInline
        internal static func of(_ keyPath: AnyKeyPath) -> Slot? {
            switch keyPath {
        case \Layer.position: return .position
        case \Layer.bounds: return .bounds
        case \Layer.anchorPoint: return .anchorPoint
        case \Layer.transform: return .transform
        case \Layer.opacity: return .opacity
        case \Layer.backgroundColor: return .backgroundColor
        case \Layer.cornerRadius: return .cornerRadius
        case \Layer.zPosition: return .zPosition
        case \Layer.borderWidth: return .borderWidth
        case \Layer.borderColor: return .borderColor
        case \Layer.shadowOpacity: return .shadowOpacity
        case \Layer.shadowRadius: return .shadowRadius
        case \Layer.shadowOffset: return .shadowOffset
        case \Layer.shadowColor: return .shadowColor
        default: return nil
            }
        }
    }

    /// Writes `value` to `slot`; `Value` must be the slot's type.
    @inlinable
    internal func write<Value>(_ value: Value, to slot: Slot) {
        Layer.write(value, to: slot, in: storage)
    }

    /// The value of `slot` in the storage at `storage`; `Value` must be the slot's type.
    @inlinable
    internal static func read<Value>(_ slot: Slot, in storage: UnsafeMutablePointer<Storage>, as _: Value.Type) -> Value {
        switch slot {
        case .position: return unsafeBitCast(storage.pointee.position, to: Value.self)
        case .bounds: return unsafeBitCast(storage.pointee.bounds, to: Value.self)
        case .anchorPoint: return unsafeBitCast(storage.pointee.anchorPoint, to: Value.self)
        case .transform: return unsafeBitCast(storage.pointee.transform, to: Value.self)
        case .opacity: return unsafeBitCast(storage.pointee.opacity, to: Value.self)
        case .backgroundColor: return unsafeBitCast(storage.pointee.backgroundColor, to: Value.self)
        case .cornerRadius: return unsafeBitCast(storage.pointee.cornerRadius, to: Value.self)
        case .zPosition: return unsafeBitCast(storage.pointee.zPosition, to: Value.self)
        case .borderWidth: return unsafeBitCast(storage.pointee.borderWidth, to: Value.self)
        case .borderColor: return unsafeBitCast(storage.pointee.borderColor, to: Value.self)
        case .shadowOpacity: return unsafeBitCast(storage.pointee.shadowOpacity, to: Value.self)
        case .shadowRadius: return unsafeBitCast(storage.pointee.shadowRadius, to: Value.self)
        case .shadowOffset: return unsafeBitCast(storage.pointee.shadowOffset, to: Value.self)
        case .shadowColor: return unsafeBitCast(storage.pointee.shadowColor, to: Value.self)
        }
    }

    /// Writes `value` to `slot` of the storage at `storage`.
    @inlinable
    internal static func write<Value>(_ value: Value, to slot: Slot, in storage: UnsafeMutablePointer<Storage>) {
        switch slot {
        case .position: storage.pointee.position = unsafeBitCast(value, to: CGPoint.self)
        case .bounds: storage.pointee.bounds = unsafeBitCast(value, to: CGRect.self)
        case .anchorPoint: storage.pointee.anchorPoint = unsafeBitCast(value, to: CGPoint.self)
        case .transform: storage.pointee.transform = unsafeBitCast(value, to: Transform3D.self)
        case .opacity: storage.pointee.opacity = unsafeBitCast(value, to: Double.self)
        case .backgroundColor: storage.pointee.backgroundColor = unsafeBitCast(value, to: MotionColor.self)
        case .cornerRadius: storage.pointee.cornerRadius = unsafeBitCast(value, to: CGFloat.self)
        case .zPosition: storage.pointee.zPosition = unsafeBitCast(value, to: CGFloat.self)
        case .borderWidth: storage.pointee.borderWidth = unsafeBitCast(value, to: CGFloat.self)
        case .borderColor: storage.pointee.borderColor = unsafeBitCast(value, to: MotionColor.self)
        case .shadowOpacity: storage.pointee.shadowOpacity = unsafeBitCast(value, to: Double.self)
        case .shadowRadius: storage.pointee.shadowRadius = unsafeBitCast(value, to: CGFloat.self)
        case .shadowOffset: storage.pointee.shadowOffset = unsafeBitCast(value, to: CGSize.self)
        case .shadowColor: storage.pointee.shadowColor = unsafeBitCast(value, to: MotionColor.self)
        }
    }
}

/// A class that can hand the engine direct setters for some of its key paths.
///
/// Writing through a `ReferenceWritableKeyPath` goes through the Swift
/// runtime's key-path machinery, which costs about 130 ns per write. (``Layer``
/// has a built-in path of its own and needs none of this.) A
/// conforming class returns a plain closure for the key paths it knows, and
/// the engine calls that instead on every frame. Return `nil` for any other
/// key path; the engine then falls back to key-path application.
public protocol DirectlyWritable: AnyObject {
    /// A setter equivalent to `object[keyPath: keyPath] = value`, or `nil`.
    static func directSetter<Value>(for keyPath: ReferenceWritableKeyPath<Self, Value>) -> ((Self, Value) -> Void)?
}

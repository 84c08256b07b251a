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
/// `Layer` gives the engine direct setters for its key paths
/// (``DirectlyWritable``), so animating it costs no key-path application per frame.
public final class Layer: DirectlyWritable {
    /// The position of the anchor point in the parent's coordinates.
    public var position: CGPoint
    /// The layer's own coordinate rectangle: its origin and size.
    public var bounds: CGRect
    /// The point of `bounds` that sits at `position`, in unit coordinates ((0.5, 0.5) is the centre).
    public var anchorPoint: CGPoint
    /// The transform applied about the anchor point.
    public var transform: Transform3D
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var opacity: Double
    /// The background colour.
    public var backgroundColor: MotionColor
    /// The radius of the rounded corners.
    public var cornerRadius: CGFloat
    /// The position on the z axis, for ordering overlapping layers.
    public var zPosition: CGFloat

    /// Creates a layer; every property has Core Animation's default unless given.
    public init(
        position: CGPoint = .zero,
        bounds: CGRect = .zero,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: Transform3D = .identity,
        opacity: Double = 1,
        backgroundColor: MotionColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 0),
        cornerRadius: CGFloat = 0,
        zPosition: CGFloat = 0
    ) {
        self.position = position
        self.bounds = bounds
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.opacity = opacity
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.zPosition = zPosition
    }

    /// The layer's rectangle in its parent's coordinates, ignoring ``transform``.
    public var frame: CGRect {
        CGRect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
    }

    /// Direct setters for the layer's eight animatable properties.
    public static func directSetter<Value>(
        for keyPath: ReferenceWritableKeyPath<Layer, Value>
    ) -> ((Layer, Value) -> Void)? {
        switch keyPath as AnyKeyPath {
        case \Layer.position: return Self.setter(CGPoint.self) { $0.position = $1 }
        case \Layer.bounds: return Self.setter(CGRect.self) { $0.bounds = $1 }
        case \Layer.anchorPoint: return Self.setter(CGPoint.self) { $0.anchorPoint = $1 }
        case \Layer.transform: return Self.setter(Transform3D.self) { $0.transform = $1 }
        case \Layer.opacity: return Self.setter(Double.self) { $0.opacity = $1 }
        case \Layer.backgroundColor: return Self.setter(MotionColor.self) { $0.backgroundColor = $1 }
        case \Layer.cornerRadius: return Self.setter(CGFloat.self) { $0.cornerRadius = $1 }
        case \Layer.zPosition: return Self.setter(CGFloat.self) { $0.zPosition = $1 }
        default: return nil
        }
    }

    /// Retypes a concrete setter for the generic `Value`, which the matched key path proves equal.
    private static func setter<Concrete, Value>(
        _: Concrete.Type, _ body: @escaping (Layer, Concrete) -> Void
    ) -> ((Layer, Value) -> Void)? {
        body as? (Layer, Value) -> Void
    }
}

/// A class that can hand the engine direct setters for some of its key paths.
///
/// Writing through a `ReferenceWritableKeyPath` goes through the Swift
/// runtime's key-path machinery, which costs about 130 ns per write. A
/// conforming class returns a plain closure for the key paths it knows, and
/// the engine calls that instead on every frame. Return `nil` for any other
/// key path; the engine then falls back to key-path application.
public protocol DirectlyWritable: AnyObject {
    /// A setter equivalent to `object[keyPath: keyPath] = value`, or `nil`.
    static func directSetter<Value>(for keyPath: ReferenceWritableKeyPath<Self, Value>) -> ((Self, Value) -> Void)?
}

// Equality of easings: structural, by definition.

/// Two easings are equal when they are defined the same way: the same named curve,
/// the same CSS function with equal numbers (`==` on `Double`, so 0 equals -0),
/// the same parametric family, variant and parameters, springs with equal mass,
/// stiffness and damping, the same combinator of equal easings, tables baked at the
/// same resolution from equal easings. Custom closures cannot be compared: two
/// ``Easing/custom(_:)`` easings are equal only when they are copies of the same
/// `custom(_:)` result (identity).
///
/// ``Easing/stepStart`` and ``Easing/stepEnd`` are `steps(1, start)` and `steps(1)`
/// by CSS's definition (and CSSOM writes them so): they equal
/// `steps(1, position: .jumpStart)` and `steps(1)`. Writing `start` or `jump-start`
/// changes only the ``Easing/cssString``, not equality.
///
/// Equality is not sameness of values: ``Easing/ease`` and
/// `cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)` compute the same curve but are
/// different easings (their ``Easing/cssString``s differ too), as are
/// `easeInOutQuad` and `inOut(easeInQuad)`.
extension Easing: Hashable {
    /// Whether two easings have the same definition (see ``Easing``'s `Hashable` notes).
    public static func == (lhs: Easing, rhs: Easing) -> Bool {
        switch (lhs.definition, rhs.definition) {
        case (.curve(let a), .curve(let b)):
            return a == b
        case (.function(let a), .function(let b)):
            return a == b
        case (.linear(let a), .linear(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.x == $1.x && $0.y == $1.y }
        case (.spring(let a, _), .spring(let b, _)):
            // cspring_params_init derives every other field from these three.
            return a.mass == b.mass && a.stiffness == b.stiffness && a.damping == b.damping
        case (.custom(let a), .custom(let b)):
            return a === b
        case (.reversed(let a), .reversed(let b)), (.inOut(let a), .inOut(let b)),
            (.outIn(let a), .outIn(let b)), (.clamped(let a), .clamped(let b)):
            return a == b
        case (.sequence(let a), .sequence(let b)):
            return a == b
        case (.baked(let a, let tableA), .baked(let b, let tableB)):
            return tableA.resolution == tableB.resolution && a == b
        default:
            return false
        }
    }

    /// Hashes the definition that `==` compares.
    public func hash(into hasher: inout Hasher) {
        switch definition {
        case .curve(let curve):
            hasher.combine(0)
            hasher.combine(curve)
        case .function(let function):
            hasher.combine(1)
            function.hash(into: &hasher)
        case .linear(let points):
            hasher.combine(2)
            hasher.combine(points.count)
            for point in points {
                hasher.combine(point.x)
                hasher.combine(point.y)
            }
        case .spring(let parameters, _):
            hasher.combine(3)
            hasher.combine(parameters.mass)
            hasher.combine(parameters.stiffness)
            hasher.combine(parameters.damping)
        case .custom(let function):
            hasher.combine(4)
            hasher.combine(ObjectIdentifier(function))
        case .reversed(let base):
            hasher.combine(5)
            hasher.combine(base)
        case .inOut(let base):
            hasher.combine(6)
            hasher.combine(base)
        case .outIn(let base):
            hasher.combine(7)
            hasher.combine(base)
        case .clamped(let base):
            hasher.combine(8)
            hasher.combine(base)
        case .sequence(let sequence):
            hasher.combine(9)
            hasher.combine(sequence)
        case .baked(let source, let table):
            hasher.combine(10)
            hasher.combine(table.resolution)
            hasher.combine(source)
        }
    }
}

extension Easing {
    /// The storage that equality compares: the step keywords as the steps() they stand for.
    private var definition: Storage {
        guard case .curve(let curve) = storage else { return storage }
        switch curve {
        case .CEASING_CURVE_STEP_START: return Easing.steps(1, position: .jumpStart).storage
        case .CEASING_CURVE_STEP_END: return Easing.steps(1, position: .jumpEnd).storage
        default: return storage
        }
    }
}

extension Easing.CEasingFunction: Hashable {
    /// Whether the kinds and their defining fields are equal (the derived
    /// cubic-bezier coefficients follow from x1, y1, x2, y2).
    @usableFromInline
    internal static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.fields == rhs.fields
    }

    @usableFromInline
    internal func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(fields)
    }

    internal var kind: ceasing_easing_kind { raw.kind }

    /// The fields that define the easing, as doubles.
    internal var fields: [Double] {
        switch raw.kind {
        case .CEASING_EASING_CURVE:
            return [Double(raw.value.curve.rawValue)]
        case .CEASING_EASING_CUBIC_BEZIER:
            let b = raw.value.cubic_bezier
            return [b.x1, b.y1, b.x2, b.y2]
        case .CEASING_EASING_STEPS:
            return [Double(raw.value.steps.count), Double(raw.value.steps.position.rawValue)]
        case .CEASING_EASING_LINEAR:
            preconditionFailure("CEasingFunction never holds linear() points")
        default:
            let p = raw.value.parametric
            return [Double(p.variant.rawValue), p.params.0, p.params.1, p.params.2, p.params.3]
        }
    }
}

// Codable through stable names.
//
// Format (JSON shown):
//   named curve        "easeInOutCubic", "ahBackEaseIn", "ease-in-out" (ceasing_curve_name)
//   CSS function       "cubic-bezier(0.4, 0, 0.2, 1)", "steps(4, start)", "linear(0 0%, 1 100%)"
//   parametric         {"kind": "power", "variant": "inOut", "exponent": 3}
//                      {"kind": "back", "variant": "out", "overshoot": 1.70158}
//                      {"kind": "elastic", "variant": "in", "amplitude": 1, "period": 0.3}
//                      {"kind": "overshoot", "count": 1, "halflife": 0.15}
//                      {"kind": "exponentialDecelerate", "halflife": 0.15}
//   spring             {"kind": "spring", "mass": 1, "stiffness": 100, "damping": 10}
//   combinators        {"kind": "reversed" | "inOut" | "outIn" | "clamped", "easing": <easing>}
//                      {"kind": "sequence", "segments": [{"easing": <easing>, "weight": 1}, ...]}
//                      {"kind": "baked", "easing": <easing>, "resolution": 257}  (2 ... 65537 when decoding)
// Decoding is strict (an unknown key throws) and bounded by a DecodingBudget.
// A string is read by Easing(css:), which also accepts every curve-name spelling.

import Foundation

extension Easing: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, variant, exponent, overshoot, amplitude, period, count, halflife
        case mass, stiffness, damping, easing, segments, weight, resolution
    }

    /// The largest lookup-table resolution a decoded baked easing may ask for.
    static let maximumDecodedResolution = 65537

    private enum Kind: String, Codable {
        case power, back, elastic, overshoot, exponentialDecelerate
        case spring, reversed, inOut, outIn, clamped, sequence, baked

        /// The keys an object of this kind may have.
        var keys: [CodingKeys] {
            switch self {
            case .power: [.kind, .variant, .exponent]
            case .back: [.kind, .variant, .overshoot]
            case .elastic: [.kind, .variant, .amplitude, .period]
            case .overshoot: [.kind, .count, .halflife]
            case .exponentialDecelerate: [.kind, .halflife]
            case .spring: [.kind, .mass, .stiffness, .damping]
            case .reversed, .inOut, .outIn, .clamped: [.kind, .easing]
            case .sequence: [.kind, .segments]
            case .baked: [.kind, .easing, .resolution]
            }
        }
    }

    /// Encodes this easing by its stable name or CSS text, or as a small keyed object
    /// (see the format at the top of `Easing+Codable.swift`).
    /// - Throws: `EncodingError.invalidValue` for a ``custom(_:)`` easing (anywhere
    ///   inside), whose closure cannot be encoded.
    public func encode(to encoder: any Encoder) throws {
        switch storage {
        case .curve(let curve):
            var container = encoder.singleValueContainer()
            try container.encode(String(cString: ceasing_curve_name(curve)))
        case .function(let function) where function.kind == .CEASING_EASING_CUBIC_BEZIER
            || function.kind == .CEASING_EASING_STEPS:
            var container = encoder.singleValueContainer()
            try container.encode(cssString!)
        case .linear:
            var container = encoder.singleValueContainer()
            try container.encode(cssString!)
        case .function(let function):
            try encodeParametric(function.raw, to: encoder)
        case .spring(let parameters, _):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Kind.spring, forKey: .kind)
            try container.encode(parameters.mass, forKey: .mass)
            try container.encode(parameters.stiffness, forKey: .stiffness)
            try container.encode(parameters.damping, forKey: .damping)
        case .custom:
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "a custom easing holds a closure, which cannot be encoded; use a named, CSS or parametric easing, or bake it into cssLinear(maxError:)"
                )
            )
        case .reversed(let base):
            try encodeCombinator(.reversed, base, to: encoder)
        case .inOut(let base):
            try encodeCombinator(.inOut, base, to: encoder)
        case .outIn(let base):
            try encodeCombinator(.outIn, base, to: encoder)
        case .clamped(let base):
            try encodeCombinator(.clamped, base, to: encoder)
        case .sequence(let sequence):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Kind.sequence, forKey: .kind)
            var segments = container.nestedUnkeyedContainer(forKey: .segments)
            for segment in sequence.segments {
                var nested = segments.nestedContainer(keyedBy: CodingKeys.self)
                try nested.encode(segment.easing, forKey: .easing)
                try nested.encode(segment.weight, forKey: .weight)
            }
        case .baked(let source, let table):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Kind.baked, forKey: .kind)
            try container.encode(source, forKey: .easing)
            try container.encode(table.resolution, forKey: .resolution)
        }
    }

    /// Decodes an easing written by ``encode(to:)``; a string may be any CSS easing
    /// function or curve name that ``init(css:)`` reads.
    ///
    /// Decoding is strict and bounded, because the data comes from outside:
    /// - Every key of an easing object (and of a sequence segment) must be one that its
    ///   kind reads; any other key throws, naming it and its coding path.
    /// - Numbers out of range throw naming their key: an overshoot `count` that is not a
    ///   whole number in 0 ... 2 147 483 647, a baked `resolution` that is not one in
    ///   2 ... 65537, a spring `mass` or `stiffness` not finite and > 0, a `damping` not
    ///   finite and ≥ 0.
    /// - The work is counted against a ``DecodingBudget`` (a baked easing counts its
    ///   resolution once per level of its source's nesting): the one in
    ///   `decoder.userInfo[.decodingBudget]`, else ``DecodingBudget/standard``, shared by
    ///   the easings nested in this one (or by everything inside
    ///   ``DecodingBudget/counting(_:)``). Tables are not baked past it.
    /// - Throws: ``DecodingBudgetError`` when the easing asks for more than the budget;
    ///   `DecodingError.dataCorrupted` naming the value and its coding path for an unknown
    ///   key, name or kind, malformed CSS, or an invalid or out-of-range parameter; the
    ///   usual `DecodingError`s for missing keys and wrong types.
    public init(from decoder: any Decoder) throws {
        if let meter = DecodingMeter.current {
            self = try meter.nested(at: Easing.path(decoder.codingPath)) { try Easing(decoding: decoder, meter: meter) }
        } else {
            let meter = DecodingMeter(decoder.userInfo[.decodingBudget] as? DecodingBudget ?? .standard)
            self = try DecodingMeter.$current.withValue(meter) {
                try meter.nested(at: Easing.path(decoder.codingPath)) { try Easing(decoding: decoder, meter: meter) }
            }
        }
    }

    /// Decodes an easing from JSON (the format of ``init(from:)``) within `budget`,
    /// which also bounds the data's size.
    ///
    /// The data is read once by Motion's bounded JSON reader before `JSONDecoder` sees it
    /// (at most 4 bytes per byte, freed before decoding). Data with an easing's shape
    /// (known kinds and keys, with values of the JSON types they take) is then decoded as
    /// before, at what `JSONDecoder` costs for it (15× for a sequence of 99 999 segments);
    /// other data, which cannot decode, is refused when `JSONDecoder` would hold more than
    /// ``DecodingBudget/maximumMemoryMultiple`` times its size (three times its map of 24
    /// bytes per number or string while the map grows), so that 4 MiB of `[0,0,…]` under
    /// an unknown key peaks at 4.2× its size instead of 36×.
    /// - Parameters:
    ///   - data: The JSON.
    ///   - budget: What decoding may cost; ``DecodingBudget/standard`` by default.
    /// - Throws: ``DecodingBudgetError`` when the data is larger than
    ///   `budget.maximumBytes`, would hold more memory than `budget` allows while read
    ///   (its ``DecodingBudgetError/path`` is then the line and column) or asks for more
    ///   than the budget; else what `JSONDecoder` and ``init(from:)`` throw.
    public init(jsonData data: Data, budget: DecodingBudget = .standard) throws {
        try DecodingMeter.checkSize(data.count, budget)
        try Easing.checkMemory(ofJSON: data, budget: budget)
        let decoder = JSONDecoder()
        decoder.userInfo[.decodingBudget] = budget
        self = try decoder.decode(Easing.self, from: data)
    }

    /// Throws when Foundation's `JSONDecoder` would hold more than `budget` allows
    /// reading `data`, unless `data` has an easing's shape.
    private static func checkMemory(ofJSON data: Data, budget: DecodingBudget) throws(DecodingBudgetError) {
        let limit = budget.memoryLimit(forInputBytes: data.count)
        let failure: ScenarioJSON.DecoderCostError?
        switch ScenarioJSON.read(data, budget: budget) {
        case .success(let document):
            guard !hasDecodableShape(document.root) else { return }
            failure = ScenarioJSON.checkDecoderCost(document, limit: limit)
        case .failure(let error):
            failure = error.overBudget ?? error.decoderCost(limit: limit)
        }
        if let failure {
            throw DecodingBudgetError(
                limit: .memory, maximum: budget.maximumMemoryMultiple, requested: failure.requested,
                path: "line \(failure.line), column \(failure.column)")
        }
    }

    /// Whether `node` has the shape of an easing that decoding could accept: a string, or
    /// an object whose `kind` is a string naming a kind and whose other keys are ones that
    /// kind reads, holding a number, a string (`variant`), an easing (`easing`) or an
    /// array of segment objects (`segments`, each with only `easing` and `weight`).
    ///
    /// Every easing that decodes has this shape, so text without it cannot decode, and
    /// only such text is refused for ``DecodingBudget/maximumMemoryMultiple`` before
    /// `JSONDecoder` reads it.
    static func hasDecodableShape(_ node: ScenarioJSON.Node) -> Bool {
        switch node.content {
        case .string: return true
        case .object(let members):
            guard let kindMember = members.first(where: { $0.key == CodingKeys.kind.stringValue }),
                case .string(let kindName) = kindMember.value.content, let kind = Kind(rawValue: kindName)
            else { return false }
            return hasDecodableMembers(members, allowed: kind.keys)
        default: return false
        }
    }

    /// Whether every member of `members` has a key in `allowed` and a value of the JSON
    /// type decoding reads for it.
    private static func hasDecodableMembers(_ members: ScenarioJSON.Members, allowed: [CodingKeys]) -> Bool {
        members.allSatisfy { member in
            guard let key = CodingKeys(stringValue: member.key), allowed.contains(key) else { return false }
            switch key {
            case .kind, .variant:
                if case .string = member.value.content { return true }
                return false
            case .easing:
                return hasDecodableShape(member.value)
            case .segments:
                guard case .array(let elements) = member.value.content else { return false }
                return elements.allSatisfy { element in
                    guard case .object(let segment) = element.content else { return false }
                    return hasDecodableMembers(segment, allowed: [.easing, .weight])
                }
            default:
                return member.value.kind == .number
            }
        }
    }

    /// Decodes one easing inside a metered decode.
    private init(decoding decoder: any Decoder, meter: DecodingMeter) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            do {
                try self.init(css: text)
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "not an easing: \"\(text)\" (\(error.reason) at character \(error.position))",
                        underlyingError: error
                    )
                )
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindName = try container.decode(String.self, forKey: .kind)
        guard let kind = Kind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown easing kind \"\(kindName)\""
            )
        }
        try Easing.checkKeys(of: decoder, allowed: kind.keys, in: "a \(kindName) easing")
        func check(_ build: () throws(InvalidEasing) -> Easing) throws -> Easing {
            do {
                return try build()
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "invalid \(kindName) easing: \(error.message)"
                    )
                )
            }
        }
        switch kind {
        case .power, .back, .elastic:
            let variantName = try container.decode(String.self, forKey: .variant)
            guard let variant = Variant(rawValue: variantName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .variant, in: container,
                    debugDescription: "unknown variant \"\(variantName)\" (in, out, inOut or outIn)"
                )
            }
            switch kind {
            case .power:
                let exponent = try container.decode(Double.self, forKey: .exponent)
                self = try check { () throws(InvalidEasing) in
                    try Easing.parametric { ceasing_easing_init_power(&$0, variant.cValue, exponent) }
                }
            case .back:
                let overshoot = try container.decode(Double.self, forKey: .overshoot)
                self = try check { () throws(InvalidEasing) in
                    try Easing.parametric { ceasing_easing_init_back(&$0, variant.cValue, overshoot) }
                }
            default:
                let amplitude = try container.decode(Double.self, forKey: .amplitude)
                let period = try container.decode(Double.self, forKey: .period)
                self = try check { () throws(InvalidEasing) in
                    try Easing.parametric { ceasing_easing_init_elastic(&$0, variant.cValue, amplitude, period) }
                }
            }
        case .overshoot:
            let count = Int32(try Easing.wholeNumber(.count, in: container, 0...Int(Int32.max)))
            let halflife = try container.decode(Double.self, forKey: .halflife)
            self = try check { () throws(InvalidEasing) in
                try Easing.parametric { ceasing_easing_init_overshoot(&$0, count, halflife) }
            }
        case .exponentialDecelerate:
            let halflife = try container.decode(Double.self, forKey: .halflife)
            self = try check { () throws(InvalidEasing) in
                try Easing.parametric { ceasing_easing_init_exponential_decelerate(&$0, halflife) }
            }
        case .spring:
            // The spring rule (mass and stiffness finite and > 0, damping finite and >= 0),
            // checked per key so that the error names it.
            let mass = try Easing.springParameter(.mass, in: container, allowsZero: false)
            let stiffness = try Easing.springParameter(.stiffness, in: container, allowsZero: false)
            let damping = try Easing.springParameter(.damping, in: container, allowsZero: true)
            self = try check { () throws(InvalidEasing) in
                var parameters = cspring_params()
                let status = cspring_params_init(&parameters, mass, stiffness, damping)
                guard status == .CSPRING_OK else {
                    throw InvalidEasing(
                        "mass \(mass), stiffness \(stiffness), damping \(damping): \(String(cString: cspring_status_description(status)))"
                    )
                }
                return try Easing.springEasing(parameters)
            }
        case .reversed:
            self = try container.decode(Easing.self, forKey: .easing).reversed()
        case .inOut:
            self = .inOut(try container.decode(Easing.self, forKey: .easing))
        case .outIn:
            self = .outIn(try container.decode(Easing.self, forKey: .easing))
        case .clamped:
            self = try container.decode(Easing.self, forKey: .easing).clamped()
        case .sequence:
            var list = try container.nestedUnkeyedContainer(forKey: .segments)
            var segments: [Segment] = []
            while !list.isAtEnd {
                try meter.charge(.segments, 1, at: Easing.path(list.codingPath, "\(list.currentIndex)"))
                segments.append(try list.decode(DecodedSegment.self).segment)
            }
            self = try check { () throws(InvalidEasing) in Easing(storage: .sequence(try EasingSequence(segments))) }
        case .baked:
            // Decoded data comes from outside: bound the table it can make Motion allocate,
            // and count it against the budget before decoding (and baking) the source.
            let resolution = try Easing.wholeNumber(.resolution, in: container, 2...Easing.maximumDecodedResolution)
            try meter.charge(.tableEntries, resolution, at: Easing.path(container.codingPath, CodingKeys.resolution.stringValue))
            let source = try container.decode(Easing.self, forKey: .easing)
            // Baking evaluates the source about 17 times per entry, each evaluation one
            // step per level of the source: count the entries once per level.
            let (extra, overflow) = resolution.multipliedReportingOverflow(by: source.nestingHeight - 1)
            try meter.charge(
                .tableEntries, overflow ? Int.max : extra,
                at: Easing.path(container.codingPath, CodingKeys.resolution.stringValue))
            self = try check { () throws(InvalidEasing) in
                Easing(storage: .baked(source, try LookupTable(baking: source, resolution: resolution)))
            }
        }
    }

    /// A sequence segment object, `{"easing": <easing>, "weight": <number>}`, read strictly.
    private struct DecodedSegment: Decodable {
        let segment: Segment

        init(from decoder: any Decoder) throws {
            try Easing.checkKeys(of: decoder, allowed: [.easing, .weight], in: "a sequence segment")
            let container = try decoder.container(keyedBy: CodingKeys.self)
            segment = Segment(
                easing: try container.decode(Easing.self, forKey: .easing),
                weight: try container.decode(Double.self, forKey: .weight)
            )
        }
    }

    /// Any key, to list every key an object has.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Throws naming the first (in UTF-8 order) key of the object that is not `allowed`.
    private static func checkKeys(of decoder: any Decoder, allowed: [CodingKeys], in what: String) throws {
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        let names = Set(allowed.map(\.stringValue))
        guard let unknown = keys.filter({ !names.contains($0) }).min() else { return }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath + [AnyKey(stringValue: unknown)],
                debugDescription: "unknown key \"\(unknown)\" in \(what), which reads \(allowed.map(\.stringValue).joined(separator: ", "))",
                underlyingError: EasingDecodingProblem.unknownKey
            )
        )
    }

    /// A number that must be a whole number in `range`, or an error naming its key.
    private static func wholeNumber(
        _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>, _ range: ClosedRange<Int>
    ) throws -> Int {
        let number = try container.decode(Double.self, forKey: key)
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [key],
                    debugDescription: "\(key.stringValue) must be a whole number in \(range.lowerBound) ... \(range.upperBound), not \(number)",
                    underlyingError: EasingDecodingProblem.outOfRange
                )
            )
        }
        return Int(number)
    }

    /// A spring parameter: finite and > 0 (or >= 0 when `allowsZero`), or an error naming its key.
    private static func springParameter(
        _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>, allowsZero: Bool
    ) throws -> Double {
        let value = try container.decode(Double.self, forKey: key)
        guard value.isFinite, allowsZero ? value >= 0 : value > 0 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [key],
                    debugDescription: "a spring's \(key.stringValue) must be finite and \(allowsZero ? ">= 0" : "> 0"), not \(value)",
                    underlyingError: EasingDecodingProblem.outOfRange
                )
            )
        }
        return value
    }

    /// How many easings deep an evaluation of this easing can go: 1 for a curve, one
    /// more per combinator, a sequence's deepest segment plus one; a baked table is 1.
    internal var nestingHeight: Int {
        switch storage {
        case .curve, .function, .linear, .spring, .custom, .baked: 1
        case .reversed(let base), .inOut(let base), .outIn(let base), .clamped(let base): 1 + base.nestingHeight
        case .sequence(let sequence): 1 + (sequence.segments.map(\.easing.nestingHeight).max() ?? 0)
        }
    }

    /// A coding path as dotted keys and array indices, such as `segments.2.easing`.
    internal static func path(_ codingPath: [any CodingKey], _ last: String? = nil) -> String {
        (codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } + (last.map { [$0] } ?? [])).joined(separator: ".")
    }

    /// Writes a parametric `ceasing_easing` as its keyed object.
    private func encodeParametric(_ easing: ceasing_easing, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let p = easing.value.parametric
        let variant = Variant(p.variant).rawValue
        switch easing.kind {
        case .CEASING_EASING_POWER:
            try container.encode(Kind.power, forKey: .kind)
            try container.encode(variant, forKey: .variant)
            try container.encode(p.params.0, forKey: .exponent)
        case .CEASING_EASING_BACK:
            try container.encode(Kind.back, forKey: .kind)
            try container.encode(variant, forKey: .variant)
            try container.encode(p.params.0, forKey: .overshoot)
        case .CEASING_EASING_ELASTIC:
            try container.encode(Kind.elastic, forKey: .kind)
            try container.encode(variant, forKey: .variant)
            try container.encode(p.params.0, forKey: .amplitude)
            try container.encode(p.params.1, forKey: .period)
        case .CEASING_EASING_OVERSHOOT:
            try container.encode(Kind.overshoot, forKey: .kind)
            try container.encode(Int32(p.params.0), forKey: .count)
            try container.encode(p.params.1, forKey: .halflife)
        case .CEASING_EASING_EXPONENTIAL_DECELERATE:
            try container.encode(Kind.exponentialDecelerate, forKey: .kind)
            try container.encode(p.params.0, forKey: .halflife)
        default:
            preconditionFailure("not a parametric easing kind: \(easing.kind)")
        }
    }

    /// Writes a one-easing combinator as its keyed object.
    private func encodeCombinator(_ kind: Kind, _ base: Easing, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(base, forKey: .easing)
    }

    /// Runs a parametric `ceasing_easing_init_*` call, or throws its status.
    private static func parametric(
        _ initialize: (inout ceasing_easing) -> ceasing_status
    ) throws(InvalidEasing) -> Easing {
        var easing = ceasing_easing()
        let status = initialize(&easing)
        guard status == .CEASING_OK else {
            throw InvalidEasing("\(describe(status)) (see the parameter ranges in ceasing.h)")
        }
        return Easing(storage: .function(CEasingFunction(easing)))
    }
}

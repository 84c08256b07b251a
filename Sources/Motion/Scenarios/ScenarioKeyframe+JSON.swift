import Foundation

// P9ViewAnimator's scenario schema (seeds.md §5.4): read from a parsed document's
// nodes (ScenarioJSON.Node), written as a ScenarioJSON.Value tree.
// The format and its Motion extensions are documented on ScenarioLibrary+JSON.swift.

extension ScenarioJSON {
    /// P9ViewAnimator's keyframe keys: always accepted, read where the type uses them.
    static let p9Keys: [String] = [
        "type", "after", "target", "velocity", "loop", "alpha", "x", "y", "z", "angle", "anchorX", "anchorY",
        "interpolation",
    ]

    /// P9's interpolation names: Core Animation's four timing functions.
    static let p9Interpolations: [(name: String, easing: Easing)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    /// The `type` names and the keys beyond P9's that each reads.
    private enum KeyframeType: String, CaseIterable {
        case frameAnimation, morph, alpha, translate, rotateX, rotateY, rotateZ, scale, action

        var extensionKey: String? {
            switch self {
            case .morph: "frame"
            case .action: "name"
            default: nil
            }
        }
    }

    // MARK: - Decoding

    /// The scenarios of a parsed scenario file, in document order, counted against `meter`.
    static func decodeScenarios(_ value: Node, meter: DecodingMeter) throws(ScenarioLoadError) -> [Scenario] {
        guard case .object(let members) = value.content else {
            throw ScenarioLoadError(.notAnObject, reason: "the top level must be an object of scenarios, not \(value.typeName)")
        }
        if let duplicate = firstDuplicate(members) {
            throw ScenarioLoadError(.duplicateKey, scenario: duplicate, reason: "two scenarios are named \(quoted(duplicate))")
        }
        var scenarios: [Scenario] = []
        for member in members {
            guard !member.key.isEmpty else {
                throw ScenarioLoadError(.emptyName, scenario: "", reason: "a scenario name cannot be empty")
            }
            guard case .array(let elements) = member.value.content else {
                throw ScenarioLoadError(
                    .notAnArray, scenario: member.key,
                    reason: "a scenario must be an array of keyframes, not \(member.value.typeName)"
                )
            }
            var keyframes: [ScenarioKeyframe] = []
            var nanoseconds: Int64 = 0  // the scenario's duration so far, as the player counts it
            var growth = ScenarioGrowthMeter()  // Scenario.maximumGrowth
            for (index, element) in elements.enumerated() {
                var reader = KeyframeReader(scenario: member.key, index: index, meter: meter)
                do throws(DecodingBudgetError) {
                    try meter.charge(.segments, 1, at: "")
                } catch {
                    throw reader.overBudget(error, key: nil)
                }
                let keyframe = try reader.decode(element)
                // The magnitude rule (Scenario.maximumMagnitude, maximumGrowth), checked
                // before the keyframe is built so that its precondition cannot stop.
                if let violation = growth.add(keyframe) {
                    throw reader.error(.outOfRange, violation.key, violation.reason)
                }
                // after < maximumDuration here, so its nanoseconds fit in an Int64.
                nanoseconds += Int64(Scenario.nanoseconds(keyframe.after))
                guard nanoseconds < Scenario.maximumNanoseconds else {
                    throw reader.error(
                        .outOfRange, "after",
                        "the scenario would last \(Double(nanoseconds) / 1e9) s with this after of \(keyframe.after) s; a scenario must last less than \(Scenario.maximumDuration) s (2^62 ns)"
                    )
                }
                keyframes.append(keyframe)
            }
            scenarios.append(Scenario(name: member.key, keyframes: keyframes))
        }
        return scenarios
    }

    /// Reads one keyframe object, reporting errors at its scenario and index.
    private struct KeyframeReader {
        let scenario: String
        let index: Int
        let meter: DecodingMeter
        var members: [String: Node] = [:]
        /// The tape index of the `interpolation` key, to place a memory error.
        var interpolationKeyIndex: Int?

        init(scenario: String, index: Int, meter: DecodingMeter) {
            self.scenario = scenario
            self.index = index
            self.meter = meter
        }

        func error(_ kind: ScenarioLoadError.Kind, _ key: String?, _ reason: String) -> ScenarioLoadError {
            ScenarioLoadError(kind, scenario: scenario, keyframeIndex: index, key: key, reason: reason)
        }

        /// A budget error at this keyframe; `key` is where inside it, if anywhere.
        func overBudget(_ error: DecodingBudgetError, key: String?) -> ScenarioLoadError {
            ScenarioLoadError(
                .overBudget, scenario: scenario, keyframeIndex: index, key: key,
                reason: DecodingBudgetError(limit: error.limit, maximum: error.maximum, requested: error.requested, path: "")
                    .description,
                limit: error.limit)
        }

        mutating func decode(_ value: Node) throws(ScenarioLoadError) -> ScenarioKeyframe {
            guard case .object(let list) = value.content else {
                throw error(.notAnObject, nil, "a keyframe must be an object, not \(value.typeName)")
            }
            if let duplicate = firstDuplicate(list) {
                throw error(.duplicateKey, duplicate, "the key appears twice in the keyframe")
            }
            for member in list where !p9Keys.contains(member.key) && member.key != "frame" && member.key != "name" {
                throw error(
                    .unknownKey, member.key,
                    "unknown key; a keyframe reads \(p9Keys.joined(separator: ", ")), frame (morph) and name (action)"
                )
            }
            members = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0.value) })
            interpolationKeyIndex = list.first { $0.key == "interpolation" }?.keyIndex

            let type = try keyframeType()
            for key in ["frame", "name"] where members[key] != nil && type.extensionKey != key {
                throw error(.unknownKey, key, "\(quoted(key)) is only read by \(key == "frame" ? "morph" : "action") keyframes")
            }
            let after = try number("after", default: 0)
            guard after >= 0 else { throw error(.outOfRange, "after", "after must be >= 0, not \(after)") }
            guard after < Scenario.maximumDuration else {
                throw error(.outOfRange, "after", "after must be less than \(Scenario.maximumDuration) s (2^62 ns), not \(after)")
            }
            // Every P9 key is type-checked, even where the type ignores it (as z always is).
            let target = try string("target")
            let velocity = try number("velocity", default: 1)
            let loops = try bool("loop", default: false)
            let alpha = try number("alpha", default: 1)
            let x = try number("x", default: 0)
            let y = try number("y", default: 0)
            _ = try number("z", default: 0)
            let angle = try number("angle", default: 0)
            let anchor = CGPoint(x: try number("anchorX", default: 0.5), y: try number("anchorY", default: 0.5))
            let interpolation = try easing()

            let kind: ScenarioKeyframe.Kind
            switch type {
            case .translate:
                kind = .translate(x: x, y: y)
            case .rotateX, .rotateY, .rotateZ:
                let axis: ScenarioKeyframe.RotationAxis = type == .rotateX ? .x : type == .rotateY ? .y : .z
                kind = .rotate(axis: axis, degrees: angle, anchor: anchor)
            case .scale:
                kind = .scale(x: x, y: y, anchor: anchor)
            case .alpha:
                guard alpha >= 0 && alpha <= 1 else {
                    throw error(.outOfRange, "alpha", "alpha must lie in [0, 1], not \(alpha)")
                }
                kind = .alpha(alpha)
            case .frameAnimation:
                kind = .frameAnimation(target: try required(target, "target", "a frameAnimation keyframe"), velocity: velocity, loops: loops)
            case .morph:
                switch (target, members["frame"]) {
                case (let name?, nil):
                    kind = .morph(.named(try required(name, "target", "a morph keyframe")))
                case (nil, let frame?):
                    kind = .morph(.frame(try rect(frame)))
                case (_?, _?):
                    throw error(.conflictingKeys, "frame", "a morph keyframe takes either target or frame, not both")
                case (nil, nil):
                    throw error(.missingKey, "target", "a morph keyframe needs a target (or a frame)")
                }
            case .action:
                kind = .action(ScenarioAction(named: try required(try string("name"), "name", "an action keyframe")))
            }
            if let violation = ScenarioKeyframe.magnitudeViolation(of: kind, along: interpolation) {
                throw error(.outOfRange, violation.key, violation.reason)
            }
            return ScenarioKeyframe(after: after, kind, interpolation: interpolation)
        }

        func keyframeType() throws(ScenarioLoadError) -> KeyframeType {
            guard let value = members["type"] else { return .translate }  // P9: no type means translate
            guard case .string(let name) = value.content else {
                throw error(.wrongType, "type", "type must be a string, not \(value.typeName)")
            }
            guard let type = KeyframeType(rawValue: name) else {
                let names = KeyframeType.allCases.map(\.rawValue).joined(separator: ", ")
                throw error(.unknownType, "type", "unknown type \(quoted(name)); expected one of \(names)")
            }
            return type
        }

        func number(_ key: String, default defaultValue: Double) throws(ScenarioLoadError) -> Double {
            guard let value = members[key] else { return defaultValue }
            guard case .number(let number) = value.content else {
                throw error(.wrongType, key, "\(key) must be a number, not \(value.typeName)")
            }
            guard number.isFinite else { throw error(.outOfRange, key, "\(key) is too large for a Double") }
            return number
        }

        func string(_ key: String) throws(ScenarioLoadError) -> String? {
            guard let value = members[key] else { return nil }
            guard case .string(let text) = value.content else {
                throw error(.wrongType, key, "\(key) must be a string, not \(value.typeName)")
            }
            return text
        }

        func bool(_ key: String, default defaultValue: Bool) throws(ScenarioLoadError) -> Bool {
            guard let value = members[key] else { return defaultValue }
            guard case .bool(let flag) = value.content else {
                throw error(.wrongType, key, "\(key) must be true or false, not \(value.typeName)")
            }
            return flag
        }

        func required(_ text: String?, _ key: String, _ what: String) throws(ScenarioLoadError) -> String {
            guard let text else { throw error(.missingKey, key, "\(what) needs \(quoted(key))") }
            guard !text.isEmpty else { throw error(.emptyName, key, "\(key) cannot be empty") }
            return text
        }

        /// A morph's `frame` object: x, y, width and height, all required.
        func rect(_ value: Node) throws(ScenarioLoadError) -> CGRect {
            guard case .object(let list) = value.content else {
                throw error(.wrongType, "frame", "frame must be an object with x, y, width and height, not \(value.typeName)")
            }
            if let duplicate = firstDuplicate(list) {
                throw error(.duplicateKey, "frame.\(duplicate)", "the key appears twice in the frame")
            }
            let fields = ["x", "y", "width", "height"]
            for member in list where !fields.contains(member.key) {
                throw error(.unknownKey, "frame.\(member.key)", "unknown key; a frame has x, y, width and height")
            }
            var numbers: [Double] = []
            for field in fields {
                let key = "frame.\(field)"
                guard let member = list.first(where: { $0.key == field }) else {
                    throw error(.missingKey, key, "a frame needs x, y, width and height")
                }
                guard case .number(let number) = member.value.content else {
                    throw error(.wrongType, key, "\(field) must be a number, not \(member.value.typeName)")
                }
                guard number.isFinite else { throw error(.outOfRange, key, "\(field) is too large for a Double") }
                guard number >= 0 || field == "x" || field == "y" else {
                    throw error(.outOfRange, key, "\(field) must be >= 0, not \(number)")
                }
                numbers.append(number)
            }
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }

        /// Refuses an `interpolation` object without an easing's shape, which cannot decode,
        /// when reading it through `JSONDecoder` would hold more than the budget's
        /// memory multiple of the file: the document, the text written for it and its
        /// `Data` copy, and three times `JSONDecoder`'s map (which its growth copies).
        func checkDecoderMemory(_ value: Node) throws(ScenarioLoadError) {
            let document = value.document
            let limit = meter.budget.memoryLimit(forInputBytes: document.inputBytes)
            // The map alone, counted from the tape, decides most refusals; the text's
            // length is computed only when it has to be.
            let shaped = Easing.hasDecodableShape(value)
            var requested = document.heldBytes + 3 * ScenarioJSON.decoderMapBytes(of: value)
            if requested <= limit || shaped {
                requested += 2 * ScenarioJSON.compactTextLength(of: value)
                guard requested > limit, !shaped else {
                    document.noteTransient(requested - document.heldBytes)  // what JSONDecoder will hold, at most
                    return
                }
            }
            let budget = meter.budget
            let keyOffset = interpolationKeyIndex.flatMap { Node(document: document, index: $0).offset } ?? 0
            let (line, column) = document.lineAndColumn(ofByte: keyOffset)
            throw ScenarioLoadError(
                .overBudget, scenario: scenario, keyframeIndex: index, key: "interpolation",
                reason: DecodingBudgetError(
                    limit: .memory, maximum: budget.maximumMemoryMultiple, requested: requested,
                    path: "line \(line), column \(column)"
                ).description,
                line: line, column: column, limit: .memory)
        }

        /// `interpolation`: a P9 name, a Motion curve name, CSS, or an Easing object.
        func easing() throws(ScenarioLoadError) -> Easing {
            guard let value = members["interpolation"] else { return .linear }  // P9's default
            switch value.content {
            case .string(let text):
                if let p9 = p9Interpolations.first(where: { $0.name == text }) { return p9.easing }
                if let named = try? Easing(named: text) { return named }
                do {
                    return try Easing(css: text)
                } catch {
                    throw self.error(.unknownInterpolation, "interpolation", "not an easing name or CSS easing: \(error)")
                }
            case .object:
                if let problem = ScenarioJSON.problem(in: value) {
                    throw error(problem.kind, "interpolation", problem.reason)
                }
                try checkDecoderMemory(value)
                // Easing's decoding, counted against this load's budget.
                do {
                    let data = Data(compactText(of: value).utf8)
                    return try DecodingMeter.$current.withValue(meter) { try JSONDecoder().decode(Easing.self, from: data) }
                } catch let budgetError as DecodingBudgetError {
                    throw overBudget(budgetError, key: budgetError.path.isEmpty ? "interpolation" : "interpolation." + budgetError.path)
                } catch let decodingError as DecodingError {
                    let (path, problem) = ScenarioJSON.place(of: decodingError)
                    let key = path.isEmpty ? "interpolation" : "interpolation." + path
                    let kind: ScenarioLoadError.Kind =
                        switch problem {
                        case .unknownKey?: .unknownKey
                        case .outOfRange?: .outOfRange
                        case nil: .unknownInterpolation
                        }
                    throw error(kind, key, "not an easing: \(describe(decodingError))")
                } catch {
                    throw self.error(.unknownInterpolation, "interpolation", "not an easing: \(error)")
                }
            default:
                throw error(.wrongType, "interpolation", "interpolation must be a string or an easing object, not \(value.typeName)")
            }
        }
    }

    /// A duplicate key or a non-finite number anywhere inside `value`.
    private static func problem(in value: Node) -> (kind: ScenarioLoadError.Kind, reason: String)? {
        switch value.content {
        case .number(let number) where !number.isFinite:
            return (.outOfRange, "a number in the easing is too large for a Double")
        case .array(let elements):
            return elements.lazy.compactMap(problem(in:)).first
        case .object(let members):
            if let duplicate = firstDuplicate(members) {
                return (.duplicateKey, "the key \(quoted(duplicate)) appears twice in the easing")
            }
            return members.lazy.compactMap { problem(in: $0.value) }.first
        default:
            return nil
        }
    }

    /// A DecodingError's coding path (dotted) and the Easing decoding problem under it, if any.
    private static func place(of error: DecodingError) -> (path: String, problem: EasingDecodingProblem?) {
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
            return (Easing.path(c.codingPath), c.underlyingError as? EasingDecodingProblem)
        @unknown default:
            return ("", nil)
        }
    }

    /// A DecodingError's message and coding path.
    private static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(context.debugDescription) (at \(path))"
    }

    // MARK: - Encoding

    /// A library as a top-level JSON object.
    static func encode(_ library: ScenarioLibrary) throws(ScenarioJSONEncodingError) -> Value {
        var members: [Member] = []
        for name in library.names {
            let scenario = library[name]!
            var keyframes: [Value] = []
            var nanoseconds: Int64 = 0  // the scenario's length so far, as loading counts it
            for (index, keyframe) in scenario.keyframes.enumerated() {
                keyframes.append(try encode(keyframe, scenario: name, index: index))
                let after = Scenario.nanoseconds(keyframe.after)
                if after < 0x1p62 { nanoseconds += Int64(after) }
                guard after < 0x1p62, nanoseconds < Scenario.maximumNanoseconds else {
                    throw ScenarioJSONEncodingError(
                        .invalidValue, scenario: name, keyframeIndex: index, key: "after",
                        reason: "the scenario lasts \(Scenario.maximumDuration) s (2^62 ns) or longer by here, which loading refuses")
                }
            }
            members.append(Member(key: name, value: .array(keyframes)))
        }
        return .object(members)
    }

    /// One keyframe in P9's schema, with Motion's extensions only where needed.
    private static func encode(
        _ keyframe: ScenarioKeyframe, scenario: String, index: Int
    ) throws(ScenarioJSONEncodingError) -> Value {
        func error(_ kind: ScenarioJSONEncodingError.Kind, _ key: String?, _ reason: String) -> ScenarioJSONEncodingError {
            ScenarioJSONEncodingError(kind, scenario: scenario, keyframeIndex: index, key: key, reason: reason)
        }
        func number(_ key: String, _ value: Double) throws(ScenarioJSONEncodingError) -> Member {
            guard value.isFinite else { throw error(.invalidValue, key, "JSON cannot hold \(key) = \(value)") }
            return Member(key: key, value: .number(value))
        }
        func name(_ key: String, _ text: String) throws(ScenarioJSONEncodingError) -> Member {
            guard !text.isEmpty else { throw error(.invalidValue, key, "\(key) cannot be empty") }
            return Member(key: key, value: .string(text))
        }
        var members = [try number("after", keyframe.after)]
        let type: String
        switch keyframe.kind {
        case .translate(let x, let y):
            type = "translate"
            members += [try number("x", x), try number("y", y)]
        case .rotate(let axis, let degrees, let anchor):
            type = "rotate" + axis.rawValue.uppercased()
            members += [try number("angle", degrees), try number("anchorX", Double(anchor.x)), try number("anchorY", Double(anchor.y))]
        case .scale(let x, let y, let anchor):
            type = "scale"
            members += [
                try number("x", x), try number("y", y), try number("anchorX", Double(anchor.x)), try number("anchorY", Double(anchor.y)),
            ]
        case .alpha(let alpha):
            type = "alpha"
            guard alpha >= 0 && alpha <= 1 else { throw error(.invalidValue, "alpha", "alpha must lie in [0, 1], not \(alpha)") }
            members.append(try number("alpha", alpha))
        case .morph(.named(let target)):
            type = "morph"
            members.append(try name("target", target))
        case .morph(.frame(let frame)):
            type = "morph"
            let fields = [
                try number("frame.x", Double(frame.origin.x)), try number("frame.y", Double(frame.origin.y)),
                try number("frame.width", Double(frame.size.width)), try number("frame.height", Double(frame.size.height)),
            ]
            guard frame.size.width >= 0 && frame.size.height >= 0 else {
                throw error(.invalidValue, "frame", "a morph frame cannot have a negative size: \(frame)")
            }
            let object = fields.map { Member(key: String($0.key.dropFirst("frame.".count)), value: $0.value) }
            members.append(Member(key: "frame", value: .object(object)))
        case .frameAnimation(let target, let velocity, let loops):
            type = "frameAnimation"
            members += [try name("target", target), try number("velocity", velocity), Member(key: "loop", value: .bool(loops))]
        case .action(let action):
            type = "action"
            guard let actionName = action.name else {
                throw error(
                    .closureAction, nil,
                    "a closure action cannot be encoded; use ScenarioAction(named:) and perform it by name"
                )
            }
            members.append(try name("name", actionName))
        }
        members.append(Member(key: "type", value: .string(type)))
        members.append(Member(key: "interpolation", value: try encode(keyframe.interpolation, error: error)))
        return .object(members)
    }

    /// An interpolation: P9's name for Core Animation's four curves, else Easing's Codable form.
    private static func encode(
        _ easing: Easing,
        error makeError: (ScenarioJSONEncodingError.Kind, String?, String) -> ScenarioJSONEncodingError
    ) throws(ScenarioJSONEncodingError) -> Value {
        if let p9 = p9Interpolations.first(where: { $0.easing == easing }) { return .string(p9.name) }
        let data: Data
        do {
            data = try JSONEncoder().encode(easing)
        } catch {
            throw makeError(.unencodableEasing, "interpolation", "the easing cannot be encoded: \(error)")
        }
        do {
            return Value(try parse(data).root)
        } catch {
            preconditionFailure("JSONEncoder wrote JSON that Motion cannot read: \(error)")
        }
    }
}

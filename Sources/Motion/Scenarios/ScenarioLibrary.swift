/// A set of named scenarios: what P9ViewAnimator keeps in its singleton, as a value.
///
/// Load scenarios from JSON (see `ScenarioLibrary+JSON.swift`) or add them in
/// code, then hand the library to a ``ScenarioPlayer``.
public struct ScenarioLibrary: Hashable, Sendable {
    /// The scenarios by name.
    public private(set) var scenarios: [String: Scenario]

    /// Creates a library holding `scenarios`.
    /// - Parameter scenarios: Scenarios with distinct names.
    public init(_ scenarios: [Scenario] = []) {
        self.scenarios = [:]
        for scenario in scenarios {
            precondition(self.scenarios[scenario.name] == nil, "two scenarios are named \"\(scenario.name)\"")
            self.scenarios[scenario.name] = scenario
        }
    }

    /// The scenario named `name`, if there is one.
    public subscript(name: String) -> Scenario? { scenarios[name] }

    /// The scenario names, sorted.
    public var names: [String] { scenarios.keys.sorted() }

    /// Adds `scenario`.
    /// - Parameters:
    ///   - scenario: The scenario to add.
    ///   - overwrite: Whether a scenario of the same name is replaced; when `false`
    ///     an existing scenario is kept and `scenario` is ignored, as P9ViewAnimator does.
    /// - Returns: Whether `scenario` was added.
    @discardableResult
    public mutating func add(_ scenario: Scenario, overwrite: Bool = true) -> Bool {
        if !overwrite && scenarios[scenario.name] != nil { return false }
        scenarios[scenario.name] = scenario
        return true
    }

    /// Removes the scenario named `name`, returning it.
    @discardableResult
    public mutating func remove(named name: String) -> Scenario? {
        scenarios.removeValue(forKey: name)
    }

    /// Removes every scenario.
    public mutating func removeAll() {
        scenarios.removeAll()
    }
}

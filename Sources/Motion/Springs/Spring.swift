/// A damped harmonic spring, with SwiftUI's `Spring` surface.
public struct Spring: Sendable {
    /// The validated C parameters (`cspring_params`).
    @usableFromInline
    internal var parameters: cspring_params

    @inlinable
    internal init(parameters: cspring_params) {
        self.parameters = parameters
    }

    /// A spring from its physical coefficients.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        var p = cspring_params()
        let status = cspring_params_init(&p, mass, stiffness, damping)
        precondition(status == .CSPRING_OK, "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping)): \(String(cString: cspring_status_description(status)))")
        self.init(parameters: p)
    }
}

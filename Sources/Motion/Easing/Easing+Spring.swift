// A spring's step response as an easing.

extension Easing {
    /// The tolerance that defines a spring easing's duration: the settling duration is
    /// the last time a unit step from rest is more than this far from its target
    /// (SwiftUI's ε).
    public static let springSettlingTolerance = 0.001

    /// A spring's unit step response from rest, normalised in time to its settling
    /// duration.
    ///
    /// With `T` the spring's settling duration for ε = ``springSettlingTolerance``
    /// (`cspring_params_settling_duration`), `value(at: p)` is the position at time
    /// `p T` of the spring released at 0 with velocity 0 toward 1
    /// (`cspring_evaluate`). It is exactly 0 at 0 and exactly 1 from 1 on, where the
    /// real spring is still within ε of 1 (so the curve may step by up to ε at the
    /// end). A bouncy spring overshoots 1 in between. Below 0 it is 0.
    ///
    /// Precondition: the spring settles (its damping is greater than 0).
    /// - Parameter spring: The spring; only its physical parameters matter.
    /// - Returns: The spring easing.
    public static func spring(_ spring: Spring) -> Easing {
        do {
            return try springEasing(spring.parameters)
        } catch {
            preconditionFailure("Easing.spring: \(error.message)")
        }
    }

    /// The settling duration in seconds of a spring easing (the time that progress 1
    /// stands for), or `nil` for every other easing.
    public var springSettlingDuration: Double? {
        if case .spring(_, let settlingDuration) = storage { return settlingDuration }
        return nil
    }

    /// The spring easing of validated C parameters, or why there is none.
    internal static func springEasing(_ parameters: cspring_params) throws(InvalidEasing) -> Easing {
        var duration = 0.0
        let status = withUnsafePointer(to: parameters) {
            cspring_params_settling_duration($0, springSettlingTolerance, &duration)
        }
        guard status == .CSPRING_OK, duration.isFinite, duration > 0 else {
            throw InvalidEasing(
                "the spring (mass \(parameters.mass), stiffness \(parameters.stiffness), damping \(parameters.damping)) never settles: \(String(cString: cspring_status_description(status)))"
            )
        }
        return Easing(storage: .spring(parameters, settlingDuration: duration))
    }
}

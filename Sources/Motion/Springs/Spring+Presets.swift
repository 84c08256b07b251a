// SwiftUI's named springs: duration 0.5 s with bounce 0, 0.15 and 0.3.

extension Spring {
    /// A smooth spring with no bounce: duration 0.5 s, bounce 0 (SwiftUI's `.smooth`).
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15 (SwiftUI's `.snappy`).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// A bouncy spring: duration 0.5 s, bounce 0.3 (SwiftUI's `.bouncy`).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring (base bounce 0) with a custom duration and extra bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, > 0.
    ///   - extraBounce: Added to the base bounce of 0; the sum must be in (−1, 1].
    /// - Returns: `Spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring (base bounce 0.15) with a custom duration and extra bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, > 0.
    ///   - extraBounce: Added to the base bounce of 0.15; the sum must be in (−1, 1].
    /// - Returns: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring (base bounce 0.3) with a custom duration and extra bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, > 0.
    ///   - extraBounce: Added to the base bounce of 0.3; the sum must be in (−1, 1].
    /// - Returns: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

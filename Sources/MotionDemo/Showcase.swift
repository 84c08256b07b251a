import Motion

/// One row of the race: a curve or a spring, with its legend.
struct ShowcaseRow {
    /// How the row's dot moves.
    enum Movement {
        /// A timed animation along an easing curve.
        case easing(Easing, duration: Duration)
        /// A spring released at rest at 0 toward 1; it lasts until it settles.
        case spring(Spring)
    }

    /// The short label on the left, e.g. "easeOutBack" or "spring .bouncy".
    let label: String
    /// The legend on the right: the CSS text or the spring's parameters.
    let detail: String
    /// The motion.
    let movement: Movement

    /// The colour family of the dot.
    var kind: Kind {
        switch movement {
        case .easing(let easing, _): easing.cssString == nil ? .curve : .css
        case .spring: .spring
        }
    }

    /// The three families the renderer colours differently.
    enum Kind {
        /// A curve with no exact CSS form (Penner, AHEasing, smoothstep).
        case curve
        /// A CSS timing function.
        case css
        /// A spring.
        case spring
    }
}

extension ShowcaseRow {
    /// The length of every timed row.
    static let curveDuration = Duration.seconds(2)

    /// A timed row; the label defaults to the curve's canonical name.
    static func curve(_ easing: Easing, _ detail: String, label: String? = nil) -> ShowcaseRow {
        ShowcaseRow(
            label: label ?? easing.name ?? "curve", detail: detail, movement: .easing(easing, duration: curveDuration))
    }

    /// A spring row whose legend gives SwiftUI's duration and bounce and the settle time.
    static func spring(_ spring: Spring, named name: String) -> ShowcaseRow {
        let detail = "duration \(decimal(spring.duration, 2)) s, bounce \(decimal(spring.bounce, 2)), "
            + "settles \(decimal(spring.settlingDuration, 2)) s"
        return ShowcaseRow(label: "spring \(name)", detail: detail, movement: .spring(spring))
    }

    /// The representative set shown by the race: curves of each family, CSS functions and springs.
    static let all: [ShowcaseRow] = [
        .curve(.linear, "CSS linear"),
        .curve(.easeInOutSine, "Penner sine"),
        .curve(.easeInOutCubic, "Penner cubic"),
        .curve(.easeOutExpo, "Penner exponential"),
        .curve(.easeOutBack, "Penner back, overshoot 1.70158"),
        .curve(.easeOutElastic, "Penner elastic, period 0.3"),
        .curve(.easeOutBounce, "Penner bounce"),
        .curve(.ahBackEaseOut, "AHEasing back (sine overshoot)"),
        .curve(.smootherStep, "Perlin: 6t⁵ − 15t⁴ + 10t³"),
        .curve(.ease, "CSS " + (Easing.ease.cssString ?? "ease") + " = cubic-bezier(.25, .1, .25, 1)"),
        .curve(backBezier, "CSS " + (backBezier.cssString ?? ""), label: "cubic-bezier"),
        .curve(.steps(5), "CSS steps(5, jump-end)", label: "steps(5)"),
        .spring(.smooth, named: ".smooth"),
        .spring(.snappy, named: ".snappy"),
        .spring(.bouncy, named: ".bouncy"),
        customSpring,
    ]

    /// A CSS cubic-bezier with overshoot at both ends ("easeInOutBack" in CSS).
    static let backBezier = Easing.cubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)

    /// A spring given by its physical coefficients, with a legend that says so.
    static let customSpring: ShowcaseRow = {
        let spring = Spring(mass: 1, stiffness: 100, damping: 8)
        let detail = "m 1, k 100, c 8 (ζ \(decimal(spring.dampingRatio, 2))), "
            + "settles \(decimal(spring.settlingDuration, 2)) s"
        return ShowcaseRow(label: "spring custom", detail: detail, movement: .spring(spring))
    }()
}

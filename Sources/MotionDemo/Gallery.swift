import Foundation
import Motion

/// One card of the gallery: a curve, its plot and its live CSS animation.
struct GalleryEntry {
    /// The card's title: the curve's canonical name, or a description.
    let title: String
    /// An optional second line (a spring's parameters).
    var subtitle: String?
    /// The curve.
    let easing: Easing
    /// The length of one leg of the CSS animation, in seconds.
    var duration = 2.0
}

/// A titled group of cards.
struct GallerySection {
    /// The heading.
    let title: String
    /// A sentence under the heading.
    let note: String
    /// The cards.
    var entries: [GalleryEntry]
}

/// The `gallery` subcommand: every named curve by family, CSS functions,
/// parametric curves, springs and the sampled layers scene, written as one
/// self-contained HTML page.
enum Gallery {
    /// Writes the page to `path` and prints where.
    /// - Returns: The exit status: 0, or 1 when the file cannot be written.
    static func write(to path: String) -> Int32 {
        let url = URL(fileURLWithPath: path)
        do {
            var page = GalleryPage(sections: sections(), layerScene: .make(), scenarioFigure: try ScenarioFigure.make())
            page.expectations = try GalleryExpectations.block(layers: page.layerScene, scenarios: page.scenarioFigure)
            try page.html.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            let message = "motion-demo: cannot write \(url.path): \(error.localizedDescription)\n"
            FileHandle.standardError.write(Data(message.utf8))
            return 1
        }
        print(url.path)
        return 0
    }

    /// All sections, named curves first.
    static func sections() -> [GallerySection] {
        namedSections() + [cssFunctions, parametric, springs]
    }

    /// ``Easing/allNamed`` grouped by family, in the C enum's order.
    static func namedSections() -> [GallerySection] {
        var sections: [GallerySection] = []
        for easing in Easing.allNamed {
            let name = easing.name ?? "?"
            let family = family(of: name)
            let entry = GalleryEntry(title: name, easing: easing)
            if let index = sections.firstIndex(where: { $0.title == family }) {
                sections[index].entries.append(entry)
            } else {
                sections.append(GallerySection(title: family, note: note(for: family), entries: [entry]))
            }
        }
        return sections
    }

    /// The family of a canonical curve name: "CSS keywords", "Cubic", "AHEasing Back", …
    static func family(of name: String) -> String {
        if name == "linear" || name == "ease" || name.hasPrefix("ease-") || name.hasPrefix("step-") {
            return "CSS keywords"
        }
        if name.hasPrefix("smooth") { return "Smoothstep" }
        if name.hasPrefix("ah"), let ease = name.range(of: "Ease") {  // ahBackEaseIn
            return "AHEasing " + name[name.index(name.startIndex, offsetBy: 2)..<ease.lowerBound]
        }
        var rest = name.dropFirst("ease".count)  // easeInOutCubic
        for variant in ["InOut", "OutIn", "In", "Out"] where rest.hasPrefix(variant) {
            rest = rest.dropFirst(variant.count)
            break
        }
        return String(rest)
    }

    /// The sentence under a family's heading.
    static func note(for family: String) -> String {
        switch family {
        case "CSS keywords": "CSS's keyword timing functions; exact in CSS."
        case "Smoothstep": "Hermite smoothstep 3t² − 2t³ and Perlin's smootherstep 6t⁵ − 15t⁴ + 10t³."
        case "Atan": "Arctangent curves: atan(15t) / atan(15) and its in / in-out forms."
        case let family where family.hasPrefix("AHEasing"):
            "AHEasing's (and INTUAnimationEngine's) version, which differs from Penner's."
        default: "Robert Penner's \(family.lowercased()) equations: in, out, in-out and out-in."
        }
    }

    /// CSS's parametric timing functions.
    static let cssFunctions = GallerySection(
        title: "CSS functions",
        note: "cubic-bezier(), steps() with each jump position, and linear() stops; exact in CSS.",
        entries: [
            GalleryEntry(title: "cubic-bezier (back)", easing: .cubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)),
            GalleryEntry(title: "cubic-bezier (standard)", easing: .cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)),
            GalleryEntry(title: "steps(4, jump-start)", easing: .steps(4, position: .jumpStart)),
            GalleryEntry(title: "steps(4, jump-end)", easing: .steps(4, position: .jumpEnd)),
            GalleryEntry(title: "steps(4, jump-none)", easing: .steps(4, position: .jumpNone)),
            GalleryEntry(title: "steps(4, jump-both)", easing: .steps(4, position: .jumpBoth)),
            GalleryEntry(title: "linear() stops", easing: .linear([0, 0.9, 0.7, 1])),
        ])

    /// Curves with parameters beyond the named ones.
    static let parametric = GallerySection(
        title: "Parametric",
        note: "Curve families with a parameter; exported to CSS as linear() within 0.001.",
        entries: [
            GalleryEntry(title: "power(.inOut, exponent: 2.5)", easing: .power(.inOut, exponent: 2.5)),
            GalleryEntry(title: "back(.out, overshoot: 3)", easing: .back(.out, overshoot: 3)),
            GalleryEntry(title: "elastic(.out, period: 0.5)", easing: .elastic(.out, amplitude: 1, period: 0.5)),
            GalleryEntry(title: "overshoot(count: 2)", easing: .overshoot(count: 2)),
            GalleryEntry(title: "exponentialDecelerate()", easing: .exponentialDecelerate()),
        ])

    /// Spring step responses as easings; each plays for its settling duration.
    static var springs: GallerySection {
        let presets: [(String, Spring)] = [
            ("Spring.smooth", .smooth), ("Spring.snappy", .snappy), ("Spring.bouncy", .bouncy),
            ("Spring(duration: 1, bounce: 0.5)", Spring(duration: 1, bounce: 0.5)),
            ("Spring(mass: 1, stiffness: 100, damping: 8)", Spring(mass: 1, stiffness: 100, damping: 8)),
            ("Spring(response: 0.4, dampingRatio: 1.5)", Spring(response: 0.4, dampingRatio: 1.5)),
        ]
        let entries = presets.map { title, spring in
            GalleryEntry(
                title: title,
                subtitle: "duration \(decimal(spring.duration, 2)) s, bounce \(decimal(spring.bounce, 2)), "
                    + "ζ \(decimal(spring.dampingRatio, 2)), settles in \(decimal(spring.settlingDuration, 2)) s",
                easing: .spring(spring), duration: spring.settlingDuration)
        }
        return GallerySection(
            title: "Springs",
            note: "Easing.spring(_:): a spring's step response over its settling duration, which is also "
                + "the length of its CSS animation here.",
            entries: entries)
    }
}

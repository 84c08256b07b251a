import Motion
import Testing

// cubic-bezier(), steps() and linear() against the published tables of
// timing.md §6.3 (spec algorithm and long-double references).

@Suite("Easing: CSS functions")
struct EasingCSSFunctionTests {
    /// timing.md §6.3, cubic-bezier, exact to the digits shown (14 significant).
    static let bezierTable: [((Double, Double, Double, Double), [Double])] = [
        ((0.25, 0.1, 0.25, 1), [0.094796305716043, 0.40851059135540, 0.80240338758486, 0.96045897834897, 0.99431647748456]),
        ((0.42, 0, 1, 1), [0.017026609651563, 0.093464650718825, 0.31535681257254, 0.62186186917489, 0.83942784576247]),
        ((0, 0, 0.58, 1), [0.16057215423753, 0.37813813082511, 0.68464318742746, 0.90653534928118, 0.98297339034844]),
        ((0.42, 0, 0.58, 1), [0.019722453548311, 0.12916193104732, 0.5, 0.87083806895268, 0.98027754645169]),
        ((0.4, 0, 0.2, 1), [0.025863014891413, 0.23658736046778, 0.77556131111620, 0.95936773673938, 0.99435392873688]),
        ((0.68, -0.55, 0.265, 1.55), [-0.066291477333529, -0.082807108828323, 0.60667989722377, 1.0891657748134, 1.0623731951664]),
    ]

    @Test("cubicBezier matches timing.md §6.3 to its digits and is exact at the ends")
    func cubicBezierTable() {
        let inputs = [0.1, 0.25, 0.5, 0.75, 0.9]
        for ((x1, y1, x2, y2), expected) in Self.bezierTable {
            let easing = Easing.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            #expect(exactAtEnds(easing))
            for (x, value) in zip(inputs, expected) {
                // 14 significant digits: half a unit in the last place shown, relative.
                #expect(abs(easing.value(at: x) - value) <= 5e-14 * max(1, abs(value)), "(\(x1), \(y1), \(x2), \(y2)) at \(x)")
            }
        }
    }

    @Test("the keywords equal their cubic-bezier() definitions")
    func keywordsAreBeziers() {
        let pairs: [(Easing, Easing)] = [
            (.ease, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
            (.easeIn, .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
            (.easeOut, .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),
            (.easeInOut, .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        ]
        for (keyword, bezier) in pairs {
            #expect(keyword != bezier, "equality is structural")
            #expect(maxDifference(keyword.value(at:), bezier.value(at:), over: grid) <= 2e-16)
        }
    }

    @Test("steps(4, ·) matches the spec table of timing.md §6.3")
    func stepsTable() {
        let inputs = [0, 0.25, 0.3, 0.5, 0.99, 1]
        let table: [(Easing.StepPosition, [Double])] = [
            (.jumpStart, [0.25, 0.5, 0.5, 0.75, 1, 1]),
            (.jumpEnd, [0, 0.25, 0.25, 0.5, 0.75, 1]),
            (.jumpNone, [0, 1.0 / 3, 1.0 / 3, 2.0 / 3, 1, 1]),
            (.jumpBoth, [0.2, 0.4, 0.4, 0.6, 0.8, 1]),
        ]
        for (position, expected) in table {
            let easing = Easing.steps(4, position: position)
            for (x, value) in zip(inputs, expected) {
                #expect(easing.value(at: x) == value, "steps(4, \(position)) at \(x)")
            }
        }
        #expect(Easing.steps(4) == Easing.steps(4, position: .jumpEnd))
        #expect(Easing.steps(4, position: .start) == Easing.steps(4, position: .jumpStart))
        #expect(Easing.steps(4, position: .end) == Easing.steps(4, position: .jumpEnd))
        #expect(Easing.stepEnd.value(at: 1) == 1)
        #expect(Easing.stepStart.value(at: 0) == 1)
    }

    @Test("linear() matches the spec table of timing.md §6.3, including the fix-up")
    func linearTable() {
        let inputs = [-0.5, 0.1, 0.5, 0.9, 1.2]
        let table: [([Easing.LinearStop], [Double])] = [
            ([0, 0.25, 1], [-0.25, 0.05, 0.25, 0.85, 1.3]),
            ([0, .init(0.25, at: 0.75), 1], [-1.0 / 6, 1.0 / 30, 1.0 / 6, 0.7, 1.6]),
            ([0, .init(0.25, from: 0.25, to: 0.75), 1], [-0.5, 0.1, 0.25, 0.7, 1.6]),
            ([.init(0, at: 0.2), .init(0.5, at: 0.1), 1], [0.5, 0.5, 0.6875, 0.9375, 1.125]),
        ]
        for (stops, expected) in table {
            let easing = Easing.linear(stops)
            for (x, value) in zip(inputs, expected) {
                #expect(abs(easing.value(at: x) - value) <= 4e-16, "linear(\(stops.map(\.output))) at \(x)")
            }
        }
        #expect(exactAtEnds(.linear([0, 0.3, 0.1, 1])))
    }

    @Test("a linear() easing owns its points: copies outlive the stops array")
    func linearOwnsItsPoints() {
        func make() -> Easing {
            var stops: [Easing.LinearStop] = [0, 0.5, 1]
            let easing = Easing.linear(stops)
            stops[1] = 0.9  // must not reach the easing
            return easing
        }
        let easings = (0..<8).map { _ in make() }
        for easing in easings {
            #expect(easing.value(at: 0.25) == 0.25)
            #expect(easing.value(at: 0.75) == 0.75)
        }
    }
    @Test("cubicBezier with control values near greatestFiniteMagnitude stays finite (issue 14)")
    func cubicBezierHugeControlValues() {
        let big = Double.greatestFiniteMagnitude
        let easing = Easing.cubicBezier(x1: 0.5, y1: big, x2: 0.5, y2: big)
        // The end tangent through P2 = (0.5, big) and P3 = (1, 1): 1 + (1 - big) / 0.5 · 0.5,
        // which is 1 - big; the slope alone (-2 big) overflows.
        #expect(easing.value(at: 1.5) == 1 - big)
        #expect(easing.value(at: -0.25) == -big / 2)
        // Inside: y(t) = 3 s t (s + t) big + t^3 at t = 1/2 (x(1/2) = 1/2) is 0.75 big + 0.125.
        #expect(easing.value(at: 0.5) == 0.75 * big)
        // Beyond the Double range the tangent saturates instead of overflowing.
        #expect(easing.value(at: 3) == -big)
        for x in stride(from: -2.0, through: 3.0, by: 1.0 / 64) {
            #expect(easing.value(at: x).isFinite, "at \(x)")
        }
    }

    @Test("a control point straight above or below an end extrapolates flat, as WPT expects")
    func verticalEndTangents() {
        // css/css-easing/cubic-bezier-timing-functions-output.html: "the tangent at the
        // endpoint (x = 1.0) is infinity so we should just return 1.0" (and 0.0 below 0).
        let up = Easing.cubicBezier(x1: 0, y1: 1.5, x2: 1, y2: 1.5)
        let down = Easing.cubicBezier(x1: 0, y1: -0.5, x2: 1, y2: -0.5)
        for x in [1.01, 1.5, 7, 1e300] { #expect(up.value(at: x) == 1) }
        for x in [-0.01, -0.5, -7, -1e300] { #expect(down.value(at: x) == 0) }
        // Both control points on an end: the identity line.
        #expect(Easing.cubicBezier(x1: 0, y1: 0, x2: 0, y2: 0).value(at: -2) == -2)
        #expect(Easing.cubicBezier(x1: 1, y1: 1, x2: 1, y2: 1).value(at: 3) == 3)
    }
}

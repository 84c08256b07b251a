import Foundation
import Motion
import Testing

// The Swift blocks of the article "Reliability", run and checked.

@Suite("Reliability: the article's examples")
struct ReliabilityArticleTests {
    @Test("every Swift block of the article is compiled and run here")
    func articleBlocksAreTested() throws {
        let (missing, count) = try ArticleSnippets.blocksMissing(fromArticle: "Reliability", in: #filePath)
        #expect(count >= 1)
        #expect(missing.isEmpty, "not in this test: \(missing)")
    }

    /// Two baked easings of 65 537 entries each: twice the standard table budget.
    static let twoTables = """
        {"s": [
          {"type": "alpha", "after": 1, "alpha": 0.5,
           "interpolation": {"kind": "baked", "resolution": 65537, "easing": "easeOutCubic"}},
          {"type": "alpha", "after": 1, "alpha": 1,
           "interpolation": {"kind": "baked", "resolution": 65537, "easing": "easeInCubic"}}
        ]}
        """

    @Test("the standard budget refuses the file, naming the limit; the raised one loads it")
    func raisedBudget() throws {
        var standard = ScenarioLibrary()
        do {
            try standard.load(json: Self.twoTables)
            Issue.record("two full tables loaded under the standard budget")
        } catch {
            #expect(error.kind == .overBudget && error.limit == .tableEntries)
            #expect(error.scenario == "s" && error.keyframeIndex == 1)
        }
        #expect(standard["s"] == nil)

        let json = Self.twoTables
        var library = ScenarioLibrary()
        // Trusted, larger data: raise the limits you need.
        let budget = DecodingBudget(maximumTableEntries: 1 << 20)
        try library.load(json: json, budget: budget)

        // Easings decoded with a JSONDecoder use the budget in its userInfo.
        let decoder = JSONDecoder()
        decoder.userInfo[.decodingBudget] = budget
        let easing = try decoder.decode(Easing.self, from: Data(#"{"kind": "spring", "mass": 1, "stiffness": 100, "damping": 10}"#.utf8))

        #expect(library["s"]?.keyframes.count == 2)
        // The decoded spring is the step response of m = 1, k = 100, c = 10
        // (ζ = 0.5, ω0 = 10) over its settling duration T, in closed form.
        let settling = try #require(easing.springSettlingDuration)
        #expect(easing.value(at: 0) == 0 && easing.value(at: 1) == 1)
        let lambda = 5.0, omegaD = (100.0 - 25).squareRoot()
        for t in stride(from: 0.05, to: 1, by: 0.05) {
            let time = t * settling
            let x = 1 - exp(-lambda * time) * (cos(omegaD * time) + lambda / omegaD * sin(omegaD * time))
            #expect(abs(easing.value(at: t) - x) < 1e-13)
        }
    }

    @Test("the magnitude example is refused at load, naming the key and the value, as the article shows")
    func magnitudeExample() throws {
        var library = ScenarioLibrary()
        do {
            try library.load(json: #"{"far": [{"after": 1, "x": 1e308}, {"after": 1, "x": 1e308}]}"#)
        } catch {
            // scenario "far", keyframe 0, key "x": x = 1e+308: its magnitude is above
            // Scenario.maximumMagnitude, 2^32 = 4294967296.0
            print(error)
        }
        #expect(library["far"] == nil)
        let error = #expect(throws: ScenarioLoadError.self) {
            try library.load(json: #"{"far": [{"after": 1, "x": 1e308}, {"after": 1, "x": 1e308}]}"#)
        }
        #expect(
            error?.description
                == #"scenario "far", keyframe 0, key "x": x = 1e+308: its magnitude is above Scenario.maximumMagnitude, 2^32 = 4294967296.0"#)
    }

    @Test("the limits the article states are the library's")
    func statedLimits() throws {
        let article = try ArticleSnippets.article("Reliability")
        #expect(Scenario.maximumMagnitude == 0x1p32 && article.contains("``Scenario/maximumMagnitude``, 2³²"))
        #expect(Scenario.maximumGrowth == 0x1p64 && article.contains("``Scenario/maximumGrowth``, 2⁶⁴"))
        #expect(
            Scenario.maximumPerformerMagnitude == 0x1p256
                && article.contains("``Scenario/maximumPerformerMagnitude``, 2²⁵⁶"))
        // The evaluation limits the C test enforces are the ones the article states.
        let costTest = try String(
            contentsOf: ArticleSnippets.root.appendingPathComponent("Tests/C/test_cspring_settle_cost.c"),
            encoding: .utf8)
        func limit(_ name: String) -> String? {
            costTest.split(separator: "\n").first { $0.hasPrefix("#define \(name) ") }?
                .split(separator: " ").last.map(String.init)
        }
        let everyday = try #require(limit("EVERYDAY_EVALUATION_LIMIT"))
        let normal = try #require(limit("NORMAL_RATE_EVALUATION_LIMIT"))
        let any = try #require(limit("SETTLE_EVALUATION_LIMIT"))
        let prose = article.replacingOccurrences(of: "\n", with: " ")
        #expect(prose.contains("at most \(any) times for any input"))
        #expect(prose.contains("find at most \(everyday) for everyday springs and \(normal) for any spring whose rates are normal doubles"))
    }
}

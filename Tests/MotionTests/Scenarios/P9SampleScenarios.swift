// P9ViewAnimator's sample scenarios, as test data.

/// A reconstruction of P9ViewAnimator's sample `Sample/Sample/senarios.json`.
///
/// The original file is not available; seeds.md §5.4 describes its two scenarios,
/// and this text follows that description in P9's schema (README, "Loading
/// scenarios from file"):
/// - "roar": rotateZ leaders about the bottom centre (anchor 0.5, 1.0), each with a
///   simultaneous translate: 0.2 s easeIn, then 0.3, 0.3, 0.2 and 0.2 s linear, then
///   0.2 s easeOut;
/// - "flyToTheVenus": rotateZ 360 with alpha 0.4 over 1.0 s easeIn, then a morph to
///   the target "venus" with alpha 1.0 over 1.0 s easeOut.
///
/// The angles (±15° and ±30° wobbles that sum to 0) and the small translates (which
/// also sum to 0) are plausible choices, not P9's numbers. The text mixes the ways
/// P9 files are written: integers and decimals, explicit and omitted `after: 0`,
/// explicit and omitted `"linear"`, a translate without `type`, and `z`, which P9
/// parses and ignores.
enum P9SampleScenarios {
    /// The JSON text.
    static let json = """
        {
            "roar": [
                { "type": "rotateZ", "after": 0.2, "angle": 15, "anchorX": 0.5, "anchorY": 1.0, "interpolation": "easeIn" },
                { "type": "translate", "after": 0, "x": 0, "y": -6, "z": 0, "interpolation": "easeIn" },

                { "type": "rotateZ", "after": 0.3, "angle": -30, "anchorX": 0.5, "anchorY": 1.0, "interpolation": "linear" },
                { "type": "translate", "x": -4, "y": 0, "interpolation": "linear" },

                { "type": "rotateZ", "after": 0.3, "angle": 30, "anchorX": 0.5, "anchorY": 1.0 },
                { "x": 8 },

                { "type": "rotateZ", "after": 0.2, "angle": -30, "anchorX": 0.5, "anchorY": 1.0, "interpolation": "linear" },
                { "type": "translate", "after": 0.0, "x": -8.0, "y": 0.0, "interpolation": "linear" },

                { "type": "rotateZ", "after": 0.2, "angle": 30, "anchorX": 0.5, "anchorY": 1.0, "interpolation": "linear" },
                { "type": "translate", "x": 4, "interpolation": "linear" },

                { "type": "rotateZ", "after": 0.2, "angle": -15, "anchorX": 0.5, "anchorY": 1.0, "interpolation": "easeOut" },
                { "type": "translate", "x": 0, "y": 6, "interpolation": "easeOut" }
            ],
            "flyToTheVenus": [
                { "type": "rotateZ", "after": 1.0, "angle": 360, "interpolation": "easeIn" },
                { "type": "alpha", "after": 0, "alpha": 0.4, "interpolation": "easeIn" },
                { "type": "morph", "after": 1.0, "target": "venus", "interpolation": "easeOut" },
                { "type": "alpha", "alpha": 1.0, "interpolation": "easeOut" }
            ]
        }
        """
}

import Motion

/// The fixed layout and physics of the demo. The C example
/// (`Examples/c/sdl_springs.c`) and the pixel test (`scripts/sdl_pixels.py`)
/// use the same numbers.
enum Scene {
    /// The window's size in pixels.
    static let width = 640
    /// The window's height in pixels.
    static let height = 360
    /// A card's size in pixels.
    static let cardSize = SIMD2<Double>(80, 56)
    /// Where a card's top-left corner may rest: the whole window.
    static let bounds = (
        x: 0.0...(Double(width) - cardSize.x),
        y: 0.0...(Double(height) - cardSize.y)
    )
    /// The slots' top-left corners: two rows of three.
    static let slots: [SIMD2<Double>] = [
        SIMD2(40, 24), SIMD2(280, 24), SIMD2(520, 24),
        SIMD2(40, 124), SIMD2(280, 124), SIMD2(520, 124),
    ]
    /// The slot each card starts in.
    static let startSlots = [3, 1, 2]
    /// Each card's colour (red, green, blue); the pixel test finds cards by it.
    static let cardColors: [(UInt8, UInt8, UInt8)] = [(230, 80, 90), (70, 160, 240), (90, 200, 120)]

    /// The fling: UIScrollView's rate, 0.998 per millisecond, in the
    /// continuous convention so that the velocity is exactly the position's
    /// derivative and the spring takes it over without a jump.
    static let decay = Decay(rate: 0.998, convention: .continuous)
    /// The spring that catches a card into its slot.
    static let spring = Spring(duration: 0.5, bounce: 0.2)
    /// The speed (pixels per second) below which the spring takes over from the fling.
    static let catchSpeed = 300.0
    /// How far back a release looks to measure the finger's velocity.
    static let velocityWindow = Duration.milliseconds(50)
    /// Rubber banding past the window's edges, one band per axis.
    static let band = (x: RubberBand(dimension: Double(width)), y: RubberBand(dimension: Double(height)))

    /// The curves that play side by side in the lower part of the window.
    static let curves: [Easing] = [
        .linear, .easeInOutCubic, .easeOutBack, .easeOutBounce, .easeOutElastic, .spring(.bouncy),
    ]
    /// How long the curves take to cross their lane.
    static let curveDuration = Duration.seconds(2)
    /// The first lane's centre line and the distance between lanes.
    static let laneTop = 232, laneSpacing = 22
    /// Where the lanes start and end horizontally.
    static let laneStart = 120.0, laneEnd = 600.0
}

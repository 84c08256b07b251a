/// Why FCAnimationFactory's fit (``BezierKeyframes/init(fcCompatible:)``) gave a piece
/// that no cubic-Bézier timing function can play, or why a segment was not fitted at
/// all (more than ``BezierKeyframes/fcMaximumPiecesPerSegment`` pieces; piece index 0).
///
/// FCAnimationFactory divides by the piece's change in value and returns NaN or
/// infinite control points in these cases; Motion reports them instead. A piece
/// whose value does not change at all is not an error (it gets
/// ``CubicBezierTiming/linear``).
public struct BezierFitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The index of the track segment the piece belongs to.
    public var segmentIndex: Int
    /// The index of the piece within its segment (0 ..< ⌈4 × duration⌉).
    public var pieceIndex: Int
    /// What was wrong.
    public var reason: String

    /// An error for piece `pieceIndex` of segment `segmentIndex`.
    ///
    /// - Parameters:
    ///   - segmentIndex: The track segment.
    ///   - pieceIndex: The piece within the segment.
    ///   - reason: What was wrong.
    public init(segmentIndex: Int, pieceIndex: Int, reason: String) {
        self.segmentIndex = segmentIndex
        self.pieceIndex = pieceIndex
        self.reason = reason
    }

    /// "segment <i>, piece <j>: <reason>".
    public var description: String {
        "segment \(segmentIndex), piece \(pieceIndex): \(reason)"
    }
}

// Bridges Swift closures to CEasing's sampling and fitting functions.

/// Calls into `ceasing_fit_bezier`, `ceasing_fit_bezier_uniform` and
/// `ceasing_bezier_segment_timing` with Swift closures as the curve.
internal enum CurveFitting {
    /// Runs `body` with a C function and context that call `function`.
    static func withCFunction<Result>(
        _ function: (Double) -> Double, _ body: (ceasing_function, UnsafeMutableRawPointer) -> Result
    ) -> Result {
        withoutActuallyEscaping(function) { escapable in
            var closure = escapable
            return withUnsafeMutablePointer(to: &closure) { pointer in
                let trampoline: ceasing_function = { context, t in
                    context.unsafelyUnwrapped.assumingMemoryBound(to: ((Double) -> Double).self).pointee(t)
                }
                return body(trampoline, UnsafeMutableRawPointer(pointer))
            }
        }
    }

    /// `ceasing_fit_bezier` of `function` on [0, 1] within `maxError`.
    ///
    /// - Precondition: `maxError` finite and ≥ 1e-12; `function` finite on [0, 1].
    static func fitBezier(_ function: (Double) -> Double, maxError: Double, caller: String) -> [ceasing_bezier_segment] {
        var count = 0
        var status = withCFunction(function) { f, context in
            ceasing_fit_bezier(f, context, maxError, nil, 0, &count)
        }
        precondition(status == .CEASING_OK, "\(caller): \(describe(status)) (maxError \(maxError))")
        var segments = [ceasing_bezier_segment](repeating: ceasing_bezier_segment(), count: count)
        status = withCFunction(function) { f, context in
            segments.withUnsafeMutableBufferPointer { buffer in
                ceasing_fit_bezier(f, context, maxError, buffer.baseAddress, buffer.count, &count)
            }
        }
        precondition(status == .CEASING_OK, "\(caller): \(describe(status)) (maxError \(maxError))")
        return Array(segments.prefix(count))
    }

    /// `ceasing_fit_bezier_uniform` of `function` on `count` equal pieces of [0, 1]
    /// (FCAnimationFactory's fit).
    static func fitBezierUniform(_ function: (Double) -> Double, count: Int, caller: String) -> [ceasing_bezier_segment] {
        var segments = [ceasing_bezier_segment](repeating: ceasing_bezier_segment(), count: count)
        let status = withCFunction(function) { f, context in
            segments.withUnsafeMutableBufferPointer { buffer in
                ceasing_fit_bezier_uniform(f, context, count, buffer.baseAddress, buffer.count, nil)
            }
        }
        precondition(status == .CEASING_OK, "\(caller): \(describe(status))")
        return segments
    }

    /// The piece's keyframe timing function (`ceasing_bezier_segment_timing`), or nil
    /// when it has none (its value returns to where it started without being flat,
    /// or a control point's time falls outside the piece).
    static func timing(of segment: ceasing_bezier_segment) -> CubicBezierTiming? {
        var piece = segment
        var bezier = ceasing_cubic_bezier()
        guard ceasing_bezier_segment_timing(&piece, &bezier) == .CEASING_OK else { return nil }
        return CubicBezierTiming(x1: bezier.x1, y1: bezier.y1, x2: bezier.x2, y2: bezier.y2)
    }

    /// The C core's description of a status.
    static func describe(_ status: ceasing_status) -> String {
        String(cString: ceasing_status_description(status))
    }
}

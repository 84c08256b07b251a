#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Natural logarithm (libm), for the Swift layer.
@usableFromInline
internal func naturalLog(_ x: Double) -> Double { log(x) }

/// log(1 + x) without cancellation (libm).
@usableFromInline
internal func naturalLog1p(_ x: Double) -> Double { log1p(x) }

extension Array: Interpolatable where Element: Interpolatable {
    /// Interpolates element by element, exact at both ends.
    ///
    /// Arrays of different lengths cannot be blended element-wise; they fall
    /// back to discrete interpolation: `self` for `fraction < 0.5`, `other`
    /// from 0.5 on (the rule of ``interpolateDiscrete(_:_:_:)``).
    ///
    /// - Parameters:
    ///   - other: The array at fraction 1.
    ///   - fraction: The progress; 0 gives `self`, 1 gives `other`.
    /// - Returns: The blended array.
    @inlinable
    public func interpolated(to other: [Element], fraction: Double) -> [Element] {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        guard count == other.count else { return fraction < 0.5 ? self : other }
        var result: [Element] = []
        result.reserveCapacity(count)
        for index in indices {
            result.append(self[index].interpolated(to: other[index], fraction: fraction))
        }
        return result
    }
}

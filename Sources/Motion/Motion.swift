// Motion: the Swift layer over the C spring and easing cores.
//
// The Swift value types, interpolation and the engine build on the two C
// modules, which are re-exported so that `import Motion` reaches them too.

@_exported import CEasing
@_exported import CSpringSolver

/// The version of the Motion package.
public enum MotionVersion {
    /// The version as major, minor and patch numbers, matching the C core's headers.
    public static let current: (major: Int, minor: Int, patch: Int) = (
        Int(CSPRING_VERSION_MAJOR), Int(CSPRING_VERSION_MINOR), Int(CSPRING_VERSION_PATCH)
    )
}

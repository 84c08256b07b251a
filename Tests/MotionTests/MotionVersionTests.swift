import Motion
import Testing

@Suite("Motion package")
struct MotionVersionTests {
    @Test("The package version matches both linked C libraries")
    func versionMatchesCLibraries() {
        let (major, minor, patch) = MotionVersion.current
        let encoded = major * 10000 + minor * 100 + patch
        #expect(Int(cspring_version()) == encoded)
        #expect(Int(ceasing_version()) == encoded)
    }
}

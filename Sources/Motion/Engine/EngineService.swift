/// State that a kind of animation keeps per engine, such as the property
/// registry of property groups: the engine holds it, knowing nothing of it
/// but the end of each frame.
internal class EngineService {
    internal required init() {}

    /// Called at the end of every frame, after the completions. Must not
    /// allocate in the steady state.
    internal func frameEnded() {}
}

extension AnimationEngine {
    /// The engine's service of type `Service`, created on first use.
    internal func service<Service: EngineService>(_ type: Service.Type) -> Service {
        for service in services where ObjectIdentifier(Swift.type(of: service)) == ObjectIdentifier(type) {
            return unsafeDowncast(service, to: Service.self)
        }
        let service = Service()
        services.append(service)
        return service
    }
}

/// Answers the compiler's messages: its capability question, and each expansion request, handed
/// to the macro the request names.
enum PluginHost {
    /// The version of the plugin protocol this plugin speaks (Swift 6.3 sends 7).
    static let protocolVersion = 7

    /// The attached macros, by the type name their `#externalMacro` declaration gives.
    static let attachedMacros: [String: any AttachedMacro.Type] = [
        "CasePathableMacro": CasePathableMacro.self,
        "ReducerMacro": ReducerMacro.self,
        "ReducerCaseMarkerMacro": ReducerCaseMarkerMacro.self,
        "ObservableStateMacro": ObservableStateMacro.self,
        "ObservationStateTrackedMacro": ObservationStateTrackedMacro.self,
        "ObservationStateIgnoredMacro": ObservationStateIgnoredMacro.self,
        "PresentsMacro": PresentsMacro.self,
        "ViewActionMacro": ViewActionMacro.self,
        "DependencyClientMacro": DependencyClientMacro.self,
        "DependencyEndpointMacro": DependencyEndpointMacro.self,
        "PerceptibleMacro": PerceptibleMacro.self,
        "PerceptionTrackedMacro": PerceptionTrackedMacro.self,
        "PerceptionIgnoredMacro": PerceptionIgnoredMacro.self,
    ]

    static func reply(to message: [String: Any]) -> [String: Any] {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
        }
        if let body = message["expandAttachedMacro"] as? [String: Any], let request = ExpansionRequest(body) {
            guard let macro = attachedMacros[request.macroType] else { return Expansion().message }
            return macro.expand(request).message
        }
        // `#Preview` (the one freestanding macro) expands to nothing: there is no canvas. A request
        // this plugin does not know (a newer compiler's) gets the same empty answer.
        return Expansion().message
    }
}

/// A macro attached to a declaration: one function answers every role it is declared with.
protocol AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion
}

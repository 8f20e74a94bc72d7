import RenderTrace

/// State that is gone once the user has acted on it: an alert, a confirmation dialog. TCA's
/// `_EphemeralState`. When such a state is presented through `ifLet`, any action it sends
/// dismisses it (unless the reducer replaced it with another one), so a feature needs no reducer
/// for its alert: `.ifLet(\.$alert, action: /Action.alert)`.
public protocol _EphemeralState {}

/// Whether presented state is ephemeral: itself, or the payload of the enum case it is in
/// (`Destination.State.alert(AlertState(…))`).
func isEphemeral(_ state: Any) -> Bool {
    if state is _EphemeralState { return true }
    guard RuntimeReflection.style(of: state) == .enum,
        let payload = RuntimeReflection.children(of: state).first?.value
    else { return false }
    return payload is _EphemeralState
}

/// Whether `action` is one of the presented ephemeral state's own (an alert's button), so that it
/// dismisses it: for a destination enum, the action must be in the same case as the state
/// (`.alert(…)` for `.alert(…)`); another case's action leaves the alert up, as in TCA.
func isEphemeral(_ state: Any, actedOnBy action: Any) -> Bool {
    if state is _EphemeralState { return true }
    guard isEphemeral(state) else { return false }
    return EnumReflection.caseLabel(of: state) == EnumReflection.caseLabel(of: action)
}

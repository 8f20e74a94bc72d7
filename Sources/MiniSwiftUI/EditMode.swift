/// Whether a list is being edited. SwiftUI's `EditMode`, read and written through the
/// `\.editMode` environment value, which `EditButton` switches.
///
/// Here the value is kept by the nearest navigation container (`NavigationStack`, …), so an
/// `EditButton` in its toolbar and the list under it share it; outside one, `\.editMode` is
/// `nil` and `EditButton` does nothing.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool {
        self != .inactive
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches edit mode: "Edit" / "Done". SwiftUI's `EditButton`, written here as
/// the view it is, so its body run shows in the trace when edit mode changes.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}

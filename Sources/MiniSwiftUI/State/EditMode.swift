/// Whether a screen is being edited. SwiftUI's `EditMode`, read and written through the
/// `\.editMode` environment value, which `EditButton` switches.
///
/// Each screen has its own, as each is hosted by its own view controller on iOS: the root, a
/// presented sheet, a pushed screen. The trace names it after the screen's view
/// (`ContentView.editMode`, `.sheet.editMode`, `NavigationStack.editMode` for a pushed screen).
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

extension RenderNode {
    /// The edit mode of the screen this node starts (the root, a presentation, a pushed screen).
    var screenEditMode: Binding<EditMode> {
        if let holder = storage["editMode"] as? EditModeHolder {
            return Binding(location: holder.location)
        }
        let owner = displayName == nil ? visibleAncestor ?? self : self
        let location = StateLocation(key: "editMode", owner: owner, value: EditMode.inactive)
        storage["editMode"] = EditModeHolder(location: location)
        return Binding(location: location)
    }
}

/// Keeps a screen's edit mode in its node without listing it among the node's `@State`.
private final class EditModeHolder {
    let location: StateLocation<EditMode>
    init(location: StateLocation<EditMode>) { self.location = location }
}

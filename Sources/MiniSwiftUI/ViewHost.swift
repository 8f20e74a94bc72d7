import RenderTrace

/// Mounts a view and drives it like a user would: the "device" of tca-learn.
///
/// There is no screen: the host keeps the render tree, applies pending updates when asked
/// (`flush()`, which every interaction and query does first, as a device renders at the end of
/// each run-loop turn), and reads back what would be visible.
///
/// ```swift
/// let host = ViewHost(Counter())
/// try host.tap("Increment: 0")
/// host.texts                       // ["Increment: 1"]
/// host.bodyRunCount(of: Counter.self)   // 2
/// ```
///
/// Each interaction records an `interaction` event in the trace, runs the control's action,
/// then flushes; a step that changed the tree's structure also records the tree before and after
/// (`renderTree`). Controls are found by the text of their label; the first match in tree order
/// is used. A control inside `.disabled(true)` cannot be operated.
@MainActor @preconcurrency
public final class ViewHost<Root: View> {
    let core = RenderHost()

    public init(_ root: Root) {
        TraceRecorder.record(TraceEvent(.interaction, subject: "\(Root.self)", fact: .mount))
        let node = RenderNode(host: core, parent: nil, key: .index(0), view: root, environment: EnvironmentValues())
        core.root = node
        node.mount()
        core.flush()
    }

    /// The root view value. Setting it is what a parent re-rendering with new inputs does: the
    /// root's body runs again only if the new value differs (`@self`).
    public var root: Root {
        get { core.root.view as! Root }
        set {
            core.flush()
            TraceRecorder.record(TraceEvent(.interaction, subject: "\(Root.self)", fact: .newRootValue))
            core.beginStep()
            core.root.update(with: newValue, environment: core.root.environment)
            core.flush()
        }
    }

    /// Applies pending invalidations: re-runs the bodies of invalidated views (parents first,
    /// each once per pass), then runs the `onAppear`/`onDisappear`/`onChange`/`task` callbacks
    /// the update caused, repeating while those cause more updates.
    public func flush() {
        core.flush()
    }

    /// Taps the button whose label reads `label`.
    public func tap(_ label: String) throws {
        let (node, button) = try find(.button, label, as: (any ButtonControl).self)
        interact(.tap, label, node: node) { button.perform() }
    }

    /// Flips the toggle whose label reads `label`.
    public func toggle(_ label: String) throws {
        let (node, toggle) = try find(.toggle, label, as: (any ToggleControl).self)
        interact(.toggle, label, node: node) { toggle.flip() }
    }

    /// Replaces the text of the text field whose title (placeholder) reads `label`.
    public func type(_ text: String, into label: String) throws {
        let (node, field) = try find(.textField, label, as: (any TextFieldControl).self)
        interact(.type, label, value: TraceValue.describe(text), node: node) { field.replaceText(with: text) }
    }

    /// Presses the + of the stepper whose label reads `label`.
    public func increment(_ label: String) throws {
        let (node, stepper) = try find(.stepper, label, as: (any StepperControl).self)
        interact(.increment, label, node: node) { stepper.step(up: true) }
    }

    /// Presses the − of the stepper whose label reads `label`.
    public func decrement(_ label: String) throws {
        let (node, stepper) = try find(.stepper, label, as: (any StepperControl).self)
        interact(.decrement, label, node: node) { stepper.step(up: false) }
    }

    /// Moves the slider whose label reads `label` (`""` for a slider without a label).
    public func slide(_ label: String, to value: Double) throws {
        let (node, slider) = try find(.slider, label, as: (any SliderControl).self)
        interact(.slide, label, value: TraceValue.describe(value), node: node) { slider.move(to: value) }
    }

    /// Chooses the option tagged `value` in the picker whose label reads `label`.
    public func select<V: Hashable>(_ value: V, in label: String) throws {
        let (node, picker) = try find(.picker, label, as: (any PickerControl).self)
        let options = picker.options(in: node)
        guard options.contains(AnyHashable(value)) else {
            let listed = options.map { TraceValue.describe($0.base) }.joined(separator: ", ")
            throw HostError("The picker \"\(label)\" has no option tagged \(TraceValue.describe(value)). Tags: \(listed).")
        }
        interact(.select, label, value: TraceValue.describe(value), node: node) {
            picker.select(AnyHashable(value))
        }
    }

    /// Every text a learner would see, in tree order: `Text`s (including button titles and
    /// control labels) and the contents of text fields. A picker shows only its selection.
    public var texts: [String] {
        core.flush()
        return core.root.visibleTexts()
    }

    /// How many times the body of views of this type ran since the host was created.
    public func bodyRunCount<V: View>(of type: V.Type) -> Int {
        core.flush()
        return core.bodyRuns[ObjectIdentifier(type)] ?? 0
    }

    /// An indented dump of the render tree: named views only, with state values, control
    /// states and the modifiers applied to each view.
    public func renderTree() -> String {
        core.flush()
        return TreeDump.dump(core.root)
    }

    /// Waits for every running `.task` to finish, then flushes. Tasks that never finish keep
    /// this waiting, as they would keep running on a device.
    public func settle() async {
        core.flush()
        var awaited: Set<ObjectIdentifier> = []
        while let (id, task) = core.tasks.first(where: { !awaited.contains($0.key) }) {
            awaited.insert(id)
            await task.value
            core.flush()
        }
    }

    private func find<C>(_ kind: ControlKind, _ label: String, as: C.Type) throws -> (RenderNode, C) {
        core.flush()
        var found: [(RenderNode, String)] = []
        core.root.forEachNode { node in
            guard node.kind == .primitive, let control = node.view as? any HostControl, control.controlKind == kind else {
                return
            }
            found.append((node, control.label(in: node)))
        }
        guard let (node, _) = found.first(where: { $0.1 == label }), let control = node.view as? C else {
            throw HostError.notFound(kind, label, available: found.map(\.1))
        }
        guard node.environment.isEnabled else {
            throw HostError("The \(kind.rawValue) \"\(label)\" is disabled and cannot be used.")
        }
        return (node, control)
    }

    /// Records what the user did (the control's label and the value given, as facts the narrator
    /// phrases), then runs it and renders the result as one step of the story.
    private func interact(
        _ what: TraceEvent.Fact, _ label: String, value: String? = nil, node: RenderNode, _ action: () -> Void
    ) {
        TraceRecorder.record(TraceEvent(
            .interaction, path: node.tracePath, subject: node.displayName, newValue: value, fact: what, detail: label))
        core.beginStep()
        action()
        core.flush()
    }
}

/// Mounts `view` in a `ViewHost`, for `play` files and quick experiments:
///
/// ```swift
/// let screen = render(ContentView())
/// try screen.tap("Increment: 0")
/// print(screen.renderTree())
/// ```
@MainActor @preconcurrency
public func render<V: View>(_ view: V) -> ViewHost<V> {
    ViewHost(view)
}

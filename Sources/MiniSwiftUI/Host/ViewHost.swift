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
/// (`renderTree`). Controls are found by the text of their label (or, for an icon, its
/// accessibility name) — the whole of it, or else one of its texts ("Design" taps a row
/// reading "Design 4 10"); the first match in tree order is used. A control inside
/// `.disabled(true)` cannot be operated.
///
/// The host sees what a user sees (`Screen.swift`): only the top screen of a navigation stack,
/// and while a sheet, cover, alert or confirmation dialog is presented, only that. Texts and
/// controls under it are out of reach until it is dismissed.
@MainActor @preconcurrency
public final class ViewHost<Root: View> {
    let core = RenderHost()

    public init(_ root: Root) {
        TraceRecorder.record(TraceEvent(.interaction, subject: "\(Root.self)", fact: .mount))
        let node = RenderNode(host: core, parent: nil, key: .index(0), view: root, environment: EnvironmentValues())
        node.environment.editMode = node.screenEditMode
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
    ///
    /// With something to render, this is a step of its own in the story (an `update`
    /// interaction), holding the change made outside the views since the last step — a model
    /// written, an action sent to a store — and what it re-rendered, as the screen's next frame.
    public func flush() {
        if core.hasPendingWork, TraceRecorder.isRecording {
            TraceRecorder.insert(TraceEvent(.interaction, subject: "\(Root.self)", fact: .update), at: core.traceAtRest)
        }
        core.flush()
    }

    /// Taps the button, navigation link, menu or `.onTapGesture` view whose label reads `label`.
    /// A button of an alert, confirmation dialog or menu also closes it, after its action.
    public func tap(_ label: String) throws {
        let (node, control) = try find([.button, .navigationLink], label, as: (any HostControl).self)
        interact(.tap, label, node: node) {
            if let button = control as? any ButtonControl {
                button.perform()
            } else if let link = control as? any LinkControl {
                link.activate(in: node)
            }
            node.closeEnclosingDialog()
        }
    }

    /// Flips the toggle whose label reads `label` (closing the menu it is in, if any).
    public func toggle(_ label: String) throws {
        let (node, toggle) = try find(.toggle, label, as: (any ToggleControl).self)
        interact(.toggle, label, node: node) {
            toggle.flip()
            node.closeEnclosingDialog()
        }
    }

    /// Focuses the text field whose title (placeholder) reads `label` (its `.focused` state
    /// becomes true, any other field's false), then replaces its text.
    public func type(_ text: String, into label: String) throws {
        let (node, field) = try find(.textField, label, as: (any TextFieldControl).self)
        let screen = screen
        interact(.type, label, value: TraceValue.describe(text), node: node) {
            node.takeFocus(in: screen)
            field.replaceText(with: text)
        }
    }

    /// Presses Return in the text field whose title reads `label`: the nearest `.onSubmit`
    /// around it runs.
    public func submit(_ label: String) throws {
        let (node, _) = try find(.textField, label, as: (any TextFieldControl).self)
        guard let action = node.submitAction else {
            throw HostError(
                "The text field \"\(label)\" has no .onSubmit around it.",
                ko: "텍스트 필드 \"\(label)\"을(를) 감싼 .onSubmit이 없습니다.")
        }
        interact(.submit, label, node: node) { action() }
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

    /// Chooses the option tagged `value` in the picker whose label reads `label` (closing the
    /// menu it is in, if any).
    public func select<V: Hashable>(_ value: V, in label: String) throws {
        let (node, picker) = try find(.picker, label, as: (any PickerControl).self)
        let options = picker.options(in: node)
        guard options.contains(AnyHashable(value)) else {
            let listed = options.map { TraceValue.describe($0.base) }.joined(separator: ", ")
            throw HostError(
                "The picker \"\(label)\" has no option tagged \(TraceValue.describe(value)). Tags: \(listed).",
                ko: "피커 \"\(label)\" 에 태그가 \(TraceValue.describe(value)) 인 항목이 없습니다. 태그: \(listed).")
        }
        interact(.select, label, value: TraceValue.describe(value), node: node) {
            picker.select(AnyHashable(value))
            node.closeEnclosingDialog()
        }
    }

    /// Sets the date of the date picker whose label reads `label`, within its range.
    public func pick(_ date: Date, in label: String) throws {
        let (node, picker) = try find(.datePicker, label, as: (any DatePickerControl).self)
        interact(.pick, label, value: TraceValue.describe(date), node: node) { picker.pick(date) }
    }

    /// Every text a learner would see on screen, in tree order: `Text`s (including button
    /// titles, control labels and toolbar items) and the contents of text fields. A picker
    /// shows only its selection; a navigation stack only its top screen; a presented sheet or
    /// alert only itself.
    public var texts: [String] {
        core.flush()
        return screen.visibleTexts()
    }

    /// The frontmost screen: the root, or the presentation on top.
    var screen: RenderNode {
        core.root.frontmostScreen
    }

    /// The values of the views of this type on screen now, in tree order: the inputs a parent
    /// last gave each of them. A check reads a child's `@Binding` here to write it as any control
    /// could — a button that sets `true`, not only a toggle that flips. (SwiftUI has no such
    /// call; it stands in for what a UI test reaches through the screen.)
    public func views<V: View>(of type: V.Type) -> [V] {
        core.flush()
        var found: [V] = []
        screen.forEachShownNode { node in
            if let view = node.view as? V { found.append(view) }
        }
        return found
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

    /// Waits until every `.task` has returned, flushing after each. That includes the tasks
    /// cancelled because their view went away (or their `id` changed): cancelling only asks a
    /// task to stop, so it runs on until it notices — its `catch` after a cancelled `Task.sleep`
    /// runs — as on a device. Tasks that never return keep this waiting, as they would keep
    /// running on a device.
    ///
    /// It also waits for the effects of TCA stores (a screen that dismisses itself from an
    /// effect, a load that fills a list), for at most `effectWaitLimit`: an effect that lives as
    /// long as its feature (a timer, a stream of notifications) is left running, as on a device.
    public func settle() async {
        core.flush()
        let deadline = ContinuousClock.now + Self.effectWaitLimit
        while true {
            if let task = core.runningTasks.values.first {
                await task.value
            } else if !PendingWork.isEmpty, ContinuousClock.now < deadline {
                // Effects are not ours to await (a `.task` may be waiting on one, too): look
                // again shortly, giving them the main actor meanwhile.
                try? await Task.sleep(for: .milliseconds(5))
            } else {
                break
            }
            core.flush()
        }
    }

    /// How long `settle()` waits for store effects that are still running.
    public static var effectWaitLimit: Duration { .seconds(2) }

    private func find<C>(_ kind: ControlKind, _ label: String, as: C.Type) throws -> (RenderNode, C) {
        try find([kind], label, as: C.self)
    }

    /// The first control on screen of one of `kinds` labelled `label`.
    private func find<C>(_ kinds: [ControlKind], _ label: String, as: C.Type) throws -> (RenderNode, C) {
        core.flush()
        var candidates: [RenderNode] = []
        screen.forEachShownNode { node in
            guard node.screenRoles.isControl, let control = node.viewAs((any HostControl).self),
                kinds.contains(control.controlKind)
            else {
                return
            }
            // A view whose gesture a tap does not start (a drag) lets the tap through to what
            // is inside it, as on a device.
            if let gesture = node.viewAs((any GestureRecognizing).self), !gesture.recognizes(.tap) {
                return
            }
            candidates.append(node)
        }
        func labelOf(_ node: RenderNode) -> String {
            node.viewAs((any HostControl).self)?.label(in: node) ?? ""
        }
        // The whole label first; else one text of it ("Design" for a row reading "Design 4 10").
        let match = candidates.first { labelOf($0) == label }
            ?? candidates.first { $0.children.first?.visibleTexts().contains(label) ?? false }
        guard let node = match, let control = node.view as? C else {
            throw HostError.notFound(kinds, label, available: candidates.map(labelOf))
        }
        let kind = (control as? any HostControl)?.controlKind ?? kinds[0]
        guard node.environment.isEnabled, (control as? any LinkControl)?.isActivatable ?? true else {
            throw HostError(
                "The \(kind.rawValue) \"\(label)\" is disabled and cannot be used.",
                ko: "\(kind.korean) \"\(label)\" 은(는) 비활성화(disabled)되어 있어 사용할 수 없습니다.")
        }
        try node.checkTouchable(named: "The \(kind.rawValue) \"\(label)\"", ko: "\(kind.korean) \"\(label)\"")
        return (node, control)
    }

    /// Records what the user did (the control's label and the value given, as facts the narrator
    /// phrases), then runs it and renders the result as one step of the story.
    func interact(
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

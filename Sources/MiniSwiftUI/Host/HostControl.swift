/// The kinds of control `ViewHost` can operate, as a learner would name them.
enum ControlKind: String {
    case button, navigationLink = "navigation link", toggle, stepper, slider, textField = "text field", picker
    case datePicker = "date picker"
}

extension ControlKind {
    /// Whether `.labelsHidden()` hides the label (buttons keep theirs).
    var labelCanBeHidden: Bool {
        [.toggle, .stepper, .slider, .picker, .datePicker].contains(self)
    }
}

/// A control the host can find by its label and operate.
@MainActor
protocol HostControl: PrimitiveView {
    var controlKind: ControlKind { get }
    /// The text a learner would read as the control's label.
    func label(in node: RenderNode) -> String
}

extension HostControl {
    /// By default the label is the text of the first child (the `label` view) — or, when that
    /// shows no text (an icon), the control's accessibility name.
    func label(in node: RenderNode) -> String {
        let text = node.children.first.map { $0.visibleTexts().joined(separator: " ") } ?? ""
        return text.isEmpty ? node.accessibilityName ?? "" : text
    }
}

@MainActor
protocol ButtonControl: HostControl {
    func perform()
}

/// A control that acts through the tree it is in (a `NavigationLink` pushes onto its stack).
@MainActor
protocol LinkControl: HostControl {
    /// `false` when it cannot be used (a value link with a `nil` value).
    var isActivatable: Bool { get }
    func activate(in node: RenderNode)
}

@MainActor
protocol ToggleControl: HostControl {
    func flip()
}

@MainActor
protocol StepperControl: HostControl {
    func step(up: Bool)
}

@MainActor
protocol SliderControl: HostControl {
    func move(to value: Double)
}

@MainActor
protocol TextFieldControl: HostControl {
    func replaceText(with text: String)
}

@MainActor
protocol DatePickerControl: HostControl {
    func pick(_ date: Date)
}

@MainActor
protocol PickerControl: HostControl {
    /// The tags of the options, in order.
    func options(in node: RenderNode) -> [AnyHashable]
    func select(_ tag: AnyHashable)
}

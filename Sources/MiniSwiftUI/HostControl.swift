/// The kinds of control `ViewHost` can operate, as a learner would name them.
enum ControlKind: String {
    case button, toggle, stepper, slider, textField = "text field", picker
}

/// A control the host can find by its label and operate.
@MainActor
protocol HostControl: PrimitiveView {
    var controlKind: ControlKind { get }
    /// The text a learner would read as the control's label.
    func label(in node: RenderNode) -> String
}

extension HostControl {
    /// By default the label is the text of the first child (the `label` view).
    func label(in node: RenderNode) -> String {
        node.children.first.map { $0.visibleTexts().joined(separator: " ") } ?? ""
    }
}

/// A primitive that shows only some of its children (a `Picker` shows its selection).
@MainActor
protocol ChildrenFiltering {
    func shownChildren(of node: RenderNode) -> [RenderNode]
}

extension RenderNode {
    /// The texts a learner sees in this subtree, in tree order.
    func visibleTexts() -> [String] {
        var texts: [String] = []
        collectTexts(into: &texts)
        return texts
    }

    private func collectTexts(into texts: inout [String]) {
        if let text = view as? any TextProviding, kind == .primitive {
            let shown = text.visibleText
            if !shown.isEmpty { texts.append(shown) }
        }
        let shown = (view as? any ChildrenFiltering)?.shownChildren(of: self) ?? children
        for child in shown {
            child.collectTexts(into: &texts)
        }
    }
}

@MainActor
protocol ButtonControl: HostControl {
    func perform()
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
protocol PickerControl: HostControl {
    /// The tags of the options, in order.
    func options(in node: RenderNode) -> [AnyHashable]
    func select(_ tag: AnyHashable)
}

import RenderTrace

/// What a user does to screens and rows rather than to a control: choosing a tab, going back,
/// swiping a sheet down, and the gestures on list rows and views.
extension ViewHost {
    /// Taps the tab whose tab bar label reads `label` in the `TabView` on screen.
    public func selectTab(_ label: String) throws {
        core.flush()
        var tabs: [(node: RenderNode, label: String, tag: AnyHashable)] = []
        screen.forEachShownNode { node in
            guard let tabView = node.viewAs((any TabContainer).self) else { return }
            for (labelNode, tag) in tabView.tabTags(in: node) {
                let text = labelNode.visibleTexts().joined(separator: " ")
                tabs.append((node, text.isEmpty ? labelNode.accessibilityName ?? "" : text, tag))
            }
        }
        guard let tab = tabs.first(where: { $0.label == label }), let tabView = tab.node.viewAs((any TabContainer).self) else {
            let listed = tabs.isEmpty ? "none" : tabs.map { "\"\($0.label)\"" }.joined(separator: ", ")
            throw HostError("No tab \"\(label)\" on screen. Tabs: \(listed).", ko: "화면에 \"\(label)\" 탭이 없습니다. 탭: \(listed).")
        }
        interact(.selectTab, label, node: tab.node) { tabView.select(tab.tag, in: tab.node) }
    }

    /// Presses and holds the view showing `text`: its `.contextMenu` opens, or its long-press
    /// gesture (`.onLongPressGesture`, a `LongPressGesture`) completes.
    public func longPress(_ text: String) throws {
        core.flush()
        if let node = screen.revealingNode(showing: text, .contextMenu) {
            try node.checkTouchable(named: "The view \"\(text)\"", ko: "\"\(text)\" 뷰")
            interact(.longPress, text, node: node) { node.setRevealed(true) }
            return
        }
        guard let (node, gesture) = screen.gestureNode(showing: text, recognizing: .longPress) else {
            throw HostError(
                "No view \"\(text)\" with a .contextMenu or a long-press gesture on screen.",
                ko: "화면에 .contextMenu나 길게 누르기 제스처가 붙은 \"\(text)\" 뷰가 없습니다.")
        }
        try node.checkTouchable(named: "The view \"\(text)\"", ko: "\"\(text)\" 뷰")
        interact(.longPress, text, node: node) { gesture.play(.longPress) }
    }

    /// Drags the view showing `text` by `translation` (in points: `CGSize(width: 0, height: 80)`
    /// is 80 points down), in one move: its `DragGesture` changes once, then ends.
    public func drag(_ text: String, by translation: CGSize) throws {
        core.flush()
        guard let (node, gesture) = screen.gestureNode(showing: text, recognizing: .drag(translation)) else {
            throw HostError(
                "No view \"\(text)\" with a DragGesture that a drag of \(translation.width) × \(translation.height) starts, on screen.",
                ko: "화면에 \(translation.width) × \(translation.height)만큼 끌면 시작되는 DragGesture가 붙은 \"\(text)\" 뷰가 없습니다.")
        }
        try node.checkTouchable(named: "The view \"\(text)\"", ko: "\"\(text)\" 뷰")
        let value = "(\(TraceValue.describe(translation.width)), \(TraceValue.describe(translation.height)))"
        interact(.drag, text, value: value, node: node) { gesture.play(.drag(translation)) }
    }

    /// Swipes across the row showing `row` that has `.swipeActions`: its buttons show.
    public func swipe(_ row: String) throws {
        core.flush()
        guard let node = screen.revealingNode(showing: row, .swipeActions) else {
            throw HostError(
                "No row \"\(row)\" with .swipeActions on screen.", ko: "화면에 .swipeActions가 붙은 \"\(row)\" 행이 없습니다.")
        }
        interact(.swipe, row, node: node) { node.setRevealed(true) }
    }

    /// Taps the back button of the navigation stack on screen: its top screen is popped.
    public func goBack() throws {
        core.flush()
        guard let container = screen.containerWithPushedScreens else {
            throw HostError(
                "There is no back button on screen: no navigation stack has a screen pushed.",
                ko: "화면에 뒤로 가기 버튼이 없습니다: 화면이 푸시된 내비게이션 스택이 없습니다.")
        }
        interact(.goBack, "", node: container) {
            let model = container.navigationModel
            model.pop(to: model.entries.count - 1)
        }
    }

    /// Swipes the frontmost sheet down, as a user closes it without a button: its binding is
    /// set to `false` (or its item to `nil`). Full-screen covers and alerts cannot be swiped.
    public func dismissSheet() throws {
        core.flush()
        guard let sheet = screen.view as? PresentedContent, sheet.style.isSheet else {
            throw HostError("There is no sheet on screen to swipe down.", ko: "아래로 밀어 닫을 시트가 화면에 없습니다.")
        }
        interact(.dismissSheet, "", node: screen) { sheet.dismiss() }
    }

    /// Swipes left on the row showing `row` in a `ForEach` with `.onDelete`, and taps Delete.
    public func swipeToDelete(_ row: String) throws {
        core.flush()
        guard let (node, offset, onDelete) = screen.editableRow(showing: row, _OnDeleteModifier.self),
            let action = onDelete.action
        else {
            throw HostError(
                "No row \"\(row)\" that can be deleted (a ForEach with .onDelete) on screen.",
                ko: "화면에 삭제할 수 있는 (.onDelete가 붙은 ForEach의) \"\(row)\" 행이 없습니다.")
        }
        interact(.swipeToDelete, row, node: node) { action(IndexSet(integer: offset)) }
    }

    /// Drags the row showing `row` in a `ForEach` with `.onMove` to `offset`, the position
    /// `onMove` receives: the row lands before the row now at that offset (the row count puts
    /// it last).
    public func move(_ row: String, to offset: Int) throws {
        core.flush()
        guard let (node, from, onMove) = screen.editableRow(showing: row, _OnMoveModifier.self),
            let action = onMove.action
        else {
            throw HostError(
                "No row \"\(row)\" that can be moved (a ForEach with .onMove) on screen.",
                ko: "화면에 옮길 수 있는 (.onMove가 붙은 ForEach의) \"\(row)\" 행이 없습니다.")
        }
        interact(.move, row, value: "\(offset)", node: node) { action(IndexSet(integer: from), offset) }
    }
}

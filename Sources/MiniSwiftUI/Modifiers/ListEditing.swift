/// `.onDelete` and `.onMove` on a `ForEach`: the rows a user can swipe to delete or drag to a
/// new place. SwiftUI's `DynamicViewContent` modifiers.
///
/// The list does not change itself: the action receives the offsets and updates the data,
/// usually with `remove(atOffsets:)` / `move(fromOffsets:toOffset:)`, as in SwiftUI.
/// `ViewHost.swipeToDelete(_:)` and `ViewHost.move(_:to:)` perform the gestures.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

/// The modifier behind `.onDelete(perform:)`.
public struct _OnDeleteModifier: ViewModifier {
    public typealias Body = Never
    let action: ((IndexSet) -> Void)?
}

extension _OnDeleteModifier: PrimitiveModifier {
    var modifierLabel: String? { action == nil ? nil : ".onDelete" }
}

/// The modifier behind `.onMove(perform:)`.
public struct _OnMoveModifier: ViewModifier {
    public typealias Body = Never
    let action: ((IndexSet, Int) -> Void)?
}

extension _OnMoveModifier: PrimitiveModifier {
    var modifierLabel: String? { action == nil ? nil : ".onMove" }
}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_OnDeleteModifier(action: action))
    }

    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_OnMoveModifier(action: action))
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the given offsets, as `onDelete` hands them over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` so they end up before the element that was at
    /// `destination` (or at the end), as `onMove` hands them over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let insertAt = destination - source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: insertAt))
    }
}

extension RenderNode {
    /// The row of an editable `ForEach` on screen whose texts include `text`, with its offset
    /// and the modifier of the wanted kind (`_OnDeleteModifier`, `_OnMoveModifier`).
    func editableRow<M>(showing text: String, _ kind: M.Type) -> (row: RenderNode, offset: Int, modifier: M)? {
        var found: (RenderNode, Int, M)?
        forEachShownNode { node in
            guard found == nil, let modifier = node.viewAs((any ModifierHolding).self)?.heldModifier as? M,
                let forEach = node.forEachBelowModifiers
            else { return }
            for (offset, row) in forEach.children.enumerated() {
                let texts = row.visibleTexts()
                if texts.contains(text) || texts.joined(separator: " ") == text {
                    found = (row, offset, modifier)
                    return
                }
            }
        }
        return found
    }

    /// The `ForEach` a chain of modifiers (`.onDelete`, `.onMove`, …) is applied to, directly or
    /// through a view of another library that is `DynamicViewContent` because its body is one
    /// (TCA's `ForEachStore`).
    private var forEachBelowModifiers: RenderNode? {
        var node: RenderNode? = self
        var insideDynamicContent = false
        while let current = node, current.viewAs((any ElementIdentifying).self) == nil {
            if current.viewAs((any DynamicViewContent).self) != nil {
                insideDynamicContent = true
            } else if current.viewAs((any ModifierHolding).self) == nil, !insideDynamicContent {
                return nil
            }
            node = current.children.first
        }
        return node
    }
}

/// The screens of a navigation stack, as state: each element is a screen's feature state,
/// identified by a `StackElementID`. TCA 1.x's `StackState`, driven by `NavigationStackStore`
/// and `forEach(\.path, action: /Action.path) { Path() }`.
///
/// ```swift
/// var path = StackState<Path.State>()
/// path.append(.detail(Detail.State()))   // pushes, with the next id
/// path[id: 0, case: /Path.State.detail]?.isFavorite = true
/// path.pop(from: 0)                       // pops it and everything above it
/// ```
///
/// It is a random-access collection of its elements; appending gives each new element the next
/// id from `\.stackElementID`. Two stacks are equal when they have the same ids with equal elements.
public struct StackState<Element> {
    fileprivate var elements: [Element]
    /// The ids of the screens, bottom first.
    public private(set) var ids: [StackElementID]
    /// The screens the stack's `forEach` last saw, so that it can cancel the effects of screens
    /// another reducer removed. Not part of the value: not compared, not dumped. TCA's `_mounted`.
    var mounted: [StackElementID] = []

    public init() {
        elements = []
        ids = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        append(contentsOf: elements)
    }

    /// The screen with this id; setting `nil` removes it.
    public subscript(id id: StackElementID) -> Element? {
        get { ids.firstIndex(of: id).map { elements[$0] } }
        set {
            if let index = ids.firstIndex(of: id) {
                if let newValue {
                    elements[index] = newValue
                } else {
                    elements.remove(at: index)
                    ids.remove(at: index)
                }
            } else if let newValue {
                DependencyValues._current.stackElementID.skip(past: id)
                elements.append(newValue)
                ids.append(id)
            }
        }
    }

    /// The TCA 1.7+ spelling, with a case key path: `path[id: 0, case: \.detail]?.title = "…"`.
    public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
        get { self[id: id, case: AnyCasePath(path)] }
        _modify { yield &self[id: id, case: AnyCasePath(path)] }
    }

    /// One case of the screen with this id: `path[id: 0, case: /Path.State.detail]?.title = "…"`.
    /// Setting `nil` pops that screen; changing a screen that is in another case changes nothing
    /// and is reported, as TCA reports it.
    public subscript<Case>(id id: StackElementID, case path: CasePath<Element, Case>) -> Case? {
        get { self[id: id].flatMap(path.extract(from:)) }
        _modify {
            let index = ids.firstIndex(of: id)
            let element = index.map { elements[$0] }
            var value = element.flatMap(path.extract(from:))
            let isInCase = value != nil
            yield &value
            guard let index, let element else { return }
            guard isInCase else {
                let caseName = EnumReflection.caseLabel(of: element)
                RuntimeWarning.report("Can't modify unrelated case\(caseName.map { " \($0.debugDescription)" } ?? "")")
                return
            }
            if let value {
                elements[index] = path.embed(value)
            } else {
                elements.remove(at: index)
                ids.remove(at: index)
            }
        }
    }

    /// Pops the screen with this id and every screen above it. False when there is no such screen.
    @discardableResult
    public mutating func pop(from id: StackElementID) -> Bool {
        guard let index = ids.firstIndex(of: id) else { return false }
        elements.removeSubrange(index...)
        ids.removeSubrange(index...)
        return true
    }

    /// Pops every screen above the one with this id.
    @discardableResult
    public mutating func pop(to id: StackElementID) -> Bool {
        guard let index = ids.firstIndex(of: id) else { return false }
        elements.removeSubrange((index + 1)...)
        ids.removeSubrange((index + 1)...)
        return true
    }

    /// The screens with their ids, for a navigation stack's path.
    var components: [Component] {
        zip(ids, elements).map { Component(id: $0, element: $1) }
    }

    /// A screen and its id: what a path binding and `NavigationLink(state:)` carry. Equal by id.
    /// TCA's `StackState.Component`.
    public struct Component: Hashable {
        public let id: StackElementID
        public var element: Element

        public init(id: StackElementID, element: Element) {
            self.id = id
            self.element = element
        }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }

    public subscript(position: Int) -> Element {
        get { elements[position] }
        set { elements[position] = newValue }
    }

    /// Removes every screen (keeping what the stack's `forEach` last saw, so it can cancel them).
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        elements.removeAll(keepingCapacity: keepCapacity)
        ids.removeAll(keepingCapacity: keepCapacity)
    }

    /// New elements get new ids; replaced ones keep theirs where they stay.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element {
        let generator = DependencyValues._current.stackElementID
        let keptIDs = ids[subrange].prefix(newElements.count)
        let newIDs = Array(keptIDs) + (keptIDs.count..<newElements.count).map { _ in generator.next() }
        elements.replaceSubrange(subrange, with: newElements)
        ids.replaceSubrange(subrange, with: newIDs)
    }
}

extension StackState: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension StackState: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ids == rhs.ids && lhs.elements == rhs.elements
    }
}

extension StackState: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(elements)
    }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable, EvidenceTrusted {
    /// Dumps as `[#0: Screen.State(…), #1: …]`, keyed by id, as TCA's.
    public var customDumpMirror: Mirror {
        Mirror(self, unlabeledChildren: zip(ids, elements).map { ($0, $1) }, displayStyle: .dictionary)
    }
}

/// The actions of a navigation stack: a screen's own action, a pop, a push. TCA 1.x's
/// `StackAction`.
public enum StackAction<State, Action> {
    /// An action of the screen with this id.
    indirect case element(id: StackElementID, action: Action)
    /// The screen with this id, and those above it, are popped (the back button, `dismiss()`).
    case popFrom(id: StackElementID)
    /// A screen is pushed with this id (a `NavigationLink(state:)` was tapped).
    case push(id: StackElementID, state: State)
}

extension StackAction: CasePathable {
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }

    /// `\.path.push`, `\.path.popFrom`, `\.path[id: 0]` (one screen's actions), `\.path.element`.
    public struct AllCasePaths {
        public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
            AnyCasePath(
                embed: { .element(id: $0.id, action: $0.action) },
                extract: {
                    guard case let .element(id, action) = $0 else { return nil }
                    return (id, action)
                }
            )
        }

        public var popFrom: AnyCasePath<StackAction, StackElementID> {
            AnyCasePath(
                embed: { .popFrom(id: $0) },
                extract: {
                    guard case let .popFrom(id) = $0 else { return nil }
                    return id
                }
            )
        }

        public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
            AnyCasePath(
                embed: { .push(id: $0.id, state: $0.state) },
                extract: {
                    guard case let .push(id, state) = $0 else { return nil }
                    return (id, state)
                }
            )
        }

        public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
            AnyCasePath(
                embed: { .element(id: id, action: $0) },
                extract: {
                    guard case let .element(elementID, action) = $0, elementID == id else { return nil }
                    return action
                }
            )
        }
    }
}

/// `StackActionOf<Path>` is `StackAction<Path.State, Path.Action>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

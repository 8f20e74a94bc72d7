/// An input a view recognises from touches. SwiftUI's `Gesture`.
///
/// The built-in gestures (`TapGesture`, `LongPressGesture`, `DragGesture`, `MagnifyGesture`,
/// `RotationGesture`) keep their real names, values and modifiers (`onChanged`, `onEnded`,
/// `updating`), and attach with `.gesture`, `.simultaneousGesture` or `.highPriorityGesture`.
/// There are no touches here: `ViewHost` plays them as a user's finger would — `tap(_:)` taps
/// the view (a `DragGesture` with `minimumDistance: 0` sees a drag of length zero, as on a
/// device), `longPress(_:)` holds it and `drag(_:by:)` drags it. A tap goes to the outermost
/// view whose gesture a tap starts — through a view that only has a drag, to a button or an
/// `.onTapGesture` inside it. Pinches and rotations cannot be played, and gestures are not
/// combined (`simultaneously`, `sequenced`, `exclusively` are left out).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// What `ViewHost` does to a view with a gesture.
enum GestureInput {
    case tap
    case longPress
    case drag(CGSize)
}

/// A gesture `ViewHost` can play: whether it recognises an input, and the values it reports
/// for it, in order, `ended` on the last one.
@MainActor
protocol PlayableGesture: Gesture {
    func recognizes(_ input: GestureInput) -> Bool
    func play(_ input: GestureInput, report: (Value, _ ended: Bool) -> Void)
}

extension Gesture {
    /// Whether `ViewHost` can play `input` on this gesture (pinches and rotations: never).
    func recognizes(_ input: GestureInput) -> Bool {
        (self as? any PlayableGesture)?.recognizes(input) ?? false
    }

    /// Plays `input` on any gesture, through its concrete type.
    func play(_ input: GestureInput, reporting report: (Value, Bool) -> Void) {
        func open<G: PlayableGesture>(_ gesture: G) {
            gesture.play(input) { value, ended in report(value as! Value, ended) }
        }
        guard let playable = self as? any PlayableGesture, playable.recognizes(input) else { return }
        open(playable)
    }
}

// MARK: - The built-in gestures

/// A tap, or `count` taps in a row. SwiftUI's `TapGesture`.
public struct TapGesture: Gesture, PlayableGesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    func recognizes(_ input: GestureInput) -> Bool {
        if case .tap = input { true } else { false }
    }

    func play(_ input: GestureInput, report: ((), Bool) -> Void) {
        report((), true)
    }
}

/// A press held for `minimumDuration` seconds. SwiftUI's `LongPressGesture`: it changes to
/// `true` when the finger goes down and ends (with `true`) once held long enough; a tap lets go
/// too early, so it never ends.
public struct LongPressGesture: Gesture, PlayableGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func recognizes(_ input: GestureInput) -> Bool {
        if case .drag = input { false } else { true }
    }

    func play(_ input: GestureInput, report: (Bool, Bool) -> Void) {
        report(true, false)
        if case .longPress = input {
            report(true, true)
        }
    }
}

/// A finger moving across the view. SwiftUI's `DragGesture`.
///
/// The finger starts in the middle of an imagined 100 × 100 view and moves by the drag's
/// translation in one step: `onChanged` sees the end position once, then `onEnded` sees it
/// again. A drag shorter than `minimumDistance` is not recognised.
public struct DragGesture: Gesture, PlayableGesture {
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Where the drag is. SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize { .zero }
        public var predictedEndLocation: CGPoint { location }
        public var predictedEndTranslation: CGSize { translation }
    }

    private func translation(of input: GestureInput) -> CGSize? {
        switch input {
        case .tap: .zero
        case .drag(let size): size
        case .longPress: nil
        }
    }

    func recognizes(_ input: GestureInput) -> Bool {
        guard let translation = translation(of: input) else { return false }
        return (translation.width * translation.width + translation.height * translation.height).squareRoot() >= minimumDistance
    }

    func play(_ input: GestureInput, report: (Value, Bool) -> Void) {
        let translation = translation(of: input) ?? .zero
        let start = CGPoint(x: 50, y: 50)
        let value = Value(
            time: Date(), location: CGPoint(x: start.x + translation.width, y: start.y + translation.height),
            startLocation: start)
        report(value, false)
        report(value, true)
    }
}

/// Two fingers pinching. SwiftUI's `MagnifyGesture` (iOS 17); it cannot be played here.
public struct MagnifyGesture: Gesture {
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var startLocation: CGPoint
    }
}

/// Two fingers pinching, before iOS 17. SwiftUI's `MagnificationGesture`; it cannot be played here.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// Two fingers turning. SwiftUI's `RotationGesture`; it cannot be played here.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

// MARK: - What a gesture does

/// `gesture.onChanged { value in … }`. SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture, PlayableGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    func recognizes(_ input: GestureInput) -> Bool {
        content.recognizes(input)
    }

    func play(_ input: GestureInput, report: (Value, Bool) -> Void) {
        content.play(input) { value, ended in
            if !ended { action(value) }
            report(value, ended)
        }
    }
}

/// `gesture.onEnded { value in … }`. SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture, PlayableGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    func recognizes(_ input: GestureInput) -> Bool {
        content.recognizes(input)
    }

    func play(_ input: GestureInput, report: (Value, Bool) -> Void) {
        content.play(input) { value, ended in
            if ended { action(value) }
            report(value, ended)
        }
    }
}

/// `gesture.updating($state) { value, state, transaction in … }`: the `@GestureState` follows the
/// gesture and goes back to its initial value when it ends. SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PlayableGesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void

    func recognizes(_ input: GestureInput) -> Bool {
        base.recognizes(input)
    }

    func play(_ input: GestureInput, report: (Value, Bool) -> Void) {
        base.play(input) { value, ended in
            if ended {
                state.reset()
            } else {
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.set(current)
            }
            report(value, ended)
        }
    }
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

// MARK: - Attaching gestures to views

/// Which gestures of a view and its subviews take part. SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// `.gesture(g)`, `.simultaneousGesture(g)`, `.highPriorityGesture(g)`: the view recognises `g`.
/// Such a view can be tapped (`ViewHost.tap` finds it by its texts, like a button), held and
/// dragged; each plays the gesture.
public struct _GestureModifier<G: Gesture>: ViewModifier {
    public typealias Body = Never
    let gesture: G
    let name: String
}

extension _GestureModifier: PrimitiveModifier {
    var modifierLabel: String? { name }
}

/// The modifiers that attach a gesture to a view: `.gesture` and its siblings, `.onTapGesture`,
/// `.onLongPressGesture`.
@MainActor
protocol GestureAttaching: ViewModifier, PrimitiveModifier {
    func recognizes(_ input: GestureInput) -> Bool
    func play(_ input: GestureInput)
}

/// A view with a gesture, whatever the gesture's type: what `ViewHost` looks for to hold or
/// drag, and taps like a button.
@MainActor
protocol GestureRecognizing {
    func recognizes(_ input: GestureInput) -> Bool
    func play(_ input: GestureInput)
}

extension ModifiedContent: GestureRecognizing where Content: View, Modifier: GestureAttaching {
    func recognizes(_ input: GestureInput) -> Bool { modifier.recognizes(input) }
    func play(_ input: GestureInput) { modifier.play(input) }
}

extension ModifiedContent: HostControl, ButtonControl where Content: View, Modifier: GestureAttaching {
    var controlKind: ControlKind { .button }

    func perform() {
        play(.tap)
    }
}

extension _GestureModifier: GestureAttaching {
    func recognizes(_ input: GestureInput) -> Bool {
        gesture.recognizes(input)
    }

    func play(_ input: GestureInput) {
        gesture.play(input) { _, _ in }
    }
}

/// `.onLongPressGesture { … }`. SwiftUI's long-press shorthand; a tap only reports pressing.
public struct _LongPressActionModifier: ViewModifier {
    public typealias Body = Never
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?
}

extension _LongPressActionModifier: PrimitiveModifier, GestureAttaching {
    var modifierLabel: String? { ".onLongPressGesture" }

    func recognizes(_ input: GestureInput) -> Bool {
        if case .drag = input { false } else { true }
    }

    func play(_ input: GestureInput) {
        onPressingChanged?(true)
        if case .longPress = input {
            action()
        }
        onPressingChanged?(false)
    }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, name: ".gesture"))
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, name: ".simultaneousGesture"))
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, name: ".highPriorityGesture"))
    }

    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(_LongPressActionModifier(action: action, onPressingChanged: onPressingChanged))
    }

    /// The iOS 13–16 form.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
    ) -> some View {
        modifier(_LongPressActionModifier(action: action, onPressingChanged: pressing))
    }
}

extension RenderNode {
    /// The first view on screen (in tree order) whose gesture recognises `input` and whose
    /// texts include `text` (or read `text` together).
    func gestureNode(showing text: String, recognizing input: GestureInput) -> (RenderNode, any GestureRecognizing)? {
        var found: (RenderNode, any GestureRecognizing)?
        forEachShownNode { node in
            guard found == nil, node.screenRoles.isControl, let gesture = node.viewAs((any GestureRecognizing).self),
                gesture.recognizes(input), let content = node.children.first
            else { return }
            let texts = content.visibleTexts()
            if texts.contains(text) || texts.joined(separator: " ") == text {
                found = (node, gesture)
            }
        }
        return found
    }

    /// Throws when touches cannot reach this node: it is inside `.allowsHitTesting(false)`.
    func checkTouchable(named name: String, ko koreanName: String) throws {
        guard environment.allowsHitTesting else {
            throw HostError(
                "\(name) is inside .allowsHitTesting(false): touches go through it, so it cannot be used.",
                ko: ".allowsHitTesting(false) 안에 있는 \(koreanName): 터치가 통과하므로 사용할 수 없습니다.")
        }
    }
}

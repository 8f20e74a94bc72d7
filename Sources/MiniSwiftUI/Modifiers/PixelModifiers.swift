/// A built-in modifier that only changes pixels (padding, colours, frames, shadows, styles).
///
/// Nothing is drawn here, so these keep only a label for `renderTree()`; what matters is that
/// each one still wraps the view in a `ModifiedContent` layer, exactly as in SwiftUI, so the
/// tree's structure — and therefore identity — is the real one. Their signatures are SwiftUI's
/// (sizes in `CGFloat`), so code written for a device compiles unchanged.
public struct _PixelModifier: ViewModifier {
    public typealias Body = Never
    let label: String
}

extension _PixelModifier: PrimitiveModifier {
    var modifierLabel: String? { label }
}

extension View {
    func pixels(_ label: String) -> ModifiedContent<Self, _PixelModifier> {
        modifier(_PixelModifier(label: label))
    }

    // MARK: Layout

    public func padding(_ length: CGFloat) -> some View {
        pixels(".padding")
    }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        pixels(".padding")
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        pixels(".padding")
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        pixels(".frame")
    }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        pixels(".frame")
    }

    /// iOS 17: a size relative to the nearest container. The closure is not called here.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        pixels(".containerRelativeFrame")
    }

    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        pixels(".containerRelativeFrame")
    }

    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        pixels(".containerRelativeFrame")
    }

    public func offset(_ offset: CGSize) -> some View {
        pixels(".offset")
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        pixels(".offset")
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        pixels(".position")
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        pixels(".aspectRatio")
    }

    public func scaledToFit() -> some View {
        pixels(".scaledToFit")
    }

    public func scaledToFill() -> some View {
        pixels(".scaledToFill")
    }

    public func fixedSize() -> some View {
        pixels(".fixedSize")
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        pixels(".fixedSize")
    }

    public func layoutPriority(_ value: Double) -> some View {
        pixels(".layoutPriority")
    }

    public func zIndex(_ value: Double) -> some View {
        pixels(".zIndex")
    }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        pixels(".ignoresSafeArea")
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        pixels(".edgesIgnoringSafeArea")
    }

    // MARK: Colour and shape

    public func foregroundColor(_ color: Color?) -> some View {
        pixels(".foregroundColor(\(color.map { "\($0)" } ?? "nil"))")
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        pixels(".foregroundStyle(\(styleName(style)))")
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        pixels(".foregroundStyle")
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        pixels(".background(\(styleName(style)))")
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        pixels(".background(\(styleName(style)))")
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        pixels(".background")
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        pixels(".border(\(styleName(content)))")
    }

    /// The iOS 13–14 form of `tint`.
    public func accentColor(_ accentColor: Color?) -> some View {
        pixels(".accentColor")
    }

    public func tint(_ tint: Color?) -> some View {
        pixels(".tint")
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        pixels(".tint")
    }

    public func opacity(_ opacity: Double) -> some View {
        pixels(".opacity(\(opacity))")
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        pixels(".cornerRadius")
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        pixels(".clipShape(\(shapeName(shape)))")
    }

    public func clipped(antialiased: Bool = false) -> some View {
        pixels(".clipped")
    }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        pixels(".contentShape")
    }

    public func shadow(color: Color = Color("black").opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        pixels(".shadow")
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        pixels(".blur")
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        pixels(".rotationEffect")
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        pixels(".scaleEffect")
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        pixels(".scaleEffect")
    }

    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        pixels(".rotation3DEffect")
    }

    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        pixels(".mask")
    }

    public func blendMode(_ blendMode: BlendMode) -> some View {
        pixels(".blendMode")
    }

    public func saturation(_ amount: Double) -> some View {
        pixels(".saturation")
    }

    public func brightness(_ amount: Double) -> some View {
        pixels(".brightness")
    }

    public func contrast(_ amount: Double) -> some View {
        pixels(".contrast")
    }

    public func grayscale(_ amount: Double) -> some View {
        pixels(".grayscale")
    }

    public func hueRotation(_ angle: Angle) -> some View {
        pixels(".hueRotation")
    }

    public func colorMultiply(_ color: Color) -> some View {
        pixels(".colorMultiply")
    }

    /// A tooltip on macOS and iPadOS pointers; VoiceOver reads it as a hint.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        pixels(".help")
    }

    public func colorInvert() -> some View {
        pixels(".colorInvert")
    }

    public func compositingGroup() -> some View {
        pixels(".compositingGroup")
    }

    public func drawingGroup(opaque: Bool = false) -> some View {
        pixels(".drawingGroup")
    }

    /// A preference for the whole presentation in SwiftUI; here it only labels the view.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        pixels(".preferredColorScheme")
    }

    // MARK: Text

    public func monospacedDigit() -> some View {
        pixels(".monospacedDigit")
    }

    public func monospaced(_ isActive: Bool = true) -> some View {
        pixels(".monospaced")
    }

    public func bold(_ isActive: Bool = true) -> some View {
        pixels(".bold")
    }

    public func italic(_ isActive: Bool = true) -> some View {
        pixels(".italic")
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        pixels(".fontWeight")
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        pixels(".fontDesign")
    }

    public func lineLimit(_ number: Int?) -> some View {
        pixels(".lineLimit")
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        pixels(".multilineTextAlignment")
    }

    public func textCase(_ textCase: Text.Case?) -> some View {
        pixels(".textCase")
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        pixels(".kerning")
    }

    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        pixels(".underline")
    }

    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        pixels(".strikethrough")
    }

    public func allowsTightening(_ flag: Bool) -> some View {
        pixels(".allowsTightening")
    }

    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        pixels(".flipsForRightToLeftLayoutDirection")
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        pixels(".truncationMode")
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        pixels(".minimumScaleFactor")
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        pixels(".lineSpacing")
    }

    public func textSelection(_ selectability: TextSelectability) -> some View {
        pixels(".textSelection")
    }

    /// iOS 17: how a text's change would animate (digits rolling for `.numericText()`).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        pixels(".contentTransition")
    }

    // MARK: Placeholders and privacy

    public func redacted(reason: RedactionReasons) -> some View {
        pixels(".redacted")
    }

    public func unredacted() -> some View {
        pixels(".unredacted")
    }

    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        pixels(".privacySensitive")
    }

    // MARK: Symbols

    /// The size of SF Symbols in the view (the `View` form of `Image.imageScale`).
    public func imageScale(_ scale: Image.Scale) -> some View {
        pixels(".imageScale")
    }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        pixels(".symbolRenderingMode")
    }

    /// iOS 15: draws SF Symbols in the view in a variant (`.fill` turns "heart" into "heart.fill");
    /// the variant is listed on the view in `renderTree()`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        pixels(".symbolVariant(\(variant))")
    }

    /// iOS 17: plays a haptic when `trigger` changes; nothing is felt here.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        pixels(".sensoryFeedback")
    }

    // MARK: Navigation bar

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        pixels(".navigationTitle(\"\(titleKey.key)\")")
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        pixels(".navigationTitle(\"\(title)\")")
    }

    public func navigationTitle(_ title: Text) -> some View {
        pixels(".navigationTitle(\"\(title.content)\")")
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        pixels(".navigationBarTitle(\"\(titleKey.key)\")")
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        pixels(".navigationBarTitleDisplayMode")
    }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        pixels(".navigationBarBackButtonHidden")
    }

    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        pixels(".toolbarBackground")
    }

    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        pixels(".toolbarColorScheme")
    }

    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        pixels(".statusBarHidden")
    }

    // MARK: Lists and scroll views

    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        pixels(".listSectionSeparator")
    }

    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        pixels(".listRowSpacing")
    }

    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        pixels(".listSectionSpacing")
    }

    public func headerProminence(_ prominence: Prominence) -> some View {
        pixels(".headerProminence")
    }

    public func scrollDisabled(_ disabled: Bool) -> some View {
        pixels(".scrollDisabled")
    }

    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        pixels(".scrollBounceBehavior")
    }

    /// iOS 17: where a scroll view comes to rest (on whole views, on pages).
    public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorKind) -> some View {
        pixels(".scrollTargetBehavior")
    }

    /// iOS 17: marks the views a `.viewAligned` scroll view rests on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        pixels(".scrollTargetLayout")
    }

    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        pixels(".defaultScrollAnchor")
    }

    /// A name for a coordinate space that `GeometryProxy.frame(in: .named(…))` can use.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        pixels(".coordinateSpace")
    }

    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        pixels(".containerShape")
    }

    public func listRowBackground<V: View>(_ view: V?) -> some View {
        pixels(".listRowBackground")
    }

    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        pixels(".listRowSeparator")
    }

    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        pixels(".listRowSeparatorTint")
    }

    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        pixels(".listRowInsets")
    }

    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        pixels(".scrollContentBackground")
    }

    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        pixels(".scrollIndicators")
    }

    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        pixels(".scrollDismissesKeyboard")
    }

    // MARK: Keyboard

    public func keyboardType(_ type: UIKeyboardType) -> some View {
        pixels(".keyboardType")
    }

    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        pixels(".textInputAutocapitalization")
    }

    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        pixels(".autocorrectionDisabled")
    }

    /// The iOS 13–16 name of `autocorrectionDisabled`.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        pixels(".disableAutocorrection")
    }

    /// The iOS 13–14 form of `textInputAutocapitalization`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        pixels(".autocapitalization")
    }

    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        pixels(".submitLabel")
    }

    // MARK: Keyboard shortcuts (hardware keyboards)

    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        pixels(".keyboardShortcut")
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        pixels(".keyboardShortcut")
    }

    // MARK: Sheets

    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        pixels(".presentationBackground")
    }

    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        pixels(".presentationCornerRadius")
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        pixels(".presentationDetents")
    }

    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        pixels(".presentationDragIndicator")
    }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        pixels(".interactiveDismissDisabled")
    }
}

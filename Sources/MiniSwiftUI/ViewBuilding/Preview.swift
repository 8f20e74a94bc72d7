/// Supplies views for Xcode's canvas. SwiftUI's `PreviewProvider`: there is no canvas here, so
/// code written with it compiles, and a `play` file can mount `Type.previews` with `render(_:)`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Previews { get }
}

#if TCA_LEARN_MACROS
/// A preview for Xcode's canvas: `#Preview { CounterView(store: …) }` at the end of a view's
/// file, optionally named (`#Preview("Deep-linked") { … }`). SwiftUI's `#Preview` macro.
///
/// Simplified: there is no canvas, so a preview expands to nothing and the file compiles and runs
/// as if it were not there; its body is not type-checked, as it would be in Xcode. The runtime's
/// macro plugin (`Sources/RuntimeMacros`, a plain program) is built into the runtime cache and
/// loaded into every learner compile, so the macro exists only in the runtime the tool builds,
/// not in SwiftPM's build of this module.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    body: @escaping @MainActor () -> any View
) = #externalMacro(module: "RuntimeMacros", type: "PreviewMacro")
#endif

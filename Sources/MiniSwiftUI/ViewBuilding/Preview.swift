/// Supplies views for Xcode's canvas. SwiftUI's `PreviewProvider`.
///
/// There is no canvas here, and `#Preview` is a macro (macros cannot be built without
/// swift-syntax), so only this older protocol is offered: code written with it compiles, and
/// a `play` file can mount `Type.previews` with `render(_:)`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Previews { get }
}

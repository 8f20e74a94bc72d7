import MiniSwiftUI

extension Binding {
    /// A binding to a shared value: `@Binding(store.$signUpData) var signUpData`, then
    /// `TextField("Email", text: $signUpData.email)`. Writing it changes the shared value under its
    /// lock, so every holder sees the change. swift-sharing's `Binding(_: Shared<Value>)`.
    @MainActor
    public init(_ base: Shared<Value>) {
        self.init(get: { base.wrappedValue }, set: { newValue in base.withLock { $0 = newValue } })
    }
}

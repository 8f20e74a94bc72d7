import MiniSwiftUI

extension View {
    /// Keeps two values in step: a value in the store (a view store binding) and a value only a
    /// view can own (a `@FocusState`). TCA 1.x's `bind(_:to:)`, for focus kept in feature state:
    ///
    /// ```swift
    /// .bind(viewStore.$focusedField, to: self.$focusedField)
    /// ```
    ///
    /// When the view appears, the view's value takes the store's; after that, a change on
    /// either side is written to the other.
    public func bind<ModelValue: _Bindable, ViewValue: _Bindable>(
        _ modelValue: ModelValue, to viewValue: ViewValue
    ) -> some View where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
        modifier(_Bind(modelValue: modelValue, viewValue: viewValue))
    }
}

/// A value that can be read and written through a binding-like wrapper. TCA's `_Bindable`.
public protocol _Bindable {
    associatedtype Value
    var wrappedValue: Value { get nonmutating set }
}

extension Binding: _Bindable {}
extension FocusState.Binding: _Bindable {}

private struct _Bind<ModelValue: _Bindable, ViewValue: _Bindable>: ViewModifier
where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
    let modelValue: ModelValue
    let viewValue: ViewValue
    @State private var hasAppeared = false

    func body(content: Content) -> some View {
        content
            .onAppear {
                guard !hasAppeared else { return }
                hasAppeared = true
                guard viewValue.wrappedValue != modelValue.wrappedValue else { return }
                viewValue.wrappedValue = modelValue.wrappedValue
            }
            .onChange(of: modelValue.wrappedValue) { newValue in
                if viewValue.wrappedValue != newValue { viewValue.wrappedValue = newValue }
            }
            .onChange(of: viewValue.wrappedValue) { newValue in
                if modelValue.wrappedValue != newValue { modelValue.wrappedValue = newValue }
            }
    }
}

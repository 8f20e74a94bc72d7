/// `.alert`: a title, an optional message and buttons, presented while a binding is `true`.
///
/// Tapping any of its buttons runs the button's action and then closes the alert (the binding
/// is set to `false`), as SwiftUI does; an alert written without buttons gets an "OK" button.
/// While it is up, the alert is the frontmost screen: `ViewHost.texts` lists its title, message
/// and button titles, and the views under it cannot be tapped.
struct AlertContent: View {
    let title: Text?
    let message: any View
    let actions: any View

    var body: Never { bodyNever() }
}

extension AlertContent: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(0), title), ChildView(.index(1), message), ChildView(.index(2), actions)]
    }
}

/// The buttons of an alert or dialog: "OK" when none were written.
@MainActor
func dialogActions<A: View>(_ actions: A) -> any View {
    A.self == EmptyView.self ? Button("OK") {} : actions
}

extension View {
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let content = AlertContent(title: title, message: message(), actions: dialogActions(actions()))
        return presenting(.alert, isPresented: isPresented) { content }
    }

    /// The alert's buttons and message are built from `data`, which must be non-`nil` for the
    /// alert to show.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = data.map {
            AlertContent(title: Text(titleKey), message: message($0), actions: dialogActions(actions($0)))
        }
        return modifier(_PresentationModifier(
            style: .alert,
            presented: { isPresented.wrappedValue ? content.map { (AnyHashable(true), $0) } : nil },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: nil))
    }

    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(titleKey, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }
}

extension RenderNode {
    /// After a control of an alert, confirmation dialog or menu is used: it closes.
    func closeEnclosingDialog() {
        guard let presentation = enclosingPresentation, let screen = presentation.view as? PresentedContent,
            screen.style.closesOnAction
        else { return }
        screen.dismiss()
    }
}

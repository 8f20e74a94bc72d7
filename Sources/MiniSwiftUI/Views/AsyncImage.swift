/// An image loaded from a URL. SwiftUI's `AsyncImage` (iOS 15).
///
/// Nothing is downloaded here (graded programs have no network), so an `AsyncImage` stays in
/// its first phase, `.empty`, for good: it shows its placeholder (a `ProgressView` by default,
/// as on a device while loading), or what its phase closure builds for `.empty`.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: Content

    public var body: Never { bodyNever() }
}

extension AsyncImage where Content == ProgressView<EmptyView, EmptyView> {
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        content = ProgressView()
    }
}

extension AsyncImage {
    /// `content` would get the loaded image; until then (here: always) the placeholder shows.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content(.empty)
    }
}

extension AsyncImage: PrimitiveView {
    var displayName: String? { "AsyncImage" }
    var treeDetail: String? { url?.absoluteString }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }
}

/// Where an `AsyncImage` is in its loading. SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

// In the style of TCA 1.8+ (`@Reducer enum`, `@Presents`, `@ViewAction`, `switch store.case`): a
// notebook whose destinations are a sheet editing the title and a page shown inline, both cases of
// one `@Reducer enum Destination`, presented from one `@Presents var destination`.
import ComposableArchitecture
import SwiftUI

@Reducer
struct TitleEditor {
  @ObservableState
  struct State: Equatable {
    var draft = ""
  }
  enum Action: ViewAction {
    case view(View)
    case delegate(Delegate)
    enum View { case appendTapped(String), saveTapped }
    @CasePathable
    enum Delegate: Equatable { case save(String) }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .view(.appendTapped(text)):
        state.draft += text
        return .none
      case .view(.saveTapped):
        return .send(.delegate(.save(state.draft)))
      case .delegate:
        return .none
      }
    }
  }
}

@ViewAction(for: TitleEditor.self)
struct TitleEditorView: View {
  let store: StoreOf<TitleEditor>
  var body: some View {
    Text("Draft: \(store.draft)")
    Button("Add !") { send(.appendTapped("!")) }
    Button("Save") { send(.saveTapped) }
  }
}

@Reducer
struct Page {
  @ObservableState
  struct State: Equatable { var number: Int }
  enum Action { case nextTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.number += 1
      return .none
    }
  }
}

@Reducer
struct Notebook {
  @Reducer
  enum Destination {
    case editTitle(TitleEditor)
    case page(Page)
  }

  @ObservableState
  struct State: Equatable {
    var title = "Untitled"
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case editTitleTapped
    case openPageTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .destination(.presented(.editTitle(.delegate(.save(title))))):
        state.title = title
        state.destination = nil
        return .none
      case .destination:
        return .none
      case .editTitleTapped:
        state.destination = .editTitle(TitleEditor.State(draft: state.title))
        return .none
      case .openPageTapped:
        state.destination = .page(Page.State(number: 1))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension Notebook.Destination.State: Equatable {}

struct NotebookView: View {
  @Bindable var store: StoreOf<Notebook>
  var body: some View {
    VStack {
      Text(store.title)
      Button("Edit title") { store.send(.editTitleTapped) }
      Button("Open page") { store.send(.openPageTapped) }
      if let destination = store.scope(state: \.destination, action: \.destination.presented),
         destination.state.is(\.page) {
        DestinationView(store: destination)
      }
    }
    .sheet(item: $store.scope(state: \.destination?.editTitle, action: \.destination.editTitle)) { editor in
      TitleEditorView(store: editor)
    }
  }
}

struct DestinationView: View {
  let store: StoreOf<Notebook.Destination>
  var body: some View {
    switch store.case {
    case let .editTitle(store):
      TitleEditorView(store: store)
    case let .page(store):
      Text("Page \(store.number)")
      Button("Next page") { store.send(.nextTapped) }
    }
  }
}

// MARK: - Tests

@MainActor
final class NotebookTests {
  func testEditTitle() async {
    let store = TestStore(initialState: Notebook.State(title: "Hi")) { Notebook() }
    await store.send(.editTitleTapped) {
      $0.destination = .editTitle(TitleEditor.State(draft: "Hi"))
    }
    await store.send(.destination(.presented(.editTitle(.view(.appendTapped("!")))))) {
      $0.destination?.modify(\.editTitle) { $0.draft = "Hi!" }
    }
    await store.send(.destination(.presented(.editTitle(.view(.saveTapped)))))
    await store.receive(\.destination.editTitle.delegate.save) {
      $0.title = "Hi!"
      $0.destination = nil
    }
  }

  func testPage() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    await store.send(.openPageTapped) { $0.destination = .page(Page.State(number: 1)) }
    await store.send(\.destination.page.nextTapped) { $0.destination = .page(Page.State(number: 2)) }
    await store.send(\.destination.dismiss) { $0.destination = nil }
  }
}

await NotebookTests().testEditTitle()
await NotebookTests().testPage()
print("tests ran")

let store = Store(initialState: Notebook.State()) { Notebook() }
let screen = ViewHost(NotebookView(store: store))
try screen.tap("Edit title")
print(screen.texts)
try screen.tap("Add !")
try screen.tap("Save")
print(screen.texts)
try screen.tap("Open page")
try screen.tap("Next page")
print(screen.texts)

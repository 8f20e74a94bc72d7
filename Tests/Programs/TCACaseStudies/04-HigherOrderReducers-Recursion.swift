// A reducer that runs itself on its own children, the recursion pattern of TCA 1.0–1.6: a
// `forEach` over an `IdentifiedArrayOf<State>` of the same feature, an `indirect` child action,
// `ForEachStore` in the view, and `@Dependency(\.uuid)` made `.incrementing` in tests.
// Our own feature: a comment thread, where every reply can have replies of its own.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - Feature

struct Comment: Reducer {
  struct State: Equatable, Identifiable {
    let id: UUID
    var text = ""
    var replies: IdentifiedArrayOf<State> = []
  }

  enum Action: Equatable {
    case replyTapped
    case textChanged(String)
    indirect case reply(id: State.ID, action: Action)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .replyTapped:
        state.replies.append(State(id: uuid()))
        return .none

      case let .textChanged(text):
        state.text = text
        return .none

      case .reply:
        return .none
      }
    }
    .forEach(\.replies, action: /Action.reply(id:action:)) {
      Comment()
    }
  }
}

struct ThreadView: View {
  let store: StoreOf<Comment>

  var body: some View {
    WithViewStore(store, observe: \.text) { viewStore in
      Form {
        ForEachStore(store.scope(state: \.replies, action: { .reply(id: $0, action: $1) })) { replyStore in
          WithViewStore(replyStore, observe: { $0 }) { replyViewStore in
            HStack {
              TextField("Say something", text: replyViewStore.binding(get: \.text, send: { .textChanged($0) }))
              Text("\(replyViewStore.replies.count) replies")
            }
          }
        }
        Button("Reply") { viewStore.send(.replyTapped) }
      }
      .navigationTitle(viewStore.state.isEmpty ? "New thread" : viewStore.state)
    }
  }
}

// MARK: - Tests

@MainActor
final class ThreadTests {
  func testRepliesNestInsideReplies() async {
    let first = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    let second = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let store = TestStore(initialState: Comment.State(id: UUID())) {
      Comment()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.replyTapped) {
      $0.replies.append(Comment.State(id: first))
    }
    await store.send(.reply(id: first, action: .replyTapped)) {
      $0.replies[id: first]?.replies.append(Comment.State(id: second))
    }
    await store.send(.reply(id: first, action: .reply(id: second, action: .textChanged("Agreed")))) {
      $0.replies[id: first]?.replies[id: second]?.text = "Agreed"
    }
  }

  func testWritingTheOpeningComment() async {
    let store = TestStore(initialState: Comment.State(id: UUID())) {
      Comment()
    }

    await store.send(.textChanged("Tabs or spaces?")) {
      $0.text = "Tabs or spaces?"
    }
  }
}

// MARK: - Run

let tests = ThreadTests()
await tests.testRepliesNestInsideReplies()
await tests.testWritingTheOpeningComment()
print("tests ran")

let store = Store(initialState: Comment.State(id: UUID(0))) {
  Comment()
} withDependencies: {
  $0.uuid = .incrementing
}
let screen = ViewHost(ThreadView(store: store))
try screen.tap("Reply")
try screen.tap("Reply")
try screen.type("Spaces", into: "Say something")
print(screen.texts)
print(store.withState { $0.replies.map(\.text) }, store.withState { $0.replies.map(\.id) })
print("ThreadView bodies: \(screen.bodyRunCount(of: ThreadView.self))")

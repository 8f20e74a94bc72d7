import ComposableArchitecture
import SwiftUI

// A dependency client written with @DependencyClient (swift-dependencies 1.1+), as TCA 1.7+'s
// case studies write theirs: the test value is the client with nothing implemented.
@DependencyClient
struct QuoteClient {
  var quote: @Sendable (_ author: String) async throws -> String
  var count: @Sendable () -> Int = { 0 }
  var log: @Sendable (String) -> Void
  var language = "en"
}

extension QuoteClient: TestDependencyKey {
  static let testValue = QuoteClient()
}

// A @Perceptible model (swift-perception, for views before iOS 17): a view reading `title` in
// WithPerceptionTracking re-renders when it changes, and not for `visits`.
@Perceptible
final class Shelf {
  var title = "Poems"
  @PerceptionIgnored var visits = 0
}

struct ShelfView: View {
  let shelf: Shelf
  var body: some View {
    WithPerceptionTracking {
      Text(shelf.title)
    }
  }
}

let implemented = QuoteClient(quote: { author in "\(author): Less is more." }, count: { 3 }, log: { _ in }, language: "ko")
print(try await implemented.quote(author: "Mies"), implemented.count(), implemented.language)

let unimplemented = QuoteClient()
do {
  _ = try await unimplemented.quote(author: "Anyone")
} catch {
  print("threw", error)
}
print("count", unimplemented.count())
unimplemented.log("hello")

let shelf = Shelf()
let host = ViewHost(ShelfView(shelf: shelf))
print(host.texts)
shelf.visits += 1
shelf.title = "Essays"
print(host.texts)

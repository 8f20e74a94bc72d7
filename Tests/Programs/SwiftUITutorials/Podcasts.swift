// A podcast list in the style of the async/await chapters SwiftUI tutorials end with: episodes
// that load in a .task, pull to refresh with .refreshable, a search whose .task(id:) waits a
// moment before searching (and is cancelled by the next keystroke — its catch still runs), a
// heart drawn with .symbolVariant, a Link whose URL goes through the environment's openURL,
// a cover image loading with AsyncImage, and an Alert written the iOS 13–14 way.
import SwiftUI

struct Episode: Identifiable, Equatable {
    let id: Int
    let title: String
}

@MainActor
final class Feed {
    private var newest = 2
    private(set) var searches: [String] = []

    func episodes() async -> [Episode] {
        await Task.yield()
        return (1...newest).reversed().map { Episode(id: $0, title: "Episode \($0)") }
    }

    func publishNext() {
        newest += 1
    }

    func note(_ search: String) {
        searches.append(search)
    }
}

struct EpisodeRow: View {
    let episode: Episode
    @Binding var favorites: Set<Int>

    var body: some View {
        HStack {
            Text(episode.title)
            Spacer()
            Button {
                if favorites.contains(episode.id) {
                    favorites.remove(episode.id)
                } else {
                    favorites.insert(episode.id)
                }
            } label: {
                Image(systemName: "heart")
                    .symbolVariant(favorites.contains(episode.id) ? .fill : .none)
                    .accessibilityLabel("Favorite \(episode.id)")
            }
        }
    }
}

struct ContentView: View {
    let feed: Feed
    @State private var episodes: [Episode] = []
    @State private var favorites: Set<Int> = []
    @State private var query = ""
    @State private var opened: URL?
    @State private var showsAbout = false

    var shown: [Episode] {
        query.isEmpty ? episodes : episodes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                AsyncImage(url: URL(string: "https://example.com/cover.png")) { image in
                    image.resizable()
                } placeholder: {
                    Text("Loading cover…")
                }
                ForEach(shown) { episode in
                    EpisodeRow(episode: episode, favorites: $favorites)
                }
                Link("Show notes", destination: URL(string: "https://example.com/notes")!)
                if let opened {
                    Text("Opened \(opened.lastPathComponent)")
                }
            }
            .navigationTitle("Podcast")
            .searchable(text: $query)
            .task {
                episodes = await feed.episodes()
            }
            .task(id: query) {
                let searched = query
                guard !searched.isEmpty else { return }
                do {
                    try await Task.sleep(for: .milliseconds(300))
                    feed.note("searched \(searched)")
                } catch {
                    feed.note("gave up on \(searched)")
                }
            }
            .refreshable {
                feed.publishNext()
                episodes = await feed.episodes()
            }
            .toolbar {
                Button("About") { showsAbout = true }
            }
            .alert(isPresented: $showsAbout) {
                Alert(title: Text("Podcast"), message: Text("\(episodes.count) episodes"), dismissButton: .default(Text("Nice")))
            }
            .environment(\.openURL, OpenURLAction { url in
                opened = url
                return .handled
            })
        }
    }
}

// MARK: - Played

let feed = Feed()
let app = ViewHost(ContentView(feed: feed))
await app.settle()
precondition(app.texts == ["Loading cover…", "Episode 2", "Episode 1", "Show notes", "About"], "\(app.texts)")

try await app.refresh()
precondition(app.texts.contains("Episode 3"), "pulling to refresh waited for the new episode: \(app.texts)")

try app.tap("Favorite 3")
precondition(app.renderTree().contains("Image heart .symbolVariant(.fill)"), "the favourite's heart is filled")

try app.type("1", into: "Search")
try await Task.sleep(for: .milliseconds(50))  // a moment: the search for "1" starts waiting
try app.type("2", into: "Search")
await app.settle()
precondition(feed.searches == ["gave up on 1", "searched 2"], "the first search was cancelled by the next keystroke: \(feed.searches)")
precondition(app.texts.contains("Episode 2") && !app.texts.contains("Episode 1"), "\(app.texts)")

try app.type("", into: "Search")
try app.tap("Show notes")
precondition(app.texts.contains("Opened notes"), "the Link went through openURL: \(app.texts)")

try app.tap("About")
precondition(app.texts == ["Podcast", "3 episodes", "Nice"], "\(app.texts)")
try app.tap("Nice")

// Apple's SwiftUI tutorials, "Landmarks" (Building lists and navigation; Handling user input),
// as the iOS 17 edition writes it: an @Observable ModelData in the environment, a list filtered
// by a Toggle, NavigationLink { detail } label: { row }, and a detail view that edits the model
// through `@Bindable var modelData = modelData` and a FavoriteButton's @Binding.
import SwiftUI

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool

    private var imageName: String
    var image: Image {
        Image(imageName)
    }

    init(id: Int, name: String, park: String, state: String, isFavorite: Bool) {
        self.id = id
        self.name = name
        self.park = park
        self.state = state
        self.description = "About \(name)."
        self.isFavorite = isFavorite
        self.imageName = name.lowercased()
    }
}

@Observable
class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", state: "Alaska", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", state: "Alaska", isFavorite: true),
    ]
}

struct CircleImage: View {
    var image: Image

    var body: some View {
        image
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            landmark.image
                .resizable()
                .frame(width: 50, height: 50)
            Text(landmark.name)

            Spacer()

            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        ScrollView {
            CircleImage(image: landmark.image)
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
                }

                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
        }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }

                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct ContentView: View {
    var body: some View {
        LandmarkList()
    }
}

// The tutorial's `@main struct LandmarksApp: App`, as a view: `WindowGroup { … }` is its body.
struct LandmarksApp: View {
    @State private var modelData = ModelData()

    var body: some View {
        ContentView()
            .environment(modelData)
    }
}

// MARK: - Played

let app = ViewHost(LandmarksApp())
precondition(app.texts == ["Favorites only", "Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"], "\(app.texts)")

try app.toggle("Favorites only")
precondition(app.texts == ["Favorites only", "Turtle Rock", "Chilkoot Trail"], "\(app.texts)")
try app.toggle("Favorites only")

try app.tap("Silver Salmon Creek")
precondition(app.bodyRunCount(of: LandmarkDetail.self) == 1, "pushing builds the detail once")
precondition(app.texts.first == "Silver Salmon Creek", "the pushed detail is on screen: \(app.texts)")
precondition(!app.texts.contains("Favorites only"), "the list is under the detail: \(app.texts)")

try app.tap("Toggle Favorite")
try app.goBack()
try app.toggle("Favorites only")
precondition(app.texts == ["Favorites only", "Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"], "the favourite made in the detail shows in the list: \(app.texts)")

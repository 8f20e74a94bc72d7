// In the style of Hacking with Swift's Guess the Flag (100 Days of SwiftUI, days 20–22): a quiz
// that shows three animal photos and asks for one of them. Image buttons found by their image
// names, an .alert with an action and a message, an angular gradient behind it all,
// .clipShape(.rect(cornerRadius:)), .shadow and .regularMaterial. The photos keep their order,
// so the game can be played blind.
import SwiftUI

struct ContentView: View {
    @State private var animals = ["Otter", "Puffin", "Lynx", "Heron", "Bison", "Gecko"]
    @State private var askedIndex = 1
    @State private var points = 0
    @State private var verdict = ""
    @State private var showsVerdict = false

    var body: some View {
        ZStack {
            AngularGradient(colors: [.teal, .indigo, .teal], center: .center)
                .ignoresSafeArea()

            VStack(spacing: 24) {
                Text("Wild Guess")
                    .font(.largeTitle.weight(.black))
                    .foregroundStyle(.white)

                VStack(spacing: 12) {
                    Text("Which one is the")
                        .font(.subheadline.weight(.medium))
                        .foregroundStyle(.secondary)
                    Text(animals[askedIndex])
                        .font(.title.weight(.semibold))

                    ForEach(0..<3) { slot in
                        Button {
                            choose(slot)
                        } label: {
                            Image(animals[slot])
                                .clipShape(.rect(cornerRadius: 12))
                                .shadow(radius: 4)
                        }
                    }
                }
                .padding(.vertical, 16)
                .frame(maxWidth: .infinity)
                .background(.regularMaterial)
                .clipShape(.rect(cornerRadius: 16))

                Text("Points: \(points)")
                    .font(.title2.bold())
                    .foregroundStyle(.white)
            }
            .padding()
        }
        .alert(verdict, isPresented: $showsVerdict) {
            Button("Next animal", action: nextRound)
        } message: {
            Text("You have \(points) points")
        }
    }

    func choose(_ slot: Int) {
        if slot == askedIndex {
            verdict = "Right!"
            points += 1
        } else {
            verdict = "No, that is the \(animals[slot])"
        }
        showsVerdict = true
    }

    func nextRound() {
        animals.append(animals.removeFirst())
        askedIndex = 0
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.texts == ["Wild Guess", "Which one is the", "Puffin", "Points: 0"], "\(app.texts)")

try app.tap("Puffin")
precondition(app.texts == ["Right!", "You have 1 points", "Next animal"], "the alert is up: \(app.texts)")
precondition((try? app.tap("Lynx")) == nil, "the photos cannot be tapped under the alert")

try app.tap("Next animal")
precondition(app.texts == ["Wild Guess", "Which one is the", "Puffin", "Points: 1"], "the alert closed and nextRound ran: \(app.texts)")

try app.tap("Lynx")
precondition(app.texts.first == "No, that is the Lynx", "\(app.texts)")

// Hacking with Swift, 100 Days of SwiftUI, days 20–22 ("Guess the Flag"), as the tutorial
// writes it (the flags keep their order so the game can be played blind): image buttons,
// an .alert with an action and a message, gradients, .clipShape(.capsule) and .shadow.
import SwiftUI

struct ContentView: View {
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0

    @State private var countries = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria", "Poland", "Spain", "UK", "Ukraine", "US"]
    @State private var correctAnswer = 1

    var body: some View {
        ZStack {
            RadialGradient(stops: [
                .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
            ], center: .top, startRadius: 200, endRadius: 700)
                .ignoresSafeArea()

            VStack {
                Spacer()

                Text("Guess the Flag")
                    .font(.largeTitle.weight(.bold))
                    .foregroundStyle(.white)

                VStack(spacing: 15) {
                    VStack {
                        Text("Tap the flag of")
                            .foregroundStyle(.secondary)
                            .font(.subheadline.weight(.heavy))

                        Text(countries[correctAnswer])
                            .font(.largeTitle.weight(.semibold))
                    }

                    ForEach(0..<3) { number in
                        Button {
                            flagTapped(number)
                        } label: {
                            Image(countries[number])
                                .clipShape(.capsule)
                                .shadow(radius: 5)
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 20)
                .background(.regularMaterial)
                .clipShape(.rect(cornerRadius: 20))

                Spacer()
                Spacer()

                Text("Score: \(score)")
                    .foregroundStyle(.white)
                    .font(.title.bold())

                Spacer()
            }
            .padding()
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue", action: askQuestion)
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong"
        }

        showingScore = true
    }

    func askQuestion() {
        countries.append(countries.removeFirst())
        correctAnswer = 0
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.texts == ["Guess the Flag", "Tap the flag of", "France", "Score: 0"], "\(app.texts)")

try app.tap("France")
precondition(app.texts == ["Correct", "Your score is 1", "Continue"], "the alert is up: \(app.texts)")
precondition((try? app.tap("Germany")) == nil, "the flags cannot be tapped under the alert")

try app.tap("Continue")
precondition(app.texts == ["Guess the Flag", "Tap the flag of", "France", "Score: 1"], "the alert closed and askQuestion ran: \(app.texts)")

try app.tap("Germany")
precondition(app.texts.first == "Wrong", "\(app.texts)")

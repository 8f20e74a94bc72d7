import ComposableArchitecture

// The server, standing in for the network. Read it; do not change it: the grader always compiles
// the course's copy of this file.

/// The units a user can pick.
enum Unit: String, Equatable {
    case kg, lb
}

/// Saves the unit and answers with it, a second later on the app's clock. (The checks give the
/// store a clock they move themselves, so "a second later" is whenever they say.)
enum UserInfoServer {
    static func update(_ unit: Unit) async throws -> Unit {
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .seconds(1))
        return unit
    }
}

import ComposableArchitecture

// The server, standing in for the network. Read it; do not change it: the grader always compiles
// the course's copy of this file.
// 네트워크를 대신하는 서버입니다. 읽기만 하고 고치지 마세요. 채점기는 언제나 이 파일의 강의 쪽
// 사본을 컴파일합니다.

/// The units a user can pick.
/// 사용자가 고를 수 있는 단위입니다.
enum Unit: String, Equatable {
    case kg, lb
}

/// Saves the unit and answers with it, a second later on the app's clock. (The checks give the
/// store a clock they move themselves, so "a second later" is whenever they say.)
/// 단위를 저장하고, 앱의 클록으로 1초 뒤에 그 단위로 답합니다. (체크는 스토어에 자기가 직접 움직이는
/// 클록을 주므로, "1초 뒤"는 체크가 정하는 때입니다.)
enum UserInfoServer {
    static func update(_ unit: Unit) async throws -> Unit {
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .seconds(1))
        return unit
    }
}

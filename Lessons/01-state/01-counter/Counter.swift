import SwiftUI

// A counter: the button's title shows how many times it was tapped.
// 카운터입니다. 버튼 제목에 탭한 횟수가 나옵니다.
//
// Right now it always says "Increment: 0". Make it count.
// Keep the type's name and the button's title format: the checks tap "Increment: <n>".
// 지금은 언제나 "Increment: 0"이라고 나옵니다. 탭한 만큼 세도록 만드세요.
// 타입 이름과 버튼 제목의 형식은 그대로 두세요. 체크가 "Increment: <n>"을 탭합니다.

struct Counter: View {
    private let value = 0

    var body: some View {
        Button("Increment: \(value)") {
            // TODO: count the tap
            // TODO: 탭을 세세요
        }
    }
}

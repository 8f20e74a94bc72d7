import SwiftUI

final class Model: ObservableObject {
    static var shared: Model = Model()

    @Published var numberOfApples = 0
    @Published var numberOfPeaches = 0
}

struct AppleView: View {
    @ObservedObject var model: Model

    var body: some View {
        Stepper("\(model.numberOfApples)", value: $model.numberOfApples)
    }
}

struct PeachView: View {
    @ObservedObject var model: Model

    var body: some View {
        // view builder 가 View 타입의 표현만 수용하기 때문에 anonymous 변수 할당이 필수
        // print() 는 Void 타입을 리턴하기 때문에 View builder 가 처리 못함.
        let _ = print("Executing PeachView body")
        let _ = Self._printChanges()

        Stepper("\(model.numberOfPeaches)", value: $model.numberOfPeaches)
    }
}

struct ContentView: View {
    @StateObject private var model: Model = Model.shared

    var body: some View {
        AppleView(model: model)
        PeachView(model: model)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

import SwiftUI

@Observable
final class Model {
    static var shared: Model = Model()

    var numberOfApples = 0
    var numberOfPeaches = 0
}

struct AppleView: View {
    @Bindable var model: Model

    var body: some View {
        Stepper("\(model.numberOfApples)", value: $model.numberOfApples)
    }
}

struct PeachView: View {
    @Bindable var model: Model

    var body: some View {
        Stepper("\(model.numberOfPeaches)", value: $model.numberOfPeaches)
    }
}

struct ContentView: View {
    var model = Model.shared

    var body: some View {
        AppleView(model: model)
        PeachView(model: model)
    }
}

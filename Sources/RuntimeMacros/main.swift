// Not a SwiftPM target: the runtime cache compiles this folder, with the engine's Swift tokenizer
// (`Sources/TCALearnCore/Grading/Source/SwiftToken*.swift`) and the runtimes' JSON string quoting
// (`Sources/RuntimeSupport/JSONText.swift`), into one executable that every
// learner compile loads as its macro plugin (`-load-plugin-executable …#RuntimeMacros`). The
// compiler starts it once per compile and sends it every expansion of that compile.
//
// It implements the macros of the libraries the runtime stands in for: SwiftUI's `#Preview`,
// TCA's `@Reducer`, `@ObservableState`, `@Presents`, `@ViewAction`, swift-case-paths'
// `@CasePathable`, swift-dependencies' `@DependencyClient` and swift-perception's `@Perceptible`.
// The real ones are built on swift-syntax; these read the declaration's text with a small parser
// (`DeclarationParser.swift`) and write the expansion as text, the same code the real macros
// write, so a learner's file compiles here as it does against TCA. It is a plain program on the
// standard library alone, so that it builds from source wherever the runtime does, starts
// quickly for every compile, and learners can read it.

let connection = PluginConnection()
while let message = connection.receive() {
    connection.send(PluginHost.reply(to: message))
}

import Foundation
import Testing
@testable import TCALearnCore

/// The runtime's macro plugin (`Sources/RuntimeMacros`), spoken to as the compiler does: framed
/// JSON requests in, expansions and diagnostics out. Each test gives a declaration as a learner
/// would write it and checks the code the macro writes, which is what TCA's own macros write.
@Suite struct RuntimeMacrosTests {
    // MARK: - Talking to the plugin

    @Test func answersTheCapabilityQuestionAndEmptyFreestandingExpansions() throws {
        let plugin = try PluginSession()
        let capability = try plugin.exchange(["getCapability": ["capability": ["protocolVersion": 7]]])
        #expect((capability["getCapabilityResult"] as? [String: Any]).flatMap { $0["capability"] as? [String: Any] }?["protocolVersion"] as? Int == 7)
        // `#Preview { … }` expands to nothing: there is no canvas.
        let preview = try plugin.exchange(["expandFreestandingMacro": [
            "macro": ["moduleName": "RuntimeMacros", "typeName": "PreviewMacro", "name": "Preview"],
            "macroRole": "declaration", "discriminator": "x",
            "syntax": ["kind": "declaration", "source": "#Preview { Text(\"a\") }", "location": Self.location(0)],
        ]])
        #expect(PluginSession.expansion(preview)?.source == "")
        // One process answers every request of a compile.
        let first = try plugin.expand("CasePathableMacro", role: "member", "@CasePathable enum A { case a }")
        let second = try plugin.expand("CasePathableMacro", role: "member", "@CasePathable enum B { case b }")
        #expect(first.source.contains("AnyCasePath<A, Void>") && second.source.contains("AnyCasePath<B, Void>"))
    }

    @Test func textComesBackAsItWasSentWhateverItsCharacters() throws {
        let plugin = try PluginSession()
        // Quotes, backslashes, a tab, a control character, a CR LF (one character, two escapes),
        // Korean and an emoji (outside the Basic Multilingual Plane) in an initial value the
        // expansion repeats.
        let value = "\"say \\\"안녕\\\" \\\\ 🦊\t\u{01}\r\n끝\""
        let peer = try plugin.expand("ObservationStateTrackedMacro", role: "peer", "@ObservationStateTracked var label = \(value)")
        #expect(peer.source == "private var _label = \(value)")
        // Non-ASCII written as JSON `\u` escapes (a surrogate pair for the emoji), as another
        // encoder may send it.
        let request = #"{"expandAttachedMacro":{"macro":{"moduleName":"RuntimeMacros","typeName":"ObservationStateTrackedMacro","name":"ObservationStateTracked"},"macroRole":"peer","discriminator":"$s1","attributeSyntax":{"kind":"attribute","source":"@ObservationStateTracked","location":{"fileName":"/work/F.swift","offset":0}},"declSyntax":{"kind":"declaration","source":"@ObservationStateTracked var \uc774\ub984 = \"\ud83e\udd8a\"","location":{"fileName":"/work/F.swift","offset":0}}}}"#
        let escaped = try #require(PluginSession.expansion(try plugin.exchange(raw: Data(request.utf8))))
        #expect(escaped.source == #"private var _이름 = "🦊""#)
    }

    // MARK: - @CasePathable

    @Test func casePathableWritesACasePathPerCase() throws {
        let expansion = try PluginSession().expand("CasePathableMacro", role: "member", """
        @CasePathable
        enum Action {
          case tap
          case child(Child.Action)
          case response(Result<Int, any Error>)
          case row(id: Int, action: Row.Action)
        }
        """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.source == #"""
        public struct AllCasePaths: ComposableArchitecture.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> ComposableArchitecture.PartialCaseKeyPath<Action> {
                switch root {
                case .tap:
                    return Action._$caseKeyPath(\.tap)
                case .child:
                    return Action._$caseKeyPath(\.child)
                case .response:
                    return Action._$caseKeyPath(\.response)
                case .row:
                    return Action._$caseKeyPath(\.row)
                }
            }
            public var tap: ComposableArchitecture.AnyCasePath<Action, Void> {
                ComposableArchitecture.AnyCasePath(embed: { Action.tap }, extract: { guard case .tap = $0 else { return nil }; return () })
            }
            public var child: ComposableArchitecture.AnyCasePath<Action, Child.Action> {
                ComposableArchitecture.AnyCasePath(embed: Action.child, extract: { guard case let .child(v0) = $0 else { return nil }; return v0 })
            }
            public var response: ComposableArchitecture.AnyCasePath<Action, Result<Int, any Error>> {
                ComposableArchitecture.AnyCasePath(embed: Action.response, extract: { guard case let .response(v0) = $0 else { return nil }; return v0 })
            }
            public var row: ComposableArchitecture.AnyCasePath<Action, (id: Int, action: Row.Action)> {
                ComposableArchitecture.AnyCasePath(embed: { Action.row(id: $0.0, action: $0.1) }, extract: { guard case let .row(v0, v1) = $0 else { return nil }; return (v0, v1) })
            }
            public func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<Action>]> {
                var allCasePaths: [ComposableArchitecture.PartialCaseKeyPath<Action>] = []
                allCasePaths.append(Action._$caseKeyPath(\.tap))
                allCasePaths.append(Action._$caseKeyPath(\.child))
                allCasePaths.append(Action._$caseKeyPath(\.response))
                allCasePaths.append(Action._$caseKeyPath(\.row))
                return allCasePaths.makeIterator()
            }
        }

        public static var allCasePaths: AllCasePaths {
            AllCasePaths()
        }
        """#)
    }

    @Test func theParserIsNotFooledByCommentsStringsAndIfBlocks() throws {
        let expansion = try PluginSession().expand("CasePathableMacro", role: "member", #"""
        @CasePathable
        enum Action {
          // case commented(Int) }
          /* case blockComment, { nested /* comment */ } */
          case text(String = """
            case notACase }
            """)
          case raw(String = #"case "quoted" } {"#), plain
          #if DEBUG
            case debugOnly(Int)
          #elseif os(Linux)
          #else
            case release
          #endif
          @available(*, deprecated) case old(@Sendable () -> Void)
          case open(items: Int), `private`
          case package(set: Int)
        }
        """#)
        let names = expansion.source.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: /public var ([`\w]+):/) else { return nil }
            return String(match.1)
        }
        #expect(names == ["text", "raw", "plain", "debugOnly", "release", "old", "open", "`private`", "package"])
        // The `#if` blocks are kept around the cases they hold; the empty `#elseif` too, as a
        // clause of a block that has others.
        #expect(expansion.source.contains("    #if DEBUG\n    public var debugOnly"))
        #expect(expansion.source.contains("    #elseif os(Linux)\n    #else\n    public var release"))
        #expect(expansion.source.contains("AnyCasePath<Action, @Sendable () -> Void>"))
    }

    @Test func casePathableConformsOnlyWhatIsMissing() throws {
        let plugin = try PluginSession()
        let missing = try plugin.expand("CasePathableMacro", role: "extension", "@CasePathable enum Action { case a }",
                                        extendedType: "Feature.Action", missing: ["CasePathable", "CasePathIterable"])
        #expect(missing.source == "extension Feature.Action: CasePathable, CasePathIterable {\n}")
        let none = try plugin.expand("CasePathableMacro", role: "extension", "@CasePathable enum Action: CasePathable { case a }",
                                     extendedType: "Action", missing: nil)
        #expect(none.source == "")
    }

    @Test func casePathableMisuseIsDiagnosedInTheLibrarysWordsAtTheLearnersLine() throws {
        let plugin = try PluginSession()
        let onStruct = try plugin.expand("CasePathableMacro", role: "member", "@CasePathable\nstruct Foo {}", at: 100)
        #expect(onStruct.diagnostics.map(\.message) == ["'@CasePathable' cannot be applied to struct type 'Foo'"])
        #expect(onStruct.diagnostics.first?.offset == 100 + "@CasePathable\nstruct ".utf8.count)
        let overloaded = try plugin.expand("CasePathableMacro", role: "member", "@CasePathable enum Foo {\n  case bar(Int)\n  case bar(int: Int)\n}")
        #expect(overloaded.diagnostics.map(\.message) == ["'@CasePathable' cannot be applied to overloaded case name 'bar'"])
        #expect(overloaded.diagnostics.first?.offset == "@CasePathable enum Foo {\n  case bar(Int)\n  case ".utf8.count)
    }

    // MARK: - @Reducer

    static let feature = """
    @Reducer
    struct Feature {
      @ObservableState
      struct State: Equatable { var count = 0 }
      enum Action { case tap }
      var body: some ReducerOf<Self> {
        Reduce { state, action in .none }
      }
    }
    """

    @Test func reducerMarksActionStateAndBody() throws {
        let plugin = try PluginSession()
        func attributes(_ member: String, parent: String = Self.feature) throws -> String {
            try plugin.expand("ReducerMacro", role: "memberAttribute", member, parent: parent).source
        }
        #expect(try attributes("enum Action { case tap }") == "@CasePathable")
        #expect(try attributes("enum State { case a(A.State) }") == "@CasePathable @dynamicMemberLookup")
        #expect(try attributes("@CasePathable\nenum State: Equatable { case a }") == "@dynamicMemberLookup")
        #expect(try attributes("enum Action: CasePathable { case a }") == "")
        #expect(try attributes("var body: some ReducerOf<Self> { EmptyReducer() }") == "@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>")
        #expect(try attributes("var body: some Reducer<State, Action> { EmptyReducer() }") == "@ComposableArchitecture.ReducerBuilder<State, Action>")
        #expect(try attributes("@ReducerBuilder<State, Action>\nvar body: some ReducerOf<Self> { EmptyReducer() }") == "")
        #expect(try attributes("struct State {}") == "")
        #expect(try attributes("let body = EmptyReducer<State, Action>()") == "")
    }

    @Test func reducerAddsTheConformanceOnlyWhenMissing() throws {
        let plugin = try PluginSession()
        let missing = try plugin.expand("ReducerMacro", role: "extension", Self.feature, extendedType: "Feature", missing: ["Reducer", "CaseReducer"])
        #expect(missing.source == "extension Feature: Reducer {\n}")
        let declared = try plugin.expand("ReducerMacro", role: "extension", Self.feature.replacingOccurrences(of: "struct Feature {", with: "struct Feature: Reducer {"),
                                         extendedType: "Feature", missing: ["Reducer", "CaseReducer"])
        #expect(declared.source == "")
    }

    @Test func reducerFillsInWhatTheStructLeavesOut() throws {
        let plugin = try PluginSession()
        #expect(try plugin.expand("ReducerMacro", role: "member", Self.feature).source == "")
        #expect(try plugin.expand("ReducerMacro", role: "member", "@Reducer\npublic struct Empty {}").source == """
        @ObservableState
        public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
        }

        public enum Action: Equatable, Hashable, Sendable {
        }

        public let body = ComposableArchitecture.EmptyReducer<State, Action>()
        """)
        let legacy = try plugin.expand("ReducerMacro", role: "member", """
        @Reducer struct Legacy {
          struct State {}
          enum Action {}
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }
        """)
        #expect(legacy.source == "")
        #expect(legacy.diagnostics.map(\.severity) == ["warning"])
        #expect(legacy.diagnostics.first?.message == "'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'.")
    }

    @Test func aStoredPropertyIsNotABodyButAnInitializedOneIs() throws {
        let plugin = try PluginSession()
        // A feature's own configuration leaves State, Action and body to the macro.
        let configured = try plugin.expand("ReducerMacro", role: "member", "@Reducer\nstruct Configured {\n  let context: String\n}").source
        #expect(configured.contains("struct State") && configured.contains("enum Action") && configured.contains("let body ="))
        // A body given with its own types: nothing to fill in.
        let given = try plugin.expand("ReducerMacro", role: "member", "@Reducer\nstruct Given {\n  let body = EmptyReducer<Int, Int>()\n}").source
        #expect(given == "")
    }

    @Test func aCommentAboveTheAttributeIsNotItsArguments() throws {
        // The compiler sends the attribute with the comments above it.
        let expansion = try PluginSession().expand(
            "ReducerMacro", role: "member", "// MARK: - Feature (main)\n@Reducer\nstruct Empty {}")
        #expect(expansion.diagnostics.isEmpty, "\(expansion.diagnostics)")
        #expect(expansion.source.contains("struct State"))
    }

    @Test func reducerOnAnEnumWritesTheDestinationReducer() throws {
        let plugin = try PluginSession()
        let source = """
        @Reducer(state: .equatable)
        enum Destination {
          case sheet(Counter)
          case nested(Nested.Feature)
          case alert(AlertState<Alert>)
          @ReducerCaseIgnored
          case meeting(Meeting)
          case settings
          enum Alert { case ok }
        }
        """
        let expansion = try plugin.expand("ReducerMacro", role: "member", source).source
        #expect(expansion.contains("""
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: CaseReducerState, Equatable {
            typealias StateReducer = Destination
            case sheet(Counter.State)
            case nested(Nested.Feature.State)
            case alert(AlertState<Alert>)
            case meeting(Meeting)
            case settings
        }
        """))
        #expect(expansion.contains("""
        @CasePathable
        enum Action {
            case sheet(Counter.Action)
            case nested(Nested.Feature.Action)
            case alert(Alert)
            case meeting(Swift.Never)
            case settings(Swift.Never)
        }
        """))
        #expect(expansion.contains(#"""
            ComposableArchitecture.Reduce(
                ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
                .ifCaseLet(\Self.State.Cases.sheet, action: \Self.Action.Cases.sheet) {
                    Counter()
                }
                .ifCaseLet(\Self.State.Cases.nested, action: \Self.Action.Cases.nested) {
                    Nested.Feature()
                }
            )
        """#))
        #expect(expansion.contains("case sheet(ComposableArchitecture.StoreOf<Counter>)"))
        #expect(expansion.contains("var sheet: ComposableArchitecture.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>>"))
        #expect(expansion.contains(#"""
            switch store.state {
            case .sheet:
                return .sheet(store.scope(state: \.sheet, action: \.sheet)!)
            case .nested:
                return .nested(store.scope(state: \.nested, action: \.nested)!)
            case let .alert(v0):
                return .alert(v0)
            case let .meeting(v0):
                return .meeting(v0)
            case .settings:
                return .settings
            }
        """#))
        // Cases that are not features are marked, as TCA marks them.
        #expect(try plugin.expand("ReducerMacro", role: "memberAttribute", "case alert(AlertState<Alert>)", parent: source).source == "@ReducerCaseEphemeral")
        #expect(try plugin.expand("ReducerMacro", role: "memberAttribute", "case settings", parent: source).source == "@ReducerCaseIgnored")
        #expect(try plugin.expand("ReducerMacro", role: "memberAttribute", "case sheet(Counter)", parent: source).source == "")
        #expect(try plugin.expand("ReducerMacro", role: "extension", source, extendedType: "Destination", missing: ["Reducer", "CaseReducer"]).source
            == "extension Destination: CaseReducer, Reducer {\n}")
    }

    // MARK: - @ObservableState, @Presents

    @Test func observableStateTracksStoredVariablesOnly() throws {
        let plugin = try PluginSession()
        let parent = "@ObservableState struct State { }"
        func attribute(_ member: String) throws -> String {
            try plugin.expand("ObservableStateMacro", role: "memberAttribute", member, parent: parent).source
        }
        #expect(try attribute("var count = 0") == "@ObservationStateTracked")
        #expect(try attribute("var text: String { didSet { print(text) } }") == "@ObservationStateTracked")
        #expect(try attribute("let id = UUID()") == "")
        #expect(try attribute("static var shared = 0") == "")
        #expect(try attribute("var doubled: Int { count * 2 }") == "")
        #expect(try attribute("var full: String { get { a } set { a = newValue } }") == "")
        #expect(try attribute("@ObservationStateIgnored var cache = 0") == "")
        // Observed by their own macro or wrapper: not tracked twice.
        #expect(try attribute("@Presents var alert: AlertState<Action.Alert>?") == "")
        #expect(try attribute("@Shared(.appStorage(\"n\")) var n = 0") == "")

        let members = try plugin.expand("ObservableStateMacro", role: "member", "@ObservableState struct State { var count = 0 }").source
        #expect(members.hasPrefix("var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()\n\npublic var _$id: ComposableArchitecture.ObservableStateID {"))
        let tracked = try plugin.expand("ObservationStateTrackedMacro", role: "accessor", "@ObservationStateTracked var count = 0")
        #expect(tracked.source.contains(#"_$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)"#))
        #expect(tracked.source.hasPrefix("{\n@storageRestrictions(initializes: _count)"))
        #expect(try plugin.expand("ObservationStateTrackedMacro", role: "peer", "@ObservationStateTracked var names: [String] = []").source
            == "private var _names: [String] = []")
    }

    @Test func observableStateOnAnEnumFollowsTheCase() throws {
        let expansion = try PluginSession().expand("ObservableStateMacro", role: "member", """
        @ObservableState
        enum Path {
          case detail(Detail.State)
          case pair(Int, String)
        }
        """).source
        #expect(expansion == """
        public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .detail(state):
                return ._$id(for: state)._$tag(0)
            case .pair:
                return ComposableArchitecture.ObservableStateID()._$tag(1)
            }
        }

        public mutating func _$willModify() {
            switch self {
            case var .detail(state):
                ComposableArchitecture._$willModify(&state)
                self = .detail(state)
            case .pair:
                break
            }
        }
        """)
    }

    @Test func observableStateRefusesClassesInTCAsWords() throws {
        let expansion = try PluginSession().expand("ObservableStateMacro", role: "member", "@ObservableState\nfinal class Model {}", at: 40)
        #expect(expansion.diagnostics.map(\.message) == ["'@ObservableState' cannot be applied to class type 'Model'"])
        #expect(expansion.diagnostics.first?.offset == 40)

        // The compiler places the attribute where the blank lines and comments before it start.
        let afterComment = try PluginSession().expand(
            "ObservableStateMacro", role: "member", "\n\n// The model.\n@ObservableState\nfinal class Model {}", at: 40)
        #expect(afterComment.diagnostics.first?.offset == 40 + "\n\n// The model.\n".utf8.count)
    }

    @Test func presentsStoresTheChildInPresentationState() throws {
        let plugin = try PluginSession()
        let declaration = "@Presents var destination: Destination.State?"
        #expect(try plugin.expand("PresentsMacro", role: "accessor", declaration).source.contains(
            "_destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)"))
        let peers = try plugin.expand("PresentsMacro", role: "peer", declaration).source
        #expect(peers.hasPrefix("var $destination: ComposableArchitecture.PresentationState<Destination.State> {"))
        #expect(peers.hasSuffix("private var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)"))
        #expect(try plugin.expand("PresentsMacro", role: "peer", "@Presents var destination = Destination.State()").diagnostics.count == 1)
    }

    // MARK: - @ViewAction, @DependencyClient, @Perceptible

    @Test func viewActionNeedsAStore() throws {
        let plugin = try PluginSession()
        let view = "@ViewAction(for: Feature.self)\nstruct FeatureView: View {\n  let store: StoreOf<Feature>\n  var body: some View { EmptyView() }\n}"
        #expect(try plugin.expand("ViewActionMacro", role: "extension", view, extendedType: "FeatureView", missing: ["ViewActionSending"]).source
            == "extension FeatureView: ViewActionSending {\n}")
        let storeless = try plugin.expand("ViewActionMacro", role: "extension", "@ViewAction(for: Feature.self)\nstruct FeatureView: View {}",
                                          extendedType: "FeatureView", missing: ["ViewActionSending"])
        #expect(storeless.diagnostics.map(\.message) == ["'@ViewAction' requires 'FeatureView' to have a 'store' property of type 'Store'."])
    }

    @Test func dependencyClientEndpointsReportWhenUnimplemented() throws {
        let plugin = try PluginSession()
        let client = """
        @DependencyClient
        struct NumberClient {
          var fact: @Sendable (_ number: Int) async throws -> String
          var isPrime: (Int) -> Bool = { _ in false }
          var name = "numbers"
        }
        """
        #expect(try plugin.expand("DependencyClientMacro", role: "memberAttribute", "var fact: @Sendable (_ number: Int) async throws -> String", parent: client).source == "@DependencyEndpoint")
        #expect(try plugin.expand("DependencyClientMacro", role: "memberAttribute", "var name = \"numbers\"", parent: client).source == "")
        #expect(try plugin.expand("DependencyClientMacro", role: "member", client).source == """
        init(
            fact: @escaping @Sendable (_ number: Int) async throws -> String,
            isPrime: @escaping (Int) -> Bool,
            name: String = "numbers"
        ) {
            self.fact = fact
            self.isPrime = isPrime
            self.name = name
        }

        init(
            name: String = "numbers"
        ) {
            self.name = name
        }
        """)
        #expect(try plugin.expand("DependencyEndpointMacro", role: "peer", "var fact: @Sendable (_ number: Int) async throws -> String").source == #"""
        func fact(number p0: Int) async throws -> String {
            try await self.fact(p0)
        }

        private var _fact: @Sendable (_ number: Int) async throws -> String = { p0 in
            ComposableArchitecture.reportIssue("Unimplemented: '\(Self.self).fact'")
            throw ComposableArchitecture.Unimplemented("fact")
        }
        """#)
        let noDefault = try plugin.expand("DependencyEndpointMacro", role: "peer", "var isPrime: (Int) -> Bool")
        #expect(noDefault.diagnostics.map(\.message) == ["Default value required for non-throwing closure 'isPrime'"])
    }

    @Test func perceptibleTracksAClassLikeObservable() throws {
        let plugin = try PluginSession()
        let model = "@Perceptible final class Model { var count = 0 }"
        #expect(try plugin.expand("PerceptibleMacro", role: "memberAttribute", "var count = 0", parent: model).source == "@PerceptionTracked")
        #expect(try plugin.expand("PerceptibleMacro", role: "member", model).source.contains("ComposableArchitecture.PerceptionRegistrar()"))
        #expect(try plugin.expand("PerceptionTrackedMacro", role: "accessor", "var count = 0").source.contains("withMutation(keyPath: \\.count)"))
        #expect(try plugin.expand("PerceptibleMacro", role: "member", "@Perceptible struct Model {}").diagnostics.count == 1)
    }

    // MARK: - What the runtime does not cover

    @Test func anUnknownAttributeIsExplainedNotQuoted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unknown-attribute-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Items.swift")
        try """
        import ComposableArchitecture
        struct Items {
          @FetchAll var items: [String]
          @Obsrvable var typo = 0
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        let unknown = result.diagnostics.filter { $0.unknownAttribute != nil }
        #expect(unknown.map(\.line) == [3, 4])
        let english = unknown.map(GradeWording(.en).message)
        #expect(english.first?.hasPrefix("`@FetchAll` comes from SQLiteData, which this course's runtime does not cover") == true)
        #expect(english.last?.hasPrefix("`@Obsrvable` is not an attribute Swift or this course's runtime provides") == true)
        #expect(!english.joined().contains("unknown attribute"))
        #expect(unknown.map(GradeWording(.ko).message).first?.hasPrefix("`@FetchAll`은(는) SQLiteData의 기능인데") == true)
    }

    @Test func anErrorInWhatAMacroWroteIsShownAtTheLearnersAttribute() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("macro-error-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Destination.swift")
        // `Sheet` is no reducer, so the body `@Reducer` writes for the enum cannot run it.
        try """
        import ComposableArchitecture
        struct Sheet {
          struct State: Equatable {}
          enum Action {}
        }

        @Reducer
        enum Destination {
          case sheet(Sheet)
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        #expect(!result.compiled)
        let expanded = result.diagnostics.filter { $0.expandedFrom == "Reducer" }
        #expect(!expanded.isEmpty && expanded.allSatisfy { $0.line == 7 && $0.severity == .error && $0.origin == .learner }, "\(result.diagnostics)")
        #expect(expanded.contains { $0.message.contains("'Sheet' does not conform to protocol 'Reducer'") })
        #expect(GradeWording(.en).message(expanded[0]).hasPrefix("in the code `@Reducer` writes for this declaration: "))
        #expect(GradeWording(.ko).message(expanded[0]).hasPrefix("`@Reducer`가 이 선언에 써 넣는 코드에서: "))
    }

    @Test func aValueNamesItsCaseWhateverItsCasesLookLike() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("case-lookup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Cases.swift")
        // `AllCasePaths`' subscript is a switch over the cases: it must still compile for cases
        // inside `#if` blocks and for an enum with none, and name the case of a value with a payload.
        try """
        import ComposableArchitecture
        @CasePathable
        enum Action {
          case tap
          case child(Int)
          #if DEBUG
            case debugOnly(label: String, count: Int)
          #else
            case release
          #endif
        }
        @CasePathable
        enum Nothing {}
        print(Action.tap.case == \\Action.Cases.tap, Action.child(1).case == \\Action.Cases.child,
              Action.debugOnly(label: "x", count: 2).case == \\Action.Cases.debugOnly, Action.child(1).case == \\Action.Cases.tap)
        print(Array(Action.allCasePaths).count, Array(Nothing.allCasePaths).count)
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        #expect(result.compiled, "\(result.diagnostics)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == ["true true true false", "3 0"], "\(result.stdout)")
    }

    @Test func anEnumOfFeaturesCompilesBesideURLSessionAndCasePaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("enum-reducer-imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // URLSession brings the networking module in before the file's own imports, and
        // `import CasePaths` loads the runtime by another name first: the conformances the macro
        // writes on the nested `State` and `CaseScope` must hold either way.
        for (name, imports, use) in [("Networked", "import ComposableArchitecture\nimport Foundation", "URLSession.shared === URLSession.shared"),
                                     ("CasePathsFirst", "import CasePaths\nimport ComposableArchitecture", "true")] {
            let file = folder.appendingPathComponent("\(name).swift")
            try """
            \(imports)

            @Reducer
            struct Sheet {
              @ObservableState
              struct State: Equatable { var n = 0 }
              enum Action { case tap }
              var body: some ReducerOf<Self> {
                Reduce { state, _ in state.n += 1; return .none }
              }
            }

            @Reducer
            enum Destination {
              case sheet(Sheet)
            }

            let store = Store(initialState: Destination.State.sheet(Sheet.State())) { Destination.body }
            store.send(.sheet(.tap))
            if case let .sheet(sheet) = store.case { print("n =", sheet.n, \(use)) }
            """.write(to: file, atomically: true, encoding: .utf8)
            let result = try SharedGrader.grader.play(file, timeLimit: 30)
            #expect(result.compiled, "\(name): \(result.diagnostics) \(result.compilerOutput)")
            #expect(result.stdout.contains("n = 1 true"), "\(name): \(result.stdout)")
        }
    }

    // MARK: - Requests

    static func location(_ offset: Int) -> [String: Any] {
        ["fileID": "Exercise/Feature.swift", "fileName": "/work/Feature.swift", "offset": offset, "line": 1, "column": 1]
    }
}

/// The plugin of the tests' runtime, started once; requests are answered in order.
final class PluginSession {
    struct Reply {
        var source: String
        var diagnostics: [(message: String, severity: String, offset: Int)]
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init() throws {
        process.executableURL = SharedGrader.grader.compiler.runtime.macrosPlugin
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    func exchange(_ message: [String: Any]) throws -> [String: Any] {
        try exchange(raw: try JSONSerialization.data(withJSONObject: message))
    }

    /// Sends `body` as one message, exactly as given.
    func exchange(raw body: Data) throws -> [String: Any] {
        var size = UInt64(body.count).littleEndian
        input.fileHandleForWriting.write(Data(bytes: &size, count: 8) + body)
        let header = try read(8)
        let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
        return try #require(try JSONSerialization.jsonObject(with: read(Int(length))) as? [String: Any])
    }

    private func read(_ count: Int) throws -> Data {
        var data = Data()
        while data.count < count {
            let chunk = output.fileHandleForReading.readData(ofLength: count - data.count)
            try #require(!chunk.isEmpty, "the plugin closed its output")
            data.append(chunk)
        }
        return data
    }

    /// Asks `type` to expand in `role` the declaration `source` (at byte `offset` of its file).
    func expand(_ type: String, role: String, _ source: String, parent: String? = nil, at offset: Int = 0,
                extendedType: String? = nil, missing: [String]? = nil) throws -> Reply {
        let attribute = Self.leadingAttribute(of: source)
        var request: [String: Any] = [
            "macro": ["moduleName": "RuntimeMacros", "typeName": type, "name": type],
            "macroRole": role, "discriminator": "$s1",
            "attributeSyntax": ["kind": "attribute", "source": attribute, "location": RuntimeMacrosTests.location(offset)],
            "declSyntax": ["kind": "declaration", "source": source, "location": RuntimeMacrosTests.location(offset)],
        ]
        if let parent {
            request["parentDeclSyntax"] = ["kind": "declaration", "source": parent, "location": RuntimeMacrosTests.location(0)]
            request["attributeSyntax"] = ["kind": "attribute", "source": Self.leadingAttribute(of: parent), "location": RuntimeMacrosTests.location(0)]
        }
        if let extendedType {
            request["extendedTypeSyntax"] = ["kind": "type", "source": extendedType, "location": RuntimeMacrosTests.location(0)]
        }
        if let missing {
            request["conformanceListSyntax"] = ["kind": "declaration", "source": "struct Placeholder: \(missing.joined(separator: ", ")) {}", "location": RuntimeMacrosTests.location(0)]
        }
        return try #require(Self.expansion(try exchange(["expandAttachedMacro": request])))
    }

    /// `@Reducer(state: .equatable)` from the start of a declaration.
    /// Blank lines and `//` comments before it stay with it, as the compiler sends them.
    static func leadingAttribute(of source: String) -> String {
        let trivia = source.prefix { $0 != "@" }
        guard trivia.split(separator: "\n").allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty || $0.hasPrefix("//") }),
              trivia.count < source.count
        else { return "@Macro" }
        let attribute = source.dropFirst(trivia.count)
        let name = attribute.prefix { $0 != "\n" && $0 != " " && $0 != "(" }
        guard attribute.dropFirst(name.count).hasPrefix("("), let close = attribute.firstIndex(of: ")") else { return String(trivia + name) }
        return String(trivia + attribute[...close])
    }

    static func expansion(_ message: [String: Any]) -> Reply? {
        guard let result = message["expandMacroResult"] as? [String: Any] else { return nil }
        let diagnostics = (result["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
            (message: diagnostic["message"] as? String ?? "", severity: diagnostic["severity"] as? String ?? "",
             offset: (diagnostic["position"] as? [String: Any])?["offset"] as? Int ?? -1)
        }
        return Reply(source: result["expandedSource"] as? String ?? "", diagnostics: diagnostics)
    }
}

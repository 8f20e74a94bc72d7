/// Korean particles attached to a word the report does not know in advance (a file, a view, a
/// value), in the form its last sound asks for, as AUTHORING.md's style sheet says:
///
///     "\(file, .subject) 없습니다"     → "Counter.swift가 없습니다"
///     "\(value, .direction) 이동"      → "3으로 이동", "Toggle로 이동"
///
/// Code is read as a Korean developer says it aloud (`Button` 버튼, `init` 이닛, `Text` 텍스트),
/// which these rules follow closely enough for names, paths and numbers.
enum Particle {
    /// 은/는
    case topic
    /// 이/가
    case subject
    /// 을/를
    case object
    /// 과/와
    case with
    /// 으로/로 (로 after ㄹ too)
    case direction

    func form(after word: String) -> String {
        form(after: FinalSound(of: word))
    }

    func form(after ending: FinalSound) -> String {
        switch self {
        case .topic: return ending == .none ? "는" : "은"
        case .subject: return ending == .none ? "가" : "이"
        case .object: return ending == .none ? "를" : "을"
        case .with: return ending == .none ? "와" : "과"
        case .direction: return ending == .consonant ? "으로" : "로"
        }
    }
}

extension DefaultStringInterpolation {
    /// `"\(word, .object)"`: the word and its particle, attached.
    mutating func appendInterpolation(_ word: String, _ particle: Particle) {
        appendLiteral(word + particle.form(after: word))
    }
}

/// How a word ends when read aloud: on a vowel, on ㄹ, or on another final consonant (받침).
enum FinalSound: Equatable {
    case none, rieul, consonant

    /// The likeliest reading: the certain one when there is one, else a guess from the spelling.
    init(of word: String) {
        self = FinalSound(certainlyOf: word) ?? FinalSound.guess(Self.finalLetters(of: word))
    }

    /// The reading when the spelling leaves no doubt (a number, Hangul, an acronym, an ending such
    /// as -ing, -tion, -l, -er, -y), `nil` when it could be read two ways (`init` 이닛 but `Text`
    /// 텍스트, `Clock` 클록 but `check` 체크, `private` 프라이빗 but `State` 스테이트).
    init?(certainlyOf word: String) {
        // Closing marks are not read: `likeBinding(for:)` ends on "for", `"Count: 0"` on "0".
        let letters = Array(word.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
        guard let final = letters.last else { return nil }
        if let scalar = final.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
            let jongseong = (scalar.value - 0xAC00) % 28
            self = jongseong == 0 ? .none : jongseong == 8 ? .rieul : .consonant
            return
        }
        if let digit = final.wholeNumberValue {
            // 영 일 이 삼 사 오 육 칠 팔 구; 10, 100, 1000 (십, 백, 천) end on a consonant like 0 (영).
            self = [.consonant, .rieul, .none, .consonant, .none, .none, .consonant, .rieul, .rieul, .none][digit]
            return
        }
        let word = Self.finalLetters(of: word)
        guard !word.isEmpty else { return nil }
        // An acronym is read letter by letter: URL 유알엘, TCA 티씨에이, ID 아이디.
        if word.count <= 4, word.allSatisfy(\.isUppercase) {
            switch word.last! {
            case "L", "R": self = .rieul
            case "M", "N": self = .consonant
            default: self = .none
            }
            return
        }
        let lower = word.lowercased()
        if let sound = Self.certainEndings.first(where: { lower.hasSuffix($0.ending) })?.sound {
            self = sound
            return
        }
        return nil
    }

    /// The ASCII letters the word ends with (`Visualizer.State(volume:)` → `volume`).
    private static func finalLetters(of word: String) -> String {
        let letters = word.reversed().drop { !$0.isLetter && !$0.isNumber }
        return String(letters.prefix { $0.isLetter && $0.isASCII }.reversed())
    }

    /// Endings read one way only, longest first where one is the tail of another.
    private static let certainEndings: [(ending: String, sound: FinalSound)] = [
        ("tion", .consonant), ("sion", .consonant),                        // Action 액션
        ("ng", .consonant),                                                // Binding 바인딩, String 스트링
        ("me", .consonant), ("ne", .consonant),                            // volume 볼륨, Name 네임, Line 라인
        ("m", .consonant), ("n", .consonant),                              // Item 아이템, Button 버튼
        ("le", .rieul), ("l", .rieul),                                     // Toggle 토글, Model 모델, Label 레이블
        ("er", .none), ("or", .none), ("ar", .none), ("re", .none),        // Counter 카운터, for 포, Store 스토어
        ("ue", .none), ("ee", .none), ("y", .none), ("w", .none),          // value 밸류, Tree 트리, body 바디, View 뷰
        ("ed", .none), ("s", .none), ("x", .none),                         // Published 퍼블리시드, Actions 액션스
        ("a", .none), ("i", .none), ("o", .none), ("u", .none),
    ]

    /// A guess for endings read two ways, right for most names a lesson uses.
    private static func guess(_ word: String) -> FinalSound {
        let lower = Array(word.lowercased())
        guard let last = lower.last else { return .none }
        let before = lower.count > 1 ? lower[lower.count - 2] : " "
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        // "ck" is one sound that closes the syllable (Clock 클록, withLock 위드락, pullback 풀백,
        // Stack 스택), except in check 체크.
        if before == "c", last == "k" {
            return word.lowercased().hasSuffix("check") ? .none : .consonant
        }
        switch last {
        case "t", "k", "p", "b":
            // After a vowel the consonant closes the syllable: init 이닛, Tab 탭, Group 그룹;
            // after a consonant it is a syllable of its own: Text 텍스트, Task 태스크.
            return vowels.contains(before) ? .consonant : .none
        default: return .none                                              // Scope 스코프, Reduce 리듀스
        }
    }
}

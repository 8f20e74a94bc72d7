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
        let ending = FinalSound(of: word)
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

    init(of word: String) {
        // Closing marks are not read: `likeBinding(for:)` ends on "for", `"Count: 0"` on "0".
        let letters = Array(word.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
        guard let final = letters.last else {
            self = .none
            return
        }
        if let scalar = final.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
            let jongseong = (scalar.value - 0xAC00) % 28
            self = jongseong == 0 ? .none : jongseong == 8 ? .rieul : .consonant
            return
        }
        if let digit = final.wholeNumberValue {
            // 영 일 이 삼 사 오 육 칠 팔 구
            self = [.consonant, .rieul, .none, .consonant, .none, .none, .consonant, .rieul, .rieul, .none][digit]
            return
        }
        let word = String(letters.reversed().prefix { $0.isLetter && $0.isASCII }.reversed())
        guard !word.isEmpty else {
            self = .none
            return
        }
        // An acronym is read letter by letter: URL 유알엘, TCA 티씨에이, ID 아이디.
        if word.count <= 4, word.allSatisfy(\.isUppercase) {
            switch word.last! {
            case "L", "R": self = .rieul
            case "M", "N": self = .consonant
            default: self = .none
            }
            return
        }
        let lower = Array(word.lowercased())
        let last = lower[lower.count - 1]
        let before = lower.count > 1 ? lower[lower.count - 2] : " "
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        switch last {
        case "l": self = .rieul                                          // Model 모델, Label 레이블
        case "m", "n": self = .consonant                                 // Item 아이템, Button 버튼
        case "g" where before == "n": self = .consonant                  // Binding 바인딩, String 스트링
        case "e" where before == "l": self = .rieul                      // Toggle 토글
        case "e" where before == "m" || before == "n": self = .consonant // Name 네임, Line 라인
        case "t", "k", "p", "b":
            // After a vowel the consonant closes the syllable: init 이닛, Tab 탭, Group 그룹;
            // after a consonant it is a syllable of its own: Text 텍스트, Task 태스크.
            self = vowels.contains(before) ? .consonant : .none
        default: self = .none                                            // Counter 카운터, body 바디, Scope 스코프
        }
    }
}

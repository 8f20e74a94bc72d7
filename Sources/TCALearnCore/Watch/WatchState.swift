/// What `watch` is doing, as a value: the exercise watched, the last grade shown, whether it may
/// move on. Everything that happens to it is a `WatchEvent`, and `handle` answers each with the
/// `WatchAction`s to take — so every key and every save is decided here, in one switch, and a
/// test drives watch by feeding events, with no terminal, thread or timer.
///
/// Two modes share it. With keys (a terminal, as rustlings' watch mode): each grade on a cleared
/// screen, the trace folded (t shows all of it), and a pass waits for n so the learner reads what
/// just happened first. Plain (a pipe, an editor's task): each report as lines, and a pass moves on
/// by itself.
struct WatchState {
    enum Mode: Equatable {
        case keys
        case plain
    }

    let mode: Mode
    /// The exercise whose files are watched and graded.
    private(set) var exercise: Exercise
    /// The last grade of this exercise, for t (the whole trace); nil before the first.
    private(set) var lastGrade: RecordedGrade?
    /// The learner's progress records this exercise as passed: n may move on.
    private(set) var hasPassed: Bool
    /// What a reset just did, said above the grade that follows it.
    private var resetToSay: ResetOutcome?
    /// r was pressed: the next key says whether to reset (y) or not (any other).
    private var isAskingToReset = false
    /// Watch has ended.
    private(set) var isStopped = false

    init(mode: Mode, exercise: Exercise, hasPassed: Bool) {
        self.mode = mode
        self.exercise = exercise
        self.hasPassed = hasPassed
    }

    /// The last grade shown passed: n is the way on (the key line shows it bright).
    var lastGradePassed: Bool { lastGrade?.result.passed == true }

    mutating func handle(_ event: WatchEvent) -> [WatchAction] {
        switch (event, mode) {
        case (.started(let lessonIsNew), .keys):
            // A new lesson is read first; grading waits for a save or c.
            return lessonIsNew ? [.moveOn(to: .watched)] : [.grade]
        case (.started(let lessonIsNew), .plain):
            return (lessonIsNew ? [.moveOn(to: .watched)] : []) + [.say(.grading), .grade]

        case (.saved, .keys):
            return [.grade]
        case (.saved, .plain):
            return [.say(.grading), .grade]

        case (.graded(let grade), _):
            lastGrade = grade
            hasPassed = hasPassed || grade.result.passed
            let shown = WatchAction.show(.report(grade, full: false, afterReset: resetToSay))
            resetToSay = nil
            if mode == .plain {
                return grade.result.passed ? [shown, .moveOn(to: .nextUnfinished)] : [shown, .say(.watching(exercise, firstTime: false))]
            }
            return [shown]

        case (.movedOn(let introduction?), _):
            let moved = introduction.exercise.id != exercise.id
            exercise = introduction.exercise
            if moved {
                lastGrade = nil
                hasPassed = false
            }
            let screen = WatchAction.show(.introduction(introduction))
            // Plain, the files watched are said when they change (the next exercise).
            return mode == .plain && moved ? [.watchFiles, screen, .say(.watching(exercise, firstTime: true))] : [.watchFiles, screen]
        case (.movedOn(nil), .keys):
            return [.say(.finishedCourse)]
        case (.movedOn(nil), .plain):
            isStopped = true
            return [.say(.finishedCourse), .stop]

        case (.hintsShown(let shown), _):
            return [.say(.hints(shown))]

        case (.reset(let outcome), _):
            // tca-learn wrote the files itself: that is no save to grade twice.
            resetToSay = outcome
            return [.acceptFiles, .grade]

        case (.key(let key), .keys):
            return press(key)
        case (.key, .plain):
            return []
        }
    }

    /// The keys, listed under every screen (`WatchWording.keyLine`).
    private mutating func press(_ key: Character) -> [WatchAction] {
        if isAskingToReset {
            // A reset replaces the learner's file: only a y does it, any other key keeps their work.
            isAskingToReset = false
            return key == "y" || key == "Y" ? [.reset] : [.say(.resetCancelled)]
        }
        switch key {
        case "q":
            isStopped = true
            return [.say(.stopped), .stop]
        case "c":
            return [.grade]
        case "h":
            return [.revealHint]
        case "l":
            return [.show(.overview)]
        case "t":
            guard let lastGrade else { return [.say(.nothingGradedYet)] }
            return [.show(.report(lastGrade, full: true, afterReset: nil))]
        case "p":
            guard let lastGrade else { return [.say(.nothingGradedYet)] }
            return [.drawPicture(lastGrade)]
        case "r":
            isAskingToReset = true
            return [.say(.confirmReset(exercise))]
        case "n":
            guard hasPassed else { return [.say(.notPassedYet)] }
            return [.moveOn(to: .nextUnfinished)]
        default:
            return []
        }
    }
}

/// Something that happened to `watch`: the learner's doing (a save, a key) or the answer to a
/// `WatchAction` the loop carried out.
enum WatchEvent {
    /// Watch began; the watched exercise's lesson has not been introduced yet when `lessonIsNew`.
    case started(lessonIsNew: Bool)
    /// A watched file was saved.
    case saved
    /// A key was pressed (only with keys).
    case key(Character)
    /// A grade finished and was recorded.
    case graded(RecordedGrade)
    /// An exercise was made the current one; nil when every exercise is passed.
    case movedOn(Introduction?)
    case hintsShown(HintsShown)
    case reset(ResetOutcome)
}

/// What `watch` does next, decided by `WatchState.handle` and carried out by `WatchLoop`.
enum WatchAction {
    enum Destination: Equatable {
        /// The exercise watched now (introducing its lesson).
        case watched
        /// The first exercise not yet passed.
        case nextUnfinished
    }

    /// Grade the watched exercise (answers `.graded`).
    case grade
    /// Reveal its next hint (answers `.hintsShown`).
    case revealHint
    /// Put its starter back (answers `.reset`).
    case reset
    /// Make an exercise the current one (answers `.movedOn`).
    case moveOn(to: Destination)
    /// Watch the files of the exercise now watched.
    case watchFiles
    /// Take the watched files as they are now as seen.
    case acceptFiles
    /// Show a screen: on a cleared terminal with keys, as lines otherwise.
    case show(WatchScreen)
    /// Say a line under what is shown.
    case say(WatchNotice)
    /// Write a grade's picture to step through in a browser, and say where (p).
    case drawPicture(RecordedGrade)
    /// End watch.
    case stop
}

/// What fills the screen.
enum WatchScreen {
    /// A grade's report, its trace folded or whole; after a reset, what the reset did first.
    case report(RecordedGrade, full: Bool, afterReset: ResetOutcome?)
    /// An exercise introduced (with its lesson's explanation on entering one).
    case introduction(Introduction)
    /// The course and the learner's progress (`list`).
    case overview
}

/// A line said under the screen.
enum WatchNotice {
    /// A grade begins (plain: a rule and the time, so each report is found in the log).
    case grading
    case hints(HintsShown)
    /// Which files are watched now; `firstTime` for an exercise not graded yet.
    case watching(Exercise, firstTime: Bool)
    case notPassedYet
    case nothingGradedYet
    /// r asks before putting the starter back.
    case confirmReset(Exercise)
    case resetCancelled
    case finishedCourse
    case stopped
}

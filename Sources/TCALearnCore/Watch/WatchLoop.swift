import Foundation

/// Runs `watch`: waits for a save (and, with keys, a key), hands each to `WatchState`, and carries
/// out the actions it decides — grading, hints, resets and moving on through the learner session,
/// screens and lines through `WatchWording`. Each action's answer goes back to the state as the
/// next event. Nothing here decides what a key means.
struct WatchLoop {
    private(set) var state: WatchState
    let session: LearnerSession
    let context: Context
    /// Single keys, or nil for plain mode.
    let keys: (any KeySource)?
    /// Grades record the exercise as the current one (it was not named on the command line).
    private var pinning: Bool
    private var watcher: SaveWatcher
    private var wording: WatchWording { WatchWording(words: context.wording(session), mode: state.mode) }
    /// Something was printed already (plain: an introduction after a report gets a blank line).
    private var hasPrinted = false

    init(exercise: Exercise, pinning: Bool, session: LearnerSession, context: Context, keys: (any KeySource)?) {
        state = WatchState(mode: keys == nil ? .plain : .keys, exercise: exercise, hasPassed: session.isPassed(exercise))
        self.pinning = pinning
        self.session = session
        self.context = context
        self.keys = keys
        watcher = SaveWatcher(files: session.workbook.files(for: exercise))
    }

    mutating func run() throws -> Int32 {
        keys?.start()
        defer { keys?.stop() }
        try send(.started(lessonIsNew: !session.isLessonIntroduced(for: state.exercise)))
        while !state.isStopped {
            if let keys {
                if watcher.noticedSave() {
                    try send(.saved)
                } else if let key = keys.nextKey(timeout: watcher.pollInterval) {
                    try send(.key(key))
                }
            } else {
                watcher.waitForSave()
                try send(.saved)
            }
        }
        return ExitCode.success
    }

    /// Hands `event` to the state and carries out what it decides, each answer handed back in turn.
    private mutating func send(_ event: WatchEvent) throws {
        for action in state.handle(event) {
            if let answer = try perform(action) {
                try send(answer)
            }
        }
    }

    private mutating func perform(_ action: WatchAction) throws -> WatchEvent? {
        let exercise = state.exercise
        switch action {
        case .grade:
            // Never the starter on a save: a file an editor is replacing is missing for a moment.
            let pinning = pinning
            return .graded(try context.liveLine.spinning(wording.words.grading(exercise)) {
                try session.grade(exercise, pinning: pinning, copyStarter: false)
            })
        case .revealHint:
            return .hintsShown(try session.hints(for: exercise, all: false, pinning: false))
        case .reset:
            return .reset(try session.reset(exercise))
        case .moveOn(let destination):
            let target: Exercise
            switch destination {
            case .watched:
                target = exercise
            case .nextUnfinished:
                // Another terminal's check may have passed exercises meanwhile.
                try session.reloadProgress()
                guard let next = session.nextUnfinished else { return .movedOn(nil) }
                target = next
            }
            let introduction = try session.moveOn(to: target)
            pinning = true
            wording.words.editorSupportNotice(introduction.editorSupportError).map(context.status)
            return .movedOn(introduction)
        case .watchFiles:
            watcher.files = session.workbook.files(for: exercise)
        case .acceptFiles:
            watcher.acceptCurrentFiles()
        case .show(let screen):
            let text = wording.screen(screen, state: state, afterOutput: hasPrinted)
            // A screen taller than the terminal is paged: `watch` clears the scrollback.
            if let keys, let pager = context.pager(keys: keys) {
                pager.show(text) { write($0) }
            } else {
                write(text)
            }
        case .say(let notice):
            write(wording.notice(notice) + "\n")
        case .drawPicture(let grade):
            write("\n")
            try PictureFile.write(grade, workbook: session.workbook, to: nil, open: false, context: context)
        case .stop:
            break
        }
        return nil
    }

    private mutating func write(_ text: String) {
        context.output.write(text, to: .standardOutput)
        hasPrinted = true
    }
}

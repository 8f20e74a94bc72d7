/// The environment variables through which `tca-learn` tells a program it built where to report,
/// each named once for both ends: the engine sets them when it starts the program, the runtime and
/// the hidden-test harness read them inside it.
public enum ProgramChannels {
    /// A grade: the result channel's descriptors (the engine's `GradeChannel`, the harness's
    /// `ResultChannel`).
    public static let gradeChannelVariable = "TCA_LEARN_GRADE_CHANNEL"
    /// `play`: the descriptor the program writes its records on (`PlayRecords`: every trace event
    /// as it is recorded, every issue told on standard error), read by the engine's `ProgramRun`.
    public static let playRecordsVariable = "TCA_LEARN_PLAY_RECORDS"
    /// `play` of a file of `@Test`s: the file swift-testing's event stream goes to.
    public static let testEventsVariable = "TCA_LEARN_TEST_EVENTS"
    /// The TCA release the program is written for, whose words the runtime's test store uses
    /// (the engine's `TCAVersion`, the runtime's `TargetVersion`).
    public static let tcaVersionVariable = "TCA_LEARN_TCA_VERSION"
}

import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// Which confinement was active is said in the JSON and in verbose output.
@Suite struct ConfinementReportTests {
    @Test func theConfinementIsNamedInTheJSONAndInVerboseOutput() throws {
        let course = try FixtureCourse(exercises: [FixtureCourse.ExerciseFixture()])
        defer { course.remove() }
        let workbook = course.root.appendingPathComponent("workbook")
        let verbose = ToolRun(["check", "sample", "--course", course.root.path, "--workbook", workbook.path, "--verbose", "--no-color"])
        let named = GradeWording(.en).confinement(Confinement.mechanism)
        #expect(verbose.stderr.contains("confinement: \(named)."))
        let json = ToolRun(["grade", "--course", course.root.path, "--workbook", workbook.path, "--format", "json"])
        let root = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(root?["confinement"] as? String == named)
        if case .landlockAndSeccomp = Confinement.mechanism {
            #expect(named.hasPrefix("Landlock (ABI"))
        }
    }
}

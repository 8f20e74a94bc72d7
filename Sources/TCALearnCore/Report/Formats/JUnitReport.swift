import Foundation

/// JUnit XML, read by GitLab, Jenkins and most test-report actions: a `<testsuite>` per exercise
/// (course order), a `<testcase>` per check; a failed check is a `<failure>`, one that did not run
/// (compile error, crash, timeout) an `<error>`.
enum JUnitReport {
    static func render(_ graded: [GradedExercise]) -> Data {
        var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let all = graded.flatMap(\.result.checks)
        xml.append(#"<testsuites name="tca-learn" tests="\#(all.count)" failures="\#(all.filter { $0.status == .fail }.count)" errors="\#(all.filter { $0.status != .pass && $0.status != .fail }.count)">"#)
        for exercise in graded {
            let checks = exercise.result.checks
            let failures = checks.filter { $0.status == .fail }.count
            let errors = checks.filter { $0.status != .pass && $0.status != .fail }.count
            let time = exercise.result.compileSeconds + exercise.result.runSeconds
            xml.append(#"  <testsuite name="\#(escape(exercise.exercise.path))" tests="\#(checks.count)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(seconds(time))">"#)
            for check in checks {
                let open = #"    <testcase classname="\#(escape(exercise.exercise.id))" name="\#(escape(exercise.testName(check)))" time="\#(seconds(check.result?.durationSeconds ?? 0))""#
                let message = exercise.message(for: check) ?? ""
                let firstLine = String(message.split(separator: "\n").first ?? "")
                switch check.status {
                case .pass:
                    xml.append(open + "/>")
                case .fail:
                    xml.append(open + ">")
                    xml.append(#"      <failure message="\#(escape(firstLine))" type="fail">\#(escape(message))</failure>"#)
                    xml.append("    </testcase>")
                case .error, .notRun:
                    xml.append(open + ">")
                    // The type tells the kinds apart: did-not-compile, refused, crashed, timed-out…
                    let type = check.status == .error ? "error" : exercise.statusName
                    xml.append(#"      <error message="\#(escape(firstLine))" type="\#(type)">\#(escape(message))</error>"#)
                    xml.append("    </testcase>")
                }
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return Data((xml.joined(separator: "\n") + "\n").utf8)
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// Escapes text for an attribute or element, dropping characters XML 1.0 cannot carry
    /// (a learner's output may contain any control character).
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

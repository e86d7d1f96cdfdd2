import Foundation
extension CheckReport {
    /// The report as JUnit XML, for CI systems: one test suite for the subject, one test case per
    /// invariant (failed with its smallest scenario and evidence), one errored test case per
    /// scenario that could not run, and one test case per trace given (skipped, with the reason, when
    /// it began no transition; with what it began and reached as its output otherwise). When no
    /// trace began a transition, a test case "traces" is in error with ``tracesMissed``.
    public func junitXML() -> String { Self.junitXML([self]) }

    /// Several reports (checks of several subjects) as one JUnit document: one test suite each.
    public static func junitXML(_ reports: [CheckReport]) -> String {
        let counts = reports.map(\.junitCounts)
        func total(_ part: KeyPath<JUnitCounts, Int>) -> Int { counts.reduce(0) { $0 + $1[keyPath: part] } }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"glide check\" tests=\"\(total(\.tests))\" failures=\"\(total(\.failures))\" errors=\"\(total(\.errors))\" skipped=\"\(total(\.skipped))\">\n"
        for report in reports { xml += report.junitSuite() }
        xml += "</testsuites>\n"
        return xml
    }

    struct JUnitCounts { var tests, failures, errors, skipped: Int }

    var junitCounts: JUnitCounts {
        let errorCount = errors.count + (tracesMissed == nil ? 0 : 1) + limits.count
        let flowCases: Int = flows == nil ? 0 : 1
        let flowFailed: Int = flowFailures.isEmpty ? 0 : 1
        let tests: Int = invariants.count + errorCount + traces.count + flowCases
        let failures: Int = failedInvariants.count + flowFailed
        return JUnitCounts(tests: tests, failures: failures, errors: errorCount, skipped: traces.filter { !$0.exercised }.count)
    }

    /// This report's `<testsuite>` element.
    func junitSuite() -> String {
        let counts = junitCounts
        let (tests, failures, errorCount, skipped) = (counts.tests, counts.failures, counts.errors, counts.skipped)
        var xml = "  <testsuite name=\"\(Self.escape(subject))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errorCount)\" skipped=\"\(skipped)\">\n"
        xml += "    <properties>\n"
        for (source, count) in scenarioCounts.sorted(by: { $0.key < $1.key }) {
            xml += "      <property name=\"scenarios.\(Self.escape(source))\" value=\"\(count)\"/>\n"
        }
        xml += "    </properties>\n"
        let className = "glide.check.\(Self.escape(subject))"
        for result in invariants {
            let name = Self.escape("\(result.id) \(result.name)")
            guard let violation = result.smallest, !result.passed else {
                if let warning = result.smallestWarning {
                    // A warning passes: it is told in the test case's output, with how iOS behaves.
                    xml += "    <testcase classname=\"\(className)\" name=\"\(name)\">\n"
                    xml += "      <system-out>"
                    xml += Self.escape("warning in \(result.warningScenarios) scenario(s); the smallest: \(warning.scenario)\n\(warning.evidence)\n")
                    xml += "</system-out>\n"
                    xml += "    </testcase>\n"
                } else {
                    xml += "    <testcase classname=\"\(className)\" name=\"\(name)\"/>\n"
                }
                continue
            }
            xml += "    <testcase classname=\"\(className)\" name=\"\(name)\">\n"
            xml += "      <failure message=\"\(Self.escape(violation.evidence.message))\" type=\"InvariantViolation\">"
            var body = "\(result.summary)\nbroken in \(result.failingScenarios) scenario(s); the smallest: \(violation.scenario)\n"
            body += "\(violation.evidence)\n"
            for other in violations(of: result.id).prefix(5) where other != violation {
                body += "also: \(other.scenario): \(other.evidence)\n"
            }
            xml += Self.escape(body)
            xml += "</failure>\n"
            xml += "    </testcase>\n"
        }
        for error in errors {
            xml += "    <testcase classname=\"\(className)\" name=\"\(Self.escape(error.scenario.description))\">\n"
            xml += "      <error message=\"\(Self.escape(error.reason))\" type=\"ScenarioError\"/>\n"
            xml += "    </testcase>\n"
        }
        for limit in limits {
            // A part of the app Glide could not run: the check is incomplete, which is an error, not a failure.
            xml += "    <testcase classname=\"\(className)\" name=\"\(Self.escape("Glide's limit: \(limit.message)"))\">\n"
            xml += "      <error message=\"\(Self.escape(limit.message))\" type=\"GlideLimit\"/>\n"
            xml += "    </testcase>\n"
        }
        if let flows {
            // One test case for the flows: its failure lists each failing flow, shrunk.
            let name = Self.escape("flows (\(counted(flows.flowCount, "flow")))")
            if flows.passed {
                xml += "    <testcase classname=\"\(className)\" name=\"\(name)\"/>\n"
            } else {
                xml += "    <testcase classname=\"\(className)\" name=\"\(name)\">\n"
                let message = "\(flows.tally) did not come back as they were"
                xml += "      <failure message=\"\(Self.escape(message))\" type=\"FlowFailure\">"
                xml += Self.escape(flows.failures.map(\.description).joined(separator: "\n") + "\n")
                xml += "</failure>\n"
                xml += "    </testcase>\n"
            }
        }
        let traceClass = "\(className).traces"
        for trace in traces {
            xml += "    <testcase classname=\"\(traceClass)\" name=\"\(Self.escape(trace.name))\">\n"
            if trace.exercised {
                xml += "      <system-out>\(Self.escape("\(trace.trace): \(trace.summary)"))</system-out>\n"
            } else {
                xml += "      <skipped message=\"\(Self.escape(trace.summary))\"/>\n"
            }
            xml += "    </testcase>\n"
        }
        if let tracesMissed {
            xml += "    <testcase classname=\"\(traceClass)\" name=\"traces\">\n"
            xml += "      <error message=\"\(Self.escape(tracesMissed))\" type=\"NothingExercised\"/>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n"
        return xml
    }

    /// `text` with XML's five special characters escaped, and control characters other than tab and newline dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

import Foundation
import GlideCheck
import GlideRender
import GlideUIKitCore

extension CheckReport {
    /// The report as one self-contained HTML page, without screens: every failing invariant with its
    /// evidence and the smallest scenario's steps on a timeline; the scenario counts of a passing check.
    /// ``html(subject:)`` adds the screens (it runs scenarios again to draw them).
    public func html() -> String {
        CheckPage(report: self, pictures: [:], thumbnails: []).html()
    }

    /// The report as one self-contained HTML page with screens: for every failing invariant, the
    /// smallest scenario's screen before the operation and after it settled, side by side, with the
    /// views the evidence names outlined and named; for a passing check, the matrix of scenarios,
    /// each with its final screen as a thumbnail. The scenarios are run again on `subject` (the
    /// subject the report is of) to draw them: deterministic, so they are the screens of the check.
    @MainActor
    public func html(subject: TransitionSubject) -> String {
        var pictures: [String: (before: String, after: String)] = [:]
        var runner = ScenarioRunner(subject: subject)
        for result in invariants where !result.passed {
            guard let violation = result.smallest else { continue }
            var shots: [Bool: String] = [:]
            var options = ScreenRenderer.Options()
            options.standalone = false
            options.idPrefix = "i\(result.id)"
            // The evidence's view by its id: the drawing names the views the check named as the check did.
            options.outlined = violation.evidence.view.map { [$0] } ?? []
            runner.onNamedScreen = { before, window, id in
                var named = options
                named.viewName = id
                shots[before] = ScreenRenderer(options: named).svg(of: window)
            }
            _ = runner.run(violation.scenario)
            if let before = shots[true], let after = shots[false] {
                pictures["\(result.id)"] = (before, after)
            }
        }
        var thumbnails: [(scenario: Scenario, svg: String)] = []
        if failedInvariants.isEmpty && errors.isEmpty {
            var options = ScreenRenderer.Options()
            options.standalone = false
            options.pixelWidth = 96
            // At thumbnail size a view's name would be a smudge: its tooltip names it.
            options.namesViews = false
            var index = 0
            for scenario in ScenarioMatrix.scenarios(styles: subject.styles) {
                index += 1
                options.idPrefix = "m\(index)"
                let renderer = ScreenRenderer(options: options)
                var final: String?
                runner.onScreen = { before, window in if !before { final = renderer.svg(of: window) } }
                _ = runner.run(scenario)
                if let final { thumbnails.append((scenario, final)) }
            }
        }
        return CheckPage(report: self, pictures: pictures, thumbnails: thumbnails).html()
    }
}

/// The HTML of a check report.
struct CheckPage {
    let report: CheckReport
    /// Before and after screens by invariant id.
    let pictures: [String: (before: String, after: String)]
    let thumbnails: [(scenario: Scenario, svg: String)]

    func html() -> String {
        let e = SVGText.escape
        let failing = report.invariants.filter { !$0.passed }
        var body = ""
        var verdict = report.passed
            ? "passed: \(report.invariants.count) invariants held in \(counted(report.scenarioCount, "scenario"))"
            : failing.isEmpty && report.errors.isEmpty
                ? "not checked by the traces: \(report.invariants.count) invariants held in \(counted(report.scenarioCount, "scenario")), but no trace began a transition"
                : "failed: \(failing.count) of \(report.invariants.count) invariants broken in \(counted(report.scenarioCount, "scenario")): "
                    + failing.map { "\($0.id) in \(counted($0.failingScenarios, "failing scenario"))" }.joined(separator: ", ")
        if report.tracesMissed != nil, !failing.isEmpty || !report.errors.isEmpty { verdict += "; no trace began a transition" }
        body += "<p class=\"verdict \(report.passed ? "pass" : "fail")\">\(e(verdict))</p>\n"
        if let missed = report.tracesMissed { body += "<p class=\"error\">\(e(missed))</p>\n" }
        if !report.traces.isEmpty {
            // What each trace did: began transitions, reached the handlers (which recognizer, which view), or why nothing.
            body += "<h2>Traces</h2><ul>"
            for trace in report.traces {
                body += "<li class=\"\(trace.exercised ? "pass" : "fail")\"><code>\(e(trace.name))</code>: \(e(trace.summary))</li>"
            }
            body += "</ul>\n"
        }
        for result in failing {
            body += "<section class=\"invariant\" id=\"invariant-\(result.id)\"><h2>\(result.id) \(e(result.name))</h2>"
            body += "<p>\(e(result.summary))</p><p>\(counted(result.failingScenarios, "failing scenario")) of \(report.scenarioCount)</p>"
            if let v = result.smallest {
                body += "<p><b>Smallest scenario:</b> <code>\(e(v.scenario.description))</code></p>"
                if let origin = v.scenario.origin {
                    // A trace's scenario: which recording, and how it was played (the handlers', as recorded or cancelled).
                    body += "<p><b>From:</b> <code>\(e(origin))</code>: \(e(v.scenario.label))</p>"
                }
                body += "<p class=\"evidence\"><b>Evidence:</b> \(e(v.evidence.description))</p>"
                if let shots = pictures["\(result.id)"] {
                    body += "<div class=\"pair\"><figure><figcaption>before the \(e(v.scenario.operation.description))</figcaption>\(shots.before)</figure>"
                    body += "<figure><figcaption>after it settled</figcaption>\(shots.after)</figure></div>"
                }
                body += stepsTimeline(v.scenario, violationTime: v.evidence.time)
            }
            body += "</section>\n"
        }
        // Warnings: what Glide's rules flag and iOS would not show as a fault, each with how iOS behaves.
        let warned = report.invariants.filter { $0.warningScenarios > 0 }
        if !warned.isEmpty {
            body += "<h2>Warnings (not failures)</h2>"
            for result in warned {
                guard let w = result.smallestWarning else { continue }
                body += "<section class=\"warning\" id=\"warning-\(result.id)\"><h3>\(result.id) \(e(result.name))</h3>"
                body += "<p>\(result.warningScenarios) scenario\(result.warningScenarios == 1 ? "" : "s"); the smallest: <code>\(e(w.scenario.description))</code></p>"
                body += "<p class=\"evidence\">\(e(w.evidence.message))</p>"
                if let onIOS = w.evidence.onIOS { body += "<p><b>On iOS:</b> \(e(onIOS))</p>" }
                body += "</section>\n"
            }
        }
        for error in report.errors {
            body += "<p class=\"error\">could not run: \(e(error.description))</p>\n"
        }
        if report.passed || (failing.isEmpty && report.errors.isEmpty) {
            body += "<h2>Scenarios</h2><p>" + report.scenarioCounts.sorted { $0.key < $1.key }.map { "\(e($0.key)): \($0.value)" }.joined(separator: ", ") + "</p>"
            if !thumbnails.isEmpty {
                body += "<div class=\"matrix\">"
                for t in thumbnails {
                    body += "<figure class=\"thumb\" title=\"\(e(t.scenario.description))\">\(t.svg)<figcaption>\(e(t.scenario.label))</figcaption></figure>"
                }
                body += "</div>\n"
            }
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
            <title>glide check \(e(report.subject))</title>
            <style>
            body{font:14px/1.4 "DejaVu Sans",Helvetica,Arial,sans-serif;margin:0 16px 24px;background:#f2f2f7;color:#1c1c1e}
            h1{font-size:18px}h2{font-size:15px;margin:6px 0}.verdict{font-weight:bold}.pass{color:#248a3d}.fail{color:#d70015}
            .invariant{background:#fff;border:1px solid #d1d1d6;border-radius:8px;padding:8px 12px;margin:12px 0}
            .pair{display:flex;gap:16px}.pair figure{margin:0}.pair svg{width:260px;height:auto;border-radius:12px}
            figcaption{font-size:12px;color:#3a3a3c}.evidence{color:#d70015}code{font-size:12px}
            .matrix{display:flex;flex-wrap:wrap;gap:6px}.thumb{margin:0;width:96px;font-size:9px}.thumb figcaption{font-size:9px;overflow-wrap:anywhere;white-space:normal}
            </style>
            </head>
            <body>
            <h1>glide check \(e(report.subject))</h1>
            \(body)
            </body>
            </html>

            """
    }

    /// The scenario's steps on a line: each at its time (an update takes one display frame, a wait
    /// its seconds), the violation's time marked.
    func stepsTimeline(_ scenario: Scenario, violationTime: Double) -> String {
        let frame = 1.0 / 60
        var t = 0.0
        var marks: [(t: Double, label: String)] = [(0, scenario.operation.description)]
        for step in scenario.beforeStart + scenario.steps {
            switch step {
            case .update: t += frame
            case .wait(let s): t += s
            default: break
            }
            marks.append((t, step.description))
        }
        let end = max(t, violationTime) + 0.05
        let axis = TimeAxis(start: 0, end: end, width: 560)
        let n = SVGText.number
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"steps\" width=\"560\" height=\"70\" font-size=\"10\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">"
        out += "<line x1=\"\(n(axis.left))\" y1=\"30\" x2=\"\(n(axis.left + axis.span))\" y2=\"30\" stroke=\"#8e8e93\"/>"
        for (i, m) in marks.enumerated() {
            let x = axis.x(m.t)
            out += "<circle cx=\"\(n(x))\" cy=\"30\" r=\"3\" fill=\"#007aff\"/><text x=\"\(n(x))\" y=\"\(i % 2 == 0 ? 20 : 46)\" text-anchor=\"middle\">\(SVGText.escape(m.label))</text>"
        }
        let vx = axis.x(violationTime)
        out += "<line x1=\"\(n(vx))\" y1=\"14\" x2=\"\(n(vx))\" y2=\"50\" stroke=\"#ff3b30\" stroke-width=\"2\"/>"
        out += "<text x=\"\(n(vx))\" y=\"62\" text-anchor=\"middle\" fill=\"#ff3b30\">violation at \(Scenario.format(violationTime)) s</text></svg>"
        return out
    }
}

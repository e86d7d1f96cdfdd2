import Foundation
import GlideCommandLine
import GlideCatalog
import GlideCatalogCheck
import GlideCheck
import GlideReports

extension Check {
    /// Writes `--html FILE`: the report with the screens of the check's own subject.
    func writeHTMLReport(_ report: CheckReport, to path: String) {
        let page = MainActor.assumeIsolated { report.html(subject: makeCheck().subject) }
        writeOutput(Data(page.utf8), to: path)
    }
}

import Foundation
import GlideTestSupport
import Testing

/// Real UIKit transition code, six transitions from public repositories (`../shared/uikit-corpus/`),
/// ported by `glide port` with no hand edit, built against GlideUIKit in a scratch package (in Swift 5
/// language mode, as written), and run through `TransitionCheck` with the scaffolding their
/// storyboards would have given (`Scaffolding/`). Each verdict is what reading the code says; the
/// reasons are written beside them.
@Suite(.serialized) struct CorpusTests {
    /// What reading each transition's code says GlideCheck must find, and why.
    static let expected: [String: (failed: [Int], why: String)] = [:]

    @Test func theCorpusPortsBuildsAndChecksAsReadingTheCodeSays() throws {
        let ported = try CorpusPackage.write()
        for (module, result) in ported.sorted(by: { $0.key < $1.key }) {
            #expect(result.status == 0, "glide port of \(module): \(result.err)")
        }
        let build = try CorpusPackage.build()
        let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }
        #expect(build.status == 0, "the ported corpus does not build:\n\(errors.prefix(40).joined(separator: "\n"))")
        try #require(build.status == 0)
        for module in CorpusPackage.modules {
            guard let gap = module.knownGap else { continue }
            let result = try CorpusPackage.build(module: module.name)
            #expect(result.status != 0 && result.output.contains(gap), "\(module.name) builds now: remove its known gap and check it")
        }
        let run = try CorpusPackage.checks()
        #expect(run.status == 0, "\(run.output)")
        let verdicts = try run.output.split(separator: "\n").filter { $0.hasPrefix("{") }.map {
            try JSONDecoder().decode(CorpusVerdict.self, from: Data($0.utf8))
        }
        #expect(verdicts.map(\.transition).sorted() == Self.expected.keys.sorted(), "\(run.output)")
        for verdict in verdicts {
            #expect(verdict.scenarios > 0 && verdict.errors == 0, "\(verdict.transition): \(verdict)")
            guard let expected = Self.expected[verdict.transition] else { continue }
            #expect(verdict.failed == expected.failed, "\(verdict.transition): \(expected.why)\n\(verdict.evidence)")
        }
    }
}

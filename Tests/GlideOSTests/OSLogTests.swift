import Foundation
import GlideClock
import GlideOS
import Testing

/// The entries of this process's record filed under `subsystem` (each test logs under its own).
private func entries(_ subsystem: String) throws -> [OSLogEntryLog] {
    try OSLogStore(scope: .currentProcessIdentifier).getEntries().compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == subsystem }
}

@Suite("os: os_log, OSLog and the record")
struct OSLogTests {
    @Test("os_log with a level first (iOS 12's form), %@ and a Swift string, as FluidPresentation logs")
    func levelFirst() throws {
        let log = OSLog(subsystem: "t.levelFirst", category: "general")
        os_log(.debug, log: log, "%@", ["pan", "began"].joined(separator: " "))
        os_log(.error, log: log, "progress %d of %ld", 3, 10)
        let got = try entries("t.levelFirst")
        #expect(got.map(\.composedMessage) == ["pan began", "progress 3 of 10"])
        #expect(got.map(\.level) == [.debug, .error])
        #expect(got.allSatisfy { $0.category == "general" })
    }

    @Test("os_log with the format first and a type; privacy annotations go, %% stays a percent sign")
    func formatFirst() throws {
        let log = OSLog(subsystem: "t.formatFirst", category: "c")
        os_log("dismiss %{public}@ at %{private}.2f", log: log, type: .info, "sheet", 0.25)
        os_log("100%% done", log: log)
        let got = try entries("t.formatFirst")
        #expect(got.map(\.composedMessage) == ["dismiss sheet at 0.25", "100% done"])
        #expect(got.map(\.level) == [.info, .notice])
    }

    @Test("OSLog.disabled keeps nothing; .default has no subsystem")
    func disabled() throws {
        #expect(!OSLog.disabled.isEnabled(type: .fault))
        #expect(OSLog.default.isEnabled(type: .debug))
        let before = try OSLogStore.local().getEntries().underestimatedCount
        os_log(.fault, log: .disabled, "%@", "never")
        Logger(OSLog.disabled).fault("never")
        let all = try OSLogStore.local().getEntries().map(\.composedMessage)
        #expect(!all.contains("never"))
        _ = before
        #expect(OSLogType.fault.description == "fault")
        #expect(OSLogType(rawValue: 0x02) == .debug)
    }

    @Test("an entry's date is Glide's clock when logged on the main thread")
    @MainActor func dateOnTheClock() throws {
        let clock = ManualClock(startingAt: 12)
        clock.withCurrent {
            clock.advance(by: 0.5)
            Logger(subsystem: "t.clock", category: "c").info("at half past")
        }
        let got = try entries("t.clock")
        #expect(got.map(\.date) == [Date(timeIntervalSinceReferenceDate: 12.5)])
    }

    @Test("a block predicate and .reverse select and order entries")
    func predicate() throws {
        let logger = Logger(subsystem: "t.predicate", category: "c")
        logger.debug("one")
        logger.debug("two")
        let store = try OSLogStore.local()
        let picked = try store.getEntries(with: .reverse, matching: NSPredicate { entry, _ in
            (entry as? OSLogEntryLog)?.subsystem == "t.predicate"
        })
        #expect(picked.map(\.composedMessage) == ["two", "one"])
    }
}

@Suite("os: Logger's interpolated messages")
struct LoggerTests {
    struct Sheet: CustomStringConvertible { var description: String { "Sheet#1" } }

    @Test("strings, values, integers, floating-point numbers, Booleans and types, with privacy, formats and alignment")
    func interpolations() throws {
        let logger = Logger(subsystem: "t.interpolations", category: "c")
        let name = "detail"
        let progress = 0.4567
        logger.log("push \(name, privacy: .public) \(Sheet(), privacy: .private(mask: .hash)) by \(UIKitish.self)")
        logger.debug("p=\(progress, format: .fixed(precision: 2)) \(Float(1.5)) n=\(-42) h=\(255, format: .hex(includePrefix: true)) \(7, format: .decimal(minDigits: 3))")
        logger.notice("[\(name, align: .left(columns: 8))][\(name, align: .right(columns: 8))] \(true) \(false, format: .answer)")
        logger.error("failed")
        logger.fault("broken \(NSNumber(value: 3))")
        let got = try entries("t.interpolations")
        #expect(got.map(\.composedMessage) == [
            "push detail Sheet#1 by UIKitish",
            "p=0.46 1.500000 n=-42 h=0xff 007",
            "[detail  ][  detail] true NO",
            "failed",
            "broken 3",
        ])
        #expect(got.map(\.level) == [.notice, .debug, .notice, .error, .fault])
    }

    @Test("os_log with an interpolated message (iOS 14's form)")
    func osLogMessage() throws {
        let log = OSLog(subsystem: "t.osLogMessage", category: "c")
        let count = 2
        os_log(.info, log: log, "\(count) pages")
        #expect(try entries("t.osLogMessage").map(\.composedMessage) == ["2 pages"])
    }

    enum UIKitish {}
}

@Suite("os: signposts and standard error", .serialized)
struct SignposterTests {
    @Test("intervals and events are entries naming their identifier")
    func intervals() throws {
        let signposter = OSSignposter(subsystem: "t.signposts", category: "c")
        #expect(signposter.isEnabled)
        let id = signposter.makeSignpostID()
        let state = signposter.beginInterval("pop", id: id, "from \("detail")")
        signposter.emitEvent("halfway")
        signposter.endInterval("pop", state)
        let value = signposter.withIntervalSignpost("layout") { 7 }
        #expect(value == 7)
        #expect(!OSSignposter.disabled.isEnabled)
        #expect(try entries("t.signposts").map(\.composedMessage) == [
            "begin pop [\(id.rawValue)]: from detail",
            "event halfway [\(OSSignpostID.exclusive.rawValue)]",
            "end pop [\(id.rawValue)]",
            "begin layout [\(OSSignpostID.exclusive.rawValue)]",
            "end layout [\(OSSignpostID.exclusive.rawValue)]",
        ])
        #expect(OSSignpostID(log: .default) != OSSignpostID(log: .default))
        let object = NSObject()
        #expect(signposter.makeSignpostID(from: object) == signposter.makeSignpostID(from: object))
    }

    @Test("messages reach standard error only when asked")
    func standardError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-os-\(getpid()).txt").path
        let saved = dup(2)
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        dup2(file, 2)
        let logger = Logger(subsystem: "t.stderr", category: "echo")
        logger.info("quiet")
        OSLog.echoesToStandardError = true
        logger.info("loud")
        OSLog.echoesToStandardError = false
        dup2(saved, 2)
        close(file)
        close(saved)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: path)
        #expect(written.contains("[t.stderr:echo] info: loud\n"))
        #expect(!written.contains("quiet"))
        #expect(try entries("t.stderr").map(\.composedMessage) == ["quiet", "loud"])
    }
}

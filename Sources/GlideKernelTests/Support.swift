#if canImport(Glibc)
import Glibc
#endif
import GlideEvdev
import GlideInput

/// A failed check, with the reason.
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Throws a ``TestFailure`` unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw TestFailure(message()) }
}

/// Writes to standard output, unbuffered (the serial console is the only log).
func say(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
}

func readWholeFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if n <= 0 { break }
        data += chunk[..<n]
    }
    return String(decoding: data, as: UTF8.self)
}

func sleep(_ duration: Duration) {
    let (s, atto) = duration.components
    var ts = timespec(tv_sec: Int(s), tv_nsec: Int(atto / 1_000_000_000))
    var left = timespec()
    while nanosleep(&ts, &left) != 0 && errno == EINTR { ts = left }
}

/// A child process started with posix_spawn.
final class Child {
    let pid: pid_t
    let argv: [String]
    private(set) var status: Int32?

    /// Starts `argv` (an absolute path first), with optional redirections.
    init(_ argv: [String], stdin: String? = nil, stdout: String? = nil, stderr: String? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdin { posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0) }
        if let stdout { posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        if let stderr { posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        let args: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        let environment: [String] = ["PATH=/bin:/usr/bin:/sbin", "HOME=/", "LANG=C"]
        let env: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (args + env).forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, args, env)
        guard rc == 0 else { throw TestFailure("cannot start \(argv[0]): \(String(cString: strerror(rc)))") }
        self.pid = pid
        self.argv = argv
    }

    /// True once the child has exited (reaps it).
    var hasExited: Bool {
        if status != nil { return true }
        var s: Int32 = 0
        if waitpid(pid, &s, WNOHANG) == pid { status = s }
        return status != nil
    }

    /// Waits for the exit; returns the exit code (128+N for a signal), or nil after `timeout`.
    @discardableResult
    func wait(timeout: Duration = .seconds(10)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while !hasExited {
            if ContinuousClock.now > deadline { return nil }
            sleep(.milliseconds(5))
        }
        return exitCode
    }

    var exitCode: Int32? {
        guard let status else { return nil }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    func signal(_ sig: Int32) {
        if !hasExited { kill(pid, sig) }
    }

    /// Kills and reaps.
    func stop() {
        signal(SIGKILL)
        wait(timeout: .seconds(5))
    }
}

/// Waits until `condition` holds, checking every 5 ms.
func waitUntil(_ timeout: Duration, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        sleep(.milliseconds(5))
    }
    return true
}

/// Reads everything `device` delivers until `done()` holds and the device has been idle for `idle`.
func drain(_ device: EvdevDevice, idle: Duration = .milliseconds(150), until done: () -> Bool = { true }) throws -> [InputEvent] {
    var events: [InputEvent] = []
    var idleSince: ContinuousClock.Instant?
    while true {
        if let e = try device.nextEvent(timeout: .milliseconds(20)) {
            events.append(e)
            idleSince = nil
            continue
        }
        if device.end != nil { return events }
        guard done() else { continue }
        if let since = idleSince {
            if ContinuousClock.now - since > idle { return events }
        } else {
            idleSince = .now
        }
    }
}

/// A readable event, e.g. `ABS_MT_POSITION_X 512`.
func show(_ e: InputEvent) -> String {
    let names: [UInt16: String] = [
        0x2f: "ABS_MT_SLOT", 0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x39: "ABS_MT_TRACKING_ID",
        0x3a: "ABS_MT_PRESSURE", 0x00: "ABS_X", 0x01: "ABS_Y", 0x18: "ABS_PRESSURE", 0x1c: "ABS_TOOL_WIDTH",
    ]
    switch e.type {
    case EventType.syn: return e.code == 0 ? "SYN_REPORT" : e.code == 3 ? "SYN_DROPPED" : "SYN \(e.code)"
    case EventType.abs: return "\(names[e.code] ?? "ABS \(e.code)") \(e.value)"
    case EventType.key: return "KEY \(e.code) \(e.value)"
    default: return "type \(e.type) code \(e.code) value \(e.value)"
    }
}

/// Compares two event streams (type, code, value), saying where they first differ.
func compareStreams(_ actual: [InputEvent], _ expected: [InputEvent]) throws {
    let a = actual.map { [Int64($0.type), Int64($0.code), Int64($0.value)] }
    let b = expected.map { [Int64($0.type), Int64($0.code), Int64($0.value)] }
    if a == b { return }
    let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    let got = actual[max(0, i - 3)..<min(actual.count, i + 3)].map(show).joined(separator: ", ")
    let want = expected[max(0, i - 3)..<min(expected.count, i + 3)].map(show).joined(separator: ", ")
    throw TestFailure("streams differ at event \(i) of \(actual.count) read / \(expected.count) expected: read [\(got)], expected [\(want)]")
}

import Foundation
import GlideTestSupport

/// Headless Debian Chromium, run as a user's browser would open a report: `--dump-dom` for the page
/// after its script ran, `--screenshot` for its pixels, Chromium's own log (stderr) for the console.
///
/// Every run gets a fresh profile, no network (a proxy that does not exist and a resolver that
/// finds nothing: a request could not succeed, and would be logged), and a time limit.
enum Browser {
    /// Chromium's path, or nil when it is not installed (the tests then print a SKIP line).
    static let path: String? = {
        for name in ["chromium", "chromium-browser"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// The window every page is opened in, in CSS pixels (device scale 1).
    static let windowSize = (width: 1000, height: 1000)

    /// The longest a browser run may take, in seconds, before it is stopped.
    static let timeLimitSeconds = 60.0

    /// Prints the SKIP line when Chromium is missing; true when it can run.
    static func available(_ test: String) -> Bool {
        guard path != nil else {
            print("SKIP: \(test): Debian's chromium is not installed (make test installs it; install-deps could not)")
            return false
        }
        return true
    }

    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
        /// Console messages and page errors Chromium logged (lines with CONSOLE, Uncaught, Refused…).
        var consoleProblems: [String] {
            stderr.split(separator: "\n").map(String.init).filter { line in
                line.contains("CONSOLE") || line.contains("Uncaught") || line.contains("Refused to") || line.contains("ERR_")
                    && !line.contains("ERR_NETWORK_CHANGED")
            }.filter { line in
                // Chromium's own complaints about the sandboxless machine are not the page's.
                !line.contains("dbus") && !line.contains("gpu") && !line.contains("GPU") && !line.contains("viz")
            }
        }
    }

    /// The arguments every run starts with: headless, a fresh `profile`, no network (with
    /// `loopback`, 127.0.0.1 alone is reachable: the live page's server), the log on stderr.
    static func arguments(profile: URL, loopback: Bool = false) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--mute-audio", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND" + (loopback ? ", EXCLUDE 127.0.0.1" : ""),
            "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
            "--window-size=\(windowSize.width),\(windowSize.height)",
        ]
    }

    /// One browser at a time: Swift Testing runs suites in parallel, and the live page's delay is
    /// measured against the clock, which another Chromium on the same two cores would distort.
    static let exclusive = NSLock()

    /// Runs Chromium on `url` with `extra` arguments.
    static func run(_ url: URL, _ extra: [String]) throws -> Run {
        exclusive.lock()
        defer { exclusive.unlock() }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("glide-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path!)
        p.arguments = arguments(profile: profile) + ["--virtual-time-budget=3000"] + extra + [url.absoluteString]
        // Output to files, read once Chromium has exited: no pipe can fill up and block it.
        let outFile = profile.appendingPathExtension("out"), errFile = profile.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outFile)
            try? FileManager.default.removeItem(at: errFile)
        }
        let out = try FileHandle(forWritingTo: outFile), err = try FileHandle(forWritingTo: errFile)
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let watchdog = DispatchWorkItem { [p] in if p.isRunning { p.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimitSeconds, execute: watchdog)
        p.waitUntilExit()
        watchdog.cancel()
        try? out.close()
        try? err.close()
        let o = (try? Data(contentsOf: outFile)) ?? Data()
        let errData = (try? Data(contentsOf: errFile)) ?? Data()
        return Run(stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self), status: p.terminationStatus)
    }

    /// The page's DOM after its script ran.
    static func dumpDOM(_ url: URL) throws -> Run { try run(url, ["--dump-dom"]) }

    /// A screenshot of the page into `png`.
    static func screenshot(_ url: URL, to png: URL) throws -> Run { try run(url, ["--screenshot=\(png.path)"]) }

    /// The value of `attribute` on the `<body>` in a dumped DOM.
    static func bodyAttribute(_ dom: String, _ attribute: String) -> String? {
        guard let body = dom.range(of: "<body"), let end = dom[body.upperBound...].range(of: ">") else { return nil }
        let tag = dom[body.upperBound..<end.lowerBound]
        guard let start = tag.range(of: "\(attribute)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        return rest.range(of: "\"").map { String(rest[..<$0.lowerBound]) }
    }

    /// A rectangle "left,top,width,height" from the page.
    static func box(_ text: String?) -> CGRect? {
        guard let parts = text?.split(separator: ",").compactMap({ Double($0) }), parts.count == 4 else { return nil }
        return CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
    }
}

/// Tools/cdp.py: a page driven as a person would, through the Chrome DevTools Protocol (real key
/// presses and clicks, the page's own values read back), in the same headless Debian chromium.
enum PageDriver {
    static let script = Repository.root.appendingPathComponent("Tools/cdp.py").path

    /// What a drive returned: one result per action, and what the page logged, threw and fetched.
    struct Drive {
        var results: [Any]
        var console: [String]
        var errors: [String]
        var requests: [String]
    }

    /// Opens `url` and runs `actions` (the JSON objects `Tools/cdp.py` documents), one browser at a time.
    static func drive(_ url: URL, _ actions: [[String: Any]]) throws -> Drive {
        Browser.exclusive.lock()
        defer { Browser.exclusive.unlock() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-cdp-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: actions).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", script, Browser.path!, url.absoluteString, file.path]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0, let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw DriveError(message: "cdp.py exited \(p.terminationStatus): \(String(decoding: errData, as: UTF8.self).suffix(800))")
        }
        return Drive(
            results: object["results"] as? [Any] ?? [], console: object["console"] as? [String] ?? [],
            errors: object["errors"] as? [String] ?? [], requests: object["requests"] as? [String] ?? [])
    }

    struct DriveError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// Tools/png-pixels.py: PNG pixels read with Python's zlib.
enum PNGPixels {
    static let script = Repository.root.appendingPathComponent("Tools/png-pixels.py").path

    static func call(_ args: [String]) throws -> Any {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", script] + args
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return try JSONSerialization.jsonObject(with: data)
    }

    /// The pixels that differ between `a` and `b` inside `rect`: how many, and their bounding box.
    static func diff(_ a: URL, _ b: URL, in rect: CGRect) throws -> (count: Int, box: CGRect?) {
        let r = rect.integral
        let result = try call(["diff", a.path, b.path, "\(Int(r.minX))", "\(Int(r.minY))", "\(Int(r.width))", "\(Int(r.height))"]) as! [String: Any]
        let count = result["count"] as! Int
        guard let box = result["box"] as? [Int] else { return (count, nil) }
        return (count, CGRect(x: box[0], y: box[1], width: box[2] - box[0] + 1, height: box[3] - box[1] + 1))
    }

    /// The colour at (x, y).
    static func pixel(_ a: URL, x: Int, y: Int) throws -> [Int] {
        try call(["pixel", a.path, "\(x)", "\(y)"]) as! [Int]
    }
}

import ArgumentParser
import Foundation
import GlideInput

/// One voice for every Glide executable (`glide`, `glide-port`): errors are one line, `glide CMD: error: WHAT`,
/// with no stack of usage text, no Foundation error domains, and the nearest valid name for a misspelt one.
/// A usage error exits with status 2 and points to the command's help; a failure of the work exits with 1.
public struct CommandVoice: Sendable {
    /// The command as typed: `glide`, `glide replay`, `glide port`.
    public let name: String

    /// A voice for the command `name`.
    public init(name: String) { self.name = name }

    /// The command as typed, read from the arguments against the subcommands of `root`:
    /// `glide`, `glide replay`, `glide bench soak`.
    public init(root: any ParsableCommand.Type, executable: String = "glide") {
        var words = [executable]
        var level: [any ParsableCommand.Type] = root.configuration.subcommands
        for argument in CommandLine.arguments.dropFirst() {
            if argument.hasPrefix("-") { continue }
            guard let command = level.first(where: { $0._commandName == argument }) else { break }
            words.append(argument)
            level = command.configuration.subcommands
            if level.isEmpty { break }
        }
        name = words.joined(separator: " ")
    }

    /// `glide CMD: error: message`, with what a terminal would act on escaped (an option's value or a
    /// file's bytes quoted in the message can hold anything) and each line cut at
    /// ``longestMessageLine`` characters.
    public func errorLine(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let escaped = String(line).escapingNonPrintable
            return escaped.count > Self.longestMessageLine ? escaped.prefix(Self.longestMessageLine - 1) + "…" : escaped
        }
        return "\(name): error: " + lines.joined(separator: "\n")
    }

    /// The most characters of a message line (a quoted value or file line is cut there, with `…`): room for
    /// Glide's longest own explanations (what each trace of a check missed), not for a 100 KB option value.
    public static let longestMessageLine = 2000

    /// Prints a usage error (one line, then where to find the help) and exits with status 2.
    public func usageError(_ message: String) -> Never {
        printError(errorLine(message))
        printError("(see '\(name) --help')")
        Foundation.exit(2)
    }

    /// Writes `glide CMD: error: message` to standard error and exits with `status`
    /// (1: the work failed; 2: a usage or input error).
    public func fail(_ message: String, status: Int32 = 1) -> Never {
        printError(errorLine(message))
        Foundation.exit(status)
    }

    /// Parses the arguments as `command` and runs it, every error in this voice: `--help` and `--version`
    /// are clean exits, a usage error exits 2, a failure of the work 1 (or the `ExitCode` it threw).
    public func run<Command: ParsableCommand>(_ command: Command.Type) -> Never {
        do {
            var parsed = try command.parseAsRoot()
            try parsed.run()
            Foundation.exit(0)
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = command.exitCode(for: error)
            if code == .success { command.exit(withError: error) }
            let message = command.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let text = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            if code == .validationFailure { usageError(text) }
            fail(text, status: code.rawValue == 0 ? 1 : code.rawValue)
        }
    }

    /// Writes `data` to `path` (or standard output for "-") with open(2) and write(2), so a failure
    /// names what could not be written, where, and the system's reason; exits with status 1 then.
    public func writeOutput(_ data: Data, to path: String) {
        if path == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { fail(cannotWrite(path, errno: errno)) }
        defer { close(fd) }
        let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        if let failure { fail(cannotWrite(path, errno: failure)) }
    }
}

/// Writes `text` and a newline to standard error (file descriptor 2, unbuffered).
public func printError(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

import Foundation
import GlideCommandLine

/// The voice of `glide` and its subcommands (``GlideCommandLine/CommandVoice``): `glide replay: error: …`.
let voice = CommandVoice(root: Glide.self)

/// Writes `glide CMD: error: message` to standard error and exits with `status`
/// (1: the work failed; 2: a usage or input error).
func fail(_ message: String, status: Int32 = 1) -> Never { voice.fail(message, status: status) }

/// Writes `data` to `path` (or standard output for "-"); a failure is one line naming the path and the reason.
func writeOutput(_ data: Data, to path: String) { voice.writeOutput(data, to: path) }

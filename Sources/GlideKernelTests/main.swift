// Glide's kernel tests: run inside a qemu VM with a real Linux kernel, evdev and uinput
// (Tools/kernel-vm/run.sh, `make test-kernel`). They read real /dev/input/eventN nodes through
// EvdevDevice, fed by Debian's evemu-device/evemu-play (the reference player) and by VirtualDevice.
//
//   glide-kernel-tests run --traces DIR --glide-traces DIR --glide PATH
//   glide-kernel-tests as-user UID GID PROGRAM [ARGS...]    (drops root, then execs PROGRAM)
#if canImport(Glibc)
import Glibc
#endif
import GlideEvdev
import GlideInput

let arguments = CommandLine.arguments
if arguments.count >= 5, arguments[1] == "as-user", let uid = UInt32(arguments[2]), let gid = UInt32(arguments[3]) {
    guard setgroups(0, nil) == 0, setgid(gid) == 0, setuid(uid) == 0 else {
        say("as-user: cannot drop privileges: \(String(cString: strerror(errno)))")
        exit(125)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = arguments[4...].map { strdup($0) } + [nil]
    execv(arguments[4], argv)
    say("as-user: cannot run \(arguments[4]): \(String(cString: strerror(errno)))")
    exit(126)
}

guard arguments.count >= 2, arguments[1] == "run" else {
    say("usage: glide-kernel-tests run --traces DIR --glide-traces DIR --glide PATH | as-user UID GID PROGRAM [ARGS...]")
    exit(2)
}
var options: [String: String] = [:]
var index = 2
while index + 1 < arguments.count {
    options[arguments[index]] = arguments[index + 1]
    index += 2
}
let suite = KernelSuite(
    traces: options["--traces"] ?? "/traces", glideTraces: options["--glide-traces"] ?? "/glide-traces",
    glide: options["--glide"] ?? "/bin/glide",
    selfPath: arguments[0].hasPrefix("/") ? arguments[0] : "/bin/glide-kernel-tests")
exit(suite.runAll() ? 0 : 1)

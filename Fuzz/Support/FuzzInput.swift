import CFuzzerDriver
import Glibc

/// What the harnesses share: the in-memory file each input is written to, and the driver call.
public enum FuzzInput {
    /// The anonymous file inputs go through (one per process; libFuzzer runs inputs one at a time).
    nonisolated(unsafe) private static var descriptor: Int32 = -1

    /// Writes `size` bytes at `data` to the in-memory file and returns its descriptor, rewound.
    public static func file(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        if descriptor < 0 {
            descriptor = glide_fuzz_memfd()
            precondition(descriptor >= 0, "memfd_create failed")
        }
        _ = ftruncate(descriptor, 0)
        var written = 0
        while let data, written < size {
            let n = pwrite(descriptor, data + written, size - written, off_t(written))
            precondition(n > 0, "pwrite to the memfd failed")
            written += n
        }
        rewind()
        return descriptor
    }

    /// Moves the in-memory file back to its start, to read the same input again.
    public static func rewind() {
        _ = lseek(descriptor, 0, SEEK_SET)
    }

    /// Runs libFuzzer on `callback` with this process's command line; returns its exit status.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, callback)
    }
}

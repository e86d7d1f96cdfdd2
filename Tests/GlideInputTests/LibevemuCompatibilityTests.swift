import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput

/// Glide's evemu files, read back by libevemu itself (the library evemu-play and evemu-device use).
///
/// A small C program (``dumpSource``) is compiled against libevemu with `cc`; it either
/// dumps the device and every event `evemu_read`/`evemu_read_event` return, or re-writes the file
/// with `evemu_write`/`evemu_write_event`. Skipped only when libevemu is not installed
/// (`apt-get install -y libevemu-dev`).
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct LibevemuCompatibilityTests {
    static let available = FileManager.default.fileExists(atPath: "/usr/include/evemu.h")

    /// `evemu-dump dump FILE` prints the device and events libevemu reads; `evemu-dump rewrite FILE`
    /// writes them back with libevemu's writer.
    static let dumpSource = #"""
#include <stdio.h>
#include <string.h>
#include <evemu.h>
#include <linux/input.h>
int main(int argc, char **argv) {
    if (argc != 3) return 2;
    FILE *fp = fopen(argv[2], "r");
    if (!fp) return 3;
    struct evemu_device *dev = evemu_new(NULL);
    if (evemu_read(dev, fp) <= 0) { fprintf(stderr, "evemu_read failed\n"); return 4; }
    struct input_event ev;
    if (strcmp(argv[1], "rewrite") == 0) {
        evemu_write(dev, stdout);
        while (evemu_read_event(fp, &ev) > 0) evemu_write_event(stdout, &ev);
        return 0;
    }
    printf("N %s\nI %u %u %u %u\n", evemu_get_name(dev), evemu_get_id_bustype(dev), evemu_get_id_vendor(dev), evemu_get_id_product(dev), evemu_get_id_version(dev));
    for (int p = 0; p < 32; p++) if (evemu_has_prop(dev, p)) printf("P %d\n", p);
    for (int t = 1; t < EV_CNT; t++) for (int c = 0; c < KEY_CNT; c++) if (evemu_has_event(dev, t, c)) {
        if (t == EV_ABS) printf("A %d %d %d %d %d %d\n", c, evemu_get_abs_minimum(dev, c), evemu_get_abs_maximum(dev, c), evemu_get_abs_fuzz(dev, c), evemu_get_abs_flat(dev, c), evemu_get_abs_resolution(dev, c));
        else printf("C %d %d\n", t, c);
    }
    while (evemu_read_event(fp, &ev) > 0)
        printf("E %ld %ld %u %u %d\n", (long)ev.input_event_sec, (long)ev.input_event_usec, ev.type, ev.code, ev.value);
    return 0;
}
"""#

    /// Builds the dump program once per process.
    static let tool: Result<String, any Error> = Result {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("glide-evemu-dump-\(getpid()).c").path
        try dumpSource.write(toFile: source, atomically: true, encoding: .utf8)
        let exe = FileManager.default.temporaryDirectory.appendingPathComponent("glide-evemu-dump-\(getpid())").path
        let status = try run("/bin/sh", ["-c", "cc -o '\(exe)' '\(source)' $(pkg-config --cflags --libs evemu)"]).status
        guard status == 0 else { throw CocoaError(.executableLoad) }
        return exe
    }

    static func run(_ exe: String, _ args: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: available, "libevemu is not installed (apt-get install -y libevemu-dev); skipping the libevemu read-back"),
          arguments: RealTraces.all.map(\.file))
    func libevemuReadsEveryEventGlideWrote(_ file: String) throws {
        let tool = try Self.tool.get()
        let source = try TraceReader.open(path: RealTraces.path(file))
        let device = source.device
        let events = try RealTraces.readAll(source)
        let out = TraceOutput()
        let writer = try EvemuWriter(device: device, to: out)
        for e in events { try writer.write(e) }
        let path = try temporaryFile(out.bytes, suffix: ".evemu")
        defer { try? FileManager.default.removeItem(atPath: path) }

        let (status, dump) = try Self.run(tool, ["dump", path])
        #expect(status == 0)
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first == "N \(device.name)"[...])
        #expect(lines.dropFirst().first == "I \(device.bustype) \(device.vendor) \(device.product) \(device.version)"[...])
        let props = lines.filter { $0.hasPrefix("P ") }.map { UInt16($0.dropFirst(2))! }
        #expect(Set(props) == device.properties)
        for line in lines where line.hasPrefix("A ") {
            let f = line.split(separator: " ").dropFirst().map { Int32($0)! }
            #expect(device.axes[UInt16(f[0])] == AxisInfo(minimum: f[1], maximum: f[2], fuzz: f[3], flat: f[4], resolution: f[5]), "\(line)")
        }
        #expect(lines.filter { $0.hasPrefix("A ") }.count == device.axes.count)
        let keys = Set(lines.filter { $0.hasPrefix("C 1 ") }.map { UInt16($0.dropFirst(4))! })
        #expect(keys == device.codes[EventType.key] ?? [])

        let read = lines.filter { $0.hasPrefix("E ") }.map { line -> InputEvent in
            let f = line.split(separator: " ").dropFirst().map { Int64($0)! }
            // Glide writes the first event at 0.000001, as evemu-record does.
            return InputEvent(timestampMicroseconds: f[0] * 1_000_000 + f[1] - 1, type: UInt16(f[2]), code: UInt16(f[3]), value: Int32(f[4]))
        }
        #expect(read.count == events.count)
        #expect(read == events)
    }

    /// libevemu's own writer, fed Glide's file, writes back the same text: Glide writes evemu-record's format.
    @Test(.enabled(if: available, "libevemu is not installed (apt-get install -y libevemu-dev); skipping the byte comparison"),
          arguments: ["synaptics-tm3276-t480-4finger-hold.evemu", "cypress-ps2-3finger-press.evemu", "apple-bcm5974-multifinger-protoA-2010.evemu", "synaptics-ite-acer-sw5-012-2finger-scroll.yaml"])
    func libevemuRewritesGlidesFileIdentically(_ file: String) throws {
        let tool = try Self.tool.get()
        let out = TraceOutput()
        try EvemuWriter.write(try TraceReader.open(path: RealTraces.path(file)), to: out)
        let path = try temporaryFile(out.bytes, suffix: ".evemu")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, rewritten) = try Self.run(tool, ["rewrite", path])
        #expect(status == 0)
        // evemu_write adds `# Kernel:`/`# DMI:` from this machine; evemu-record adds the banner.
        let theirs = rewritten.split(separator: "\n").filter { !$0.hasPrefix("# Kernel:") && !$0.hasPrefix("# DMI:") }
        let ours = out.text.split(separator: "\n").filter { !$0.hasPrefix("#####") && $0 != "#      Waiting for events      #" }
        #expect(ours.count == theirs.count)
        for (a, b) in zip(ours, theirs) where a != b {
            Issue.record("differs: Glide \"\(a)\" vs libevemu \"\(b)\"")
            break
        }
    }
}

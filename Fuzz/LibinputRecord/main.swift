// fuzz-libinput-record: the libinput-record (YAML) reader, strict and lenient, and the frames its events make.
import Glibc
import GlideFuzzSupport
import GlideInput

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinputRecord(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    for mode in [TraceReadingMode.strict, .lenient] {
        do {
            let reader = try LibinputRecordReader(text: text, name: "fuzz.yaml", options: TraceReadOptions(mode: mode))
            let assembler = TouchFrameAssembler(device: reader.device, resynchronizesAfterDrop: reader.resynchronizesAfterDrop)
            _ = reader.device.kind
            _ = reader.device.sizeMillimetres
            while let event = try reader.nextEvent() { _ = assembler.process(event) }
        } catch {
            _ = "\(error)"
        }
    }
    return 0
}

// `fuzz-libinput-record --make-seeds DIR TRACE...` writes each evemu TRACE as a libinput recording in
// DIR (Tools/fuzz.sh builds the YAML seed corpus this way, at run time), then exits.
let arguments = CommandLine.arguments
if arguments.count > 2, arguments[1] == "--make-seeds" {
    for path in arguments.dropFirst(3) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        do {
            let output = try TraceOutput(path: arguments[2] + "/" + name + ".yaml")
            _ = try LibinputRecordWriter.write(try EvemuReader(path: path), to: output)
            try output.flush()
        } catch {
            print("fuzz-libinput-record: \(path): \(error)")
        }
    }
    exit(0)
}

exit(FuzzInput.run(fuzzLibinputRecord))

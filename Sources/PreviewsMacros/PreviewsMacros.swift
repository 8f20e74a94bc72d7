// Not a SwiftPM target: the runtime cache compiles this file into an executable the compiler
// runs as a macro plugin (`-load-plugin-executable …#PreviewsMacros`) for every learner compile.
//
// It implements one macro, SwiftUI's `#Preview { … }` (declared in MiniSwiftUI), and expands it
// to nothing: previews are for Xcode's canvas, and here there is no canvas, so a file that ends
// with a preview compiles and runs as if the preview were not there. (The preview's body is not
// type-checked either; Xcode's expansion would register it for the canvas.)
//
// The compiler speaks to a plugin over standard input and output: each message is 8 bytes of
// little-endian length, then that many bytes of JSON. It first asks for the plugin's
// capability, then asks it to expand each use of a macro. swift-syntax is not needed for an
// expansion that is empty, so the plugin is a plain Foundation program.
import Foundation

/// The version of the plugin protocol this plugin speaks.
let protocolVersion = 7

func readMessage() -> [String: Any]? {
    guard let header = read(count: 8) else { return nil }
    let size = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard let body = read(count: Int(size)) else { return nil }
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
}

func read(count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

func send(_ message: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
    var size = UInt64(body.count).littleEndian
    var framed = Data(bytes: &size, count: 8)
    framed.append(body)
    FileHandle.standardOutput.write(framed)
}

while let message = readMessage() {
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    } else if message["expandFreestandingMacro"] != nil || message["expandAttachedMacro"] != nil {
        send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    } else {
        // A request this plugin does not know (a newer compiler's): answer that nothing came of it.
        send(["expandMacroResult": ["diagnostics": [Any]()]])
    }
}

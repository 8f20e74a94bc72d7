import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MiniTCANetworking
import Testing

extension MiniTCATests {
    @Suite struct URLSessionBytes {
        @Test func aBodyArrivesByteByByteWithItsExpectedLength() async throws {
            let url = URL(string: "data:text/plain;base64," + Data("Hello".utf8).base64EncodedString())!
            let (bytes, response) = try await URLSession.shared.bytes(from: url)
            var received = Data()
            var progress: [Int] = []
            for try await byte in bytes {
                received.append(byte)
                if response.expectedContentLength > 0 {
                    progress.append(Int(Double(received.count) / Double(response.expectedContentLength) * 100))
                }
            }
            #expect(String(decoding: received, as: UTF8.self) == "Hello")
            #expect(progress.isEmpty || progress.last == 100)
        }
    }
}

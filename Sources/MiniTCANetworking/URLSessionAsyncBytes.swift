#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

#if !canImport(Darwin)
extension URLSession {
    /// The body at `url`, byte by byte, and the response: Foundation's `bytes(from:delegate:)` on
    /// Apple platforms, which Linux's FoundationNetworking lacks. A download with progress loops
    /// over the bytes and compares the count with `response.expectedContentLength`.
    ///
    /// Simplified: the whole body has arrived when this returns (Apple's returns once the
    /// headers have), so the bytes then come without waiting; progress still counts up.
    public func bytes(
        from url: URL,
        delegate: (any URLSessionTaskDelegate)? = nil
    ) async throws -> (URLSession.AsyncBytes, URLResponse) {
        let (data, response) = try await self.data(from: url)
        return (AsyncBytes(data: data), response)
    }

    /// The same for a request.
    public func bytes(
        for request: URLRequest,
        delegate: (any URLSessionTaskDelegate)? = nil
    ) async throws -> (URLSession.AsyncBytes, URLResponse) {
        let (data, response) = try await self.data(for: request)
        return (AsyncBytes(data: data), response)
    }

    /// The bytes of a response body, as an async sequence. Foundation's `URLSession.AsyncBytes`.
    public struct AsyncBytes: AsyncSequence, Sendable {
        public typealias Element = UInt8

        let data: Data

        public struct AsyncIterator: AsyncIteratorProtocol {
            var index: Data.Index
            let data: Data

            public mutating func next() async throws -> UInt8? {
                try Task.checkCancellation()
                guard index < data.endIndex else { return nil }
                defer { index = data.index(after: index) }
                return data[index]
            }
        }

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(index: data.startIndex, data: data)
        }
    }
}
#endif

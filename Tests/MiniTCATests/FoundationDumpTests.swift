import Foundation
import MiniTCA
import Testing

private struct Note: Equatable {
    var id: UUID
    var createdAt: Date
    var link: URL
}

extension MiniTCATests {
    /// A test store's diff must show which id or date differs: custom-dump prints them whole.
    @Suite struct FoundationDump {
        @Test func uuidsDatesAndURLsPrintAsCustomDumpPrintsThem() {
            let note = Note(id: UUID(7), createdAt: Date(timeIntervalSince1970: 86_400.25), link: URL(string: "https://example.com/a")!)
            #expect(String(customDumping: note) == """
                Note(
                  id: UUID(00000000-0000-0000-0000-000000000007),
                  createdAt: Date(1970-01-02T00:00:00.250Z),
                  link: URL(https://example.com/a)
                )
                """)
        }

        @Test func aDiffShowsTheIdThatDiffers() {
            let midnight = Date(timeIntervalSince1970: 0)
            let link = URL(string: "https://example.com")!
            let difference = diff(Note(id: UUID(0), createdAt: midnight, link: link), Note(id: UUID(1), createdAt: midnight, link: link))
            #expect(difference?.contains("-   id: UUID(00000000-0000-0000-0000-000000000000),") == true, "\(difference ?? "nil")")
            #expect(difference?.contains("+   id: UUID(00000000-0000-0000-0000-000000000001),") == true)
        }
    }
}

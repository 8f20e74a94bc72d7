// In the style of Hacking with Swift's iExpense (100 Days of SwiftUI, days 36–38): a shopping
// list. An @Observable list shown in a List with .onDelete, a toolbar button with an icon that
// presents a sheet, and a sheet whose form saves into the list and calls dismiss(). Nothing is
// saved to disk.
import SwiftUI

struct Groceries: Identifiable {
    let id = UUID()
    let name: String
    let aisle: String
    let price: Double
}

@Observable
class ShoppingList {
    var entries: [Groceries] = []
}

struct ContentView: View {
    @State private var list = ShoppingList()
    @State private var addingItem = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(list.entries) { entry in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(entry.name)
                                .font(.headline)
                            Text(entry.aisle)
                                .font(.caption)
                        }
                        Spacer()
                        Text(entry.price, format: .currency(code: "EUR"))
                    }
                }
                .onDelete { offsets in
                    list.entries.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Shopping")
            .toolbar {
                Button("Add Item", systemImage: "cart.badge.plus") {
                    addingItem = true
                }
            }
            .sheet(isPresented: $addingItem) {
                NewItemForm(list: list)
            }
        }
    }
}

struct NewItemForm: View {
    var list: ShoppingList
    @Environment(\.dismiss) private var dismiss

    @State private var name = ""
    @State private var aisle = "Produce"
    @State private var price = 0.0

    let aisles = ["Produce", "Bakery", "Dairy"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("What", text: $name)
                Picker("Aisle", selection: $aisle) {
                    ForEach(aisles, id: \.self) { aisle in
                        Text(aisle)
                    }
                }
                TextField("Price", value: $price, format: .currency(code: "EUR"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("New item")
            .toolbar {
                Button("Keep") {
                    list.entries.append(Groceries(name: name, aisle: aisle, price: price))
                    dismiss()
                }
            }
        }
    }
}

// MARK: - Played

let euro = FloatingPointFormatStyle<Double>.Currency(code: "EUR")
let app = ViewHost(ContentView())
precondition(app.texts == [], "an empty list, and a toolbar button showing only its icon: \(app.texts)")
precondition(app.bodyRunCount(of: NewItemForm.self) == 0, "the sheet's content is not built before it is presented")

try app.tap("Add Item")
precondition(app.bodyRunCount(of: NewItemForm.self) == 1, "presenting the sheet runs NewItemForm.body once")
try app.type("Sourdough", into: "What")
try app.select("Bakery", in: "Aisle")
try app.type("4.2", into: "Price")
precondition(app.texts == ["Sourdough", "Aisle", "Bakery", euro.format(4.2), "Keep"], "the sheet covers the list: \(app.texts)")

try app.tap("Keep")
precondition(app.texts == ["Sourdough", "Bakery", euro.format(4.2)], "dismiss() closed the sheet; the row shows: \(app.texts)")

try app.tap("Add Item")
precondition(app.texts == ["Aisle", "Produce", euro.format(0), "Keep"], "a new sheet starts with fresh @State: \(app.texts)")
try app.type("Pears", into: "What")
try app.type("2", into: "Price")
try app.tap("Keep")
precondition(app.texts == ["Sourdough", "Bakery", euro.format(4.2), "Pears", "Produce", euro.format(2)], "\(app.texts)")

try app.swipeToDelete("Sourdough")
precondition(app.texts == ["Pears", "Produce", euro.format(2)], "onDelete removed the first row: \(app.texts)")
print(app.renderTree())

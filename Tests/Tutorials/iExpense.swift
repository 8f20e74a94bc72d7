// Hacking with Swift, 100 Days of SwiftUI, days 36–38 ("iExpense"), as the tutorial writes it
// (without the UserDefaults persistence): an @Observable list shown in a List with .onDelete,
// a toolbar button that presents a sheet, and a sheet that saves and calls dismiss().
import SwiftUI

struct ExpenseItem: Identifiable, Codable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [ExpenseItem]()
}

struct ContentView: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name)
                                .font(.headline)
                            Text(item.type)
                        }

                        Spacer()

                        Text(item.amount, format: .currency(code: "USD"))
                    }
                }
                .onDelete(perform: removeItems)
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

struct AddView: View {
    @Environment(\.dismiss) var dismiss

    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    var expenses: Expenses

    let types = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)

                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }

                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let item = ExpenseItem(name: name, type: type, amount: amount)
                    expenses.items.append(item)
                    dismiss()
                }
            }
        }
    }
}

// MARK: - Played

let usd = FloatingPointFormatStyle<Double>.Currency(code: "USD")
let app = ViewHost(ContentView())
precondition(app.texts == [], "an empty list, and a toolbar button showing only its icon: \(app.texts)")
precondition(app.bodyRunCount(of: AddView.self) == 0, "the sheet's content is not built before it is presented")

try app.tap("Add Expense")
precondition(app.bodyRunCount(of: AddView.self) == 1, "presenting the sheet runs AddView.body once")
try app.type("Lunch", into: "Name")
try app.select("Business", in: "Type")
try app.type("12.5", into: "Amount")
precondition(app.texts == ["Lunch", "Type", "Business", usd.format(12.5), "Save"], "the sheet covers the list: \(app.texts)")

try app.tap("Save")
precondition(app.texts == ["Lunch", "Business", usd.format(12.5)], "dismiss() closed the sheet; the row shows: \(app.texts)")

try app.tap("Add Expense")
precondition(app.texts == ["Type", "Personal", usd.format(0), "Save"], "a new sheet starts with fresh @State: \(app.texts)")
try app.type("Taxi", into: "Name")
try app.type("30", into: "Amount")
try app.tap("Save")
precondition(app.texts == ["Lunch", "Business", usd.format(12.5), "Taxi", "Personal", usd.format(30)], "\(app.texts)")

try app.swipeToDelete("Lunch")
precondition(app.texts == ["Taxi", "Personal", usd.format(30)], "onDelete removed the first row: \(app.texts)")
print(app.renderTree())

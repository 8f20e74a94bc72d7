import CasePaths

// Enums made case-pathable with @CasePathable (swift-case-paths 1.x, TCA 1.4+), and what that
// gives: case key paths, `is`, `[case:]`, dynamic-member reads, appended paths and the list
// of all cases.
@CasePathable
@dynamicMemberLookup
enum Drawer {
  case closed
  case open(items: Int), `private`
  case locked(code: String, tries: Int)
  /// A case the macro must not mistake for the end of the enum: }
  case labelled(String = "case fake(Int) }")
}

@CasePathable
enum Action {
  case drawer(Drawer)
  case tap
}

let drawer = Drawer.open(items: 3)
let items: Int? = drawer[case: \.open]
print(drawer.is(\.open), drawer.is(\.closed), items as Any)
// Read as a property, through the enum's @dynamicMemberLookup, in a key path.
let lockedPath: KeyPath<Drawer, (code: String, tries: Int)?> = \.locked
print(Drawer.locked(code: "1234", tries: 2)[keyPath: lockedPath].map { "\($0.code) \($0.tries)" } ?? "none")
print(Drawer.closed[keyPath: lockedPath] == nil)

let drawerOpen: CaseKeyPath<Action, Int> = \.drawer.open
let five: Int? = Action.drawer(.open(items: 5))[case: drawerOpen]
let none: Int? = Action.tap[case: drawerOpen]
print(five as Any, none as Any)
let built: Action = drawerOpen(7)
print(built.is(\.drawer))

var count = 0
for _ in Drawer.allCasePaths { count += 1 }
print("cases", count)
print(Drawer.allCasePaths[Drawer.labelled("x")] == \Drawer.Cases.labelled)

import LessonTesting
import SwiftUI

@MainActor
private func runs(of view: String, _ events: [TraceEvent]) -> Int {
    events.filter { $0.kind == .bodyRan && $0.subject == view }.count
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("screen-follows-volume") { t in
        let settings = PlayerSettings()
        let host = ViewHost(SettingsScreen(settings: settings))
        let mounted = t.trace.count
        try host.increment("Volume: 0")
        host.flush()
        let stored = settings.defaults.integer(forKey: "volume")
        try t.require(host.texts.contains("Volume: 1"), Message(
            en: "the stepper's label after one \"+\"", ko: "\"+\"를 한 번 누른 뒤 스테퍼의 라벨"),
            expected: "[… \"Volume: 1\" …]", actual: host.texts.description,
            why: stored == 1 ? Message(
                en: "The store holds 1, and no body re-ran: Observation never heard of volume. Two halves are missing from a hand-written property: the getter records the read (access(keyPath:)), so the body that read it depends on it; the setter announces the change (withMutation(keyPath:_:)), so that body is invalidated.",
                ko: "스토어에는 1이 들어 있는데 다시 실행된 바디가 없습니다. Observation은 volume 소식을 듣지 못했습니다. 직접 쓴 프로퍼티에 두 가지가 빠졌습니다. 게터는 읽기를 기록하고(access(keyPath:)) 그래야 그것을 읽은 바디가 의존하게 됩니다. 세터는 변화를 알리고(withMutation(keyPath:_:)) 그래야 그 바디가 무효화됩니다.") : nil)
        try host.increment("Volume: 1")
        host.flush()
        let volumeRuns = runs(of: "VolumeRow", Array(t.trace.dropFirst(mounted)))
        t.expectEqual(volumeRuns, 2, Message(
            en: "VolumeRow.body runs for two \"+\" (one per change)", ko: "\"+\" 두 번에 대한 VolumeRow.body 실행 횟수 (변화마다 한 번)"),
            why: volumeRuns > 2 ? Message(
                en: "More runs than changes: something announces a change when volume is only read. The getter records (access), the setter announces (withMutation) — never the other way round.",
                ko: "변화보다 실행이 많습니다. volume을 읽기만 했는데 무언가가 변화를 알립니다. 게터는 기록하고(access), 세터는 알립니다(withMutation). 거꾸로 하면 안 됩니다.") : nil)
    }

    grade.check("volume-lives-in-store") { t in
        let defaults = KeyValueStore()
        defaults.set(7, forKey: "volume")
        let settings = PlayerSettings(defaults: defaults)
        let host = ViewHost(SettingsScreen(settings: settings))
        t.expect(host.texts.contains("Volume: 7"), Message(
            en: "a volume saved by an earlier launch (7) shows when the screen appears",
            ko: "이전 실행에서 저장한 볼륨(7)이 화면이 나타날 때 보인다"),
            expected: "[… \"Volume: 7\" …]", actual: host.texts.description)
        try host.increment("Volume: 7")
        host.flush()
        t.expectEqual(defaults.integer(forKey: "volume"), 8, Message(
            en: "the volume in the key-value store after \"+\": it stays the one place the volume is kept",
            ko: "\"+\" 뒤 키-값 스토어의 볼륨: 볼륨이 저장되는 곳은 여전히 여기 하나뿐입니다"))
    }

    grade.check("only-readers-rerun") { t in
        let settings = PlayerSettings()
        let host = ViewHost(SettingsScreen(settings: settings))
        let mounted = t.trace.count
        host.flush()
        let unprompted = runs(of: "VolumeRow", Array(t.trace.dropFirst(mounted)))
        let beforeVolume = t.trace.count
        settings.volume = 3
        host.flush()
        let afterVolume = t.trace.count
        try host.tap("Rename")
        host.flush()
        let nameRunsForVolume = runs(of: "NameRow", Array(t.trace[beforeVolume..<afterVolume]))
        let volumeRunsForName = runs(of: "VolumeRow", Array(t.trace.dropFirst(afterVolume)))
        let keyPathWhy = Message(
            en: "Observation tracks each key path separately: volume's accessors must name \\.volume, not another property.",
            ko: "Observation은 키 패스마다 따로 추적합니다. volume의 접근자는 다른 프로퍼티가 아니라 \\.volume을 가리켜야 합니다.")
        t.expectEqual(nameRunsForVolume, 0, Message(
            en: "NameRow.body runs when only the volume changed (NameRow reads only name)",
            ko: "볼륨만 바뀌었을 때 NameRow.body 실행 횟수 (NameRow는 name만 읽음)"),
            why: keyPathWhy)
        t.expectEqual(volumeRunsForName, 0, Message(
            en: "VolumeRow.body runs when only the name changed (VolumeRow reads only volume)",
            ko: "이름만 바뀌었을 때 VolumeRow.body 실행 횟수 (VolumeRow는 volume만 읽음)"),
            why: unprompted > 0 ? Message(
                en: "VolumeRow re-runs even when nothing changed: reading volume announces a change, so every body run invalidates the body again. Only the setter calls withMutation.",
                ko: "아무것도 바뀌지 않아도 VolumeRow가 다시 실행됩니다. volume을 읽는 것이 변화를 알리므로, 바디가 실행될 때마다 바디를 다시 무효화합니다. withMutation은 세터에서만 부릅니다.") : keyPathWhy)
    }
}

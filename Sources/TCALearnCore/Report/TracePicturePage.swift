import Foundation

/// The HTML page of a `TracePicture`: one file that works from `file://` with no network. The
/// picture travels as JSON inside the page and a small script draws it; the page's
/// Content-Security-Policy lets it load nothing at all (no scripts, styles, fonts or images from
/// anywhere), so a value in the trace that looks like markup or a URL stays text.
///
/// The script reads `#t=TRACE&s=STEP` from the address, so a link (or a test) can open any step;
/// it draws only with `textContent`, never by parsing the data as HTML.
enum TracePicturePage {
    static func html(_ picture: TracePicture) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // `<` only ever occurs inside JSON strings, where `\u003c` means the same: nothing in the
        // data can close the script element that holds it.
        let json = String(decoding: try encoder.encode(picture), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        return """
            <!DOCTYPE html>
            <html lang="\(picture.language)">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escaped(picture.title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
              <h1 id="title"></h1>
              <nav id="traces" role="tablist"></nav>
            </header>
            <div id="controls">
              <button id="previous" type="button">◀</button>
              <input id="slider" type="range" min="0" value="0" step="1">
              <button id="next" type="button">▶</button>
              <span id="position" aria-live="polite"></span>
              <span id="keys" class="quiet"></span>
            </div>
            <ol id="timeline"></ol>
            <main id="main">
              <div id="stage">
                <section id="tree-panel"><h2 id="tree-title"></h2><p id="tree-note" class="quiet"></p><div id="before"></div><div id="tree" role="list"></div></section>
                <section id="lane-panel"><h2 id="lane-title"></h2><div id="verdict" role="note"></div><ol id="lane"></ol></section>
                <svg id="arrows" aria-hidden="true"></svg>
              </div>
              <section id="source-panel"><h2 id="source-title"></h2><div id="source"></div></section>
            </main>
            <footer><h2 id="legend-title"></h2><dl id="legend"></dl></footer>
            <script type="application/json" id="picture">\(json)</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    private static let style = """
        :root { color-scheme: light dark; --bg: #fbfbfa; --fg: #1d1f21; --quiet: #6b6f76; --line: #d9dadc; --panel: #ffffff;
          --created: #1a7f37; --removed: #c62828; --ran: #a15c00; --ran-bg: #fff4d6; --skipped: #8a8f98; --action: #1f5fbf;
          --write: #6f42c1; --warning: #b35900; --focus: #1f5fbf; --mark: #fff1a8; --step: #0b7285; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #16181c; --fg: #e4e6ea; --quiet: #9aa0a8; --line: #30343b; --panel: #1e2126;
            --created: #56d364; --removed: #ff7b72; --ran: #f2c14e; --ran-bg: #3a3120; --skipped: #7d848e; --action: #79b8ff;
            --write: #d2a8ff; --warning: #ffa657; --focus: #79b8ff; --mark: #4a4216; --step: #66d9e8; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 16px 20px; background: var(--bg); color: var(--fg);
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK KR", "Apple SD Gothic Neo", sans-serif; }
        code, pre, .mono, #tree, #before, #lane, #source, #verdict dd { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", "Noto Sans Mono CJK KR", monospace; font-size: 13px; }
        h1 { font-size: 18px; margin: 0 0 8px; }
        h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--quiet); margin: 0 0 8px; }
        button { font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
        button:focus-visible, input:focus-visible, [tabindex]:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
        #traces { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 10px; }
        #traces button[aria-selected="true"] { border-color: var(--focus); box-shadow: inset 0 -2px 0 var(--focus); }
        .pass { color: var(--created); } .fail, .error { color: var(--removed); } .play { color: var(--step); }
        #controls { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
        #slider { flex: 0 1 320px; accent-color: var(--step); }
        #position { font-weight: 600; color: var(--step); }
        .quiet { color: var(--quiet); font-size: 12px; }
        #timeline { list-style: none; display: flex; gap: 4px; padding: 0; margin: 10px 0 14px; overflow-x: auto; }
        #timeline button { white-space: nowrap; font-size: 12px; max-width: 260px; overflow: hidden; text-overflow: ellipsis; }
        #timeline button[aria-current="step"] { background: var(--step); color: var(--bg); border-color: var(--step); }
        #timeline button.decides::after { content: " ⚑"; }
        #main { display: grid; grid-template-columns: minmax(0, 7fr) minmax(0, 4fr); gap: 16px; align-items: start; }
        @media (max-width: 1100px) { #main { grid-template-columns: 1fr; } }
        #stage { position: relative; display: grid; grid-template-columns: minmax(0, 6fr) minmax(0, 5fr); gap: 48px; }
        section { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; min-width: 0; }
        #arrows { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible; }
        #arrows path { fill: none; stroke: var(--write); stroke-width: 1.5; opacity: .8; }
        #arrows .head { fill: var(--write); stroke: none; }
        .node { display: grid; grid-template-columns: 1.2ch minmax(0, 1fr); column-gap: 4px; padding: 1px 4px; border-radius: 4px; }
        .node .mark { font-weight: 700; }
        .node .label { white-space: pre-wrap; overflow-wrap: anywhere; }
        .node.created .mark, .node.created .name { color: var(--created); }
        .node.removed .mark, .node.removed .name { color: var(--removed); text-decoration: line-through; }
        .node.ran { background: var(--ran-bg); }
        .node .body { color: var(--ran); font-size: 12px; font-weight: 600; white-space: nowrap; margin-left: 10px; }
        .node.skipped .body { color: var(--skipped); }
        .node.skipped .name { color: var(--skipped); }
        .node.lit, .item.lit { outline: 2px solid var(--write); }
        #before { margin-bottom: 8px; padding-bottom: 6px; border-bottom: 1px dashed var(--line); }
        #before:empty { display: none; }
        #lane { list-style: none; padding: 0; margin: 0; }
        .item { display: flex; gap: 6px; padding: 1px 4px; border-radius: 4px; white-space: pre-wrap; word-break: break-word; }
        .item .symbol { width: 1.4ch; flex: none; text-align: center; }
        .item.nested { padding-left: 22px; }
        .item.action { color: var(--action); font-weight: 600; }
        .item.reducer { color: var(--action); }
        .item.write, .item.announce { color: var(--write); }
        .item.warning { color: var(--warning); }
        .item.quiet, .item.effect, .item.viewstore, .item.skipped { color: var(--quiet); }
        .item.ran { color: var(--ran); }
        .item.created { color: var(--created); } .item.removed { color: var(--removed); }
        .item.minus, .item.plus, .item.diff { padding-left: 22px; white-space: pre; }
        .item.minus { color: var(--removed); background: color-mix(in srgb, var(--removed) 10%, transparent); }
        .item.plus { color: var(--created); background: color-mix(in srgb, var(--created) 10%, transparent); }
        #verdict:empty { display: none; }
        #verdict { border-left: 3px solid var(--removed); padding: 6px 10px; margin-bottom: 10px; }
        #verdict dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 6px 0 0; }
        #verdict dt { color: var(--quiet); }
        #verdict dd { margin: 0; white-space: pre-wrap; }
        #verdict .expected { color: var(--created); } #verdict .actual { color: var(--removed); }
        #verdict p { margin: 4px 0; }
        #verdict .note { color: var(--quiet); }
        #source .file { margin-bottom: 10px; }
        #source .name { color: var(--quiet); font-size: 12px; margin-bottom: 2px; }
        #source ol { margin: 0; padding: 0 0 0 4.5ch; max-height: 70vh; overflow: auto; }
        #source li { white-space: pre; color: var(--fg); }
        #source li::marker { color: var(--quiet); font-size: 11px; }
        #source li.lit { background: var(--mark); }
        footer { margin-top: 16px; }
        #legend { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 2px 16px; margin: 0; font-size: 12px; }
        #legend div { display: flex; gap: 8px; } #legend dt { width: 1.4ch; text-align: center; font-weight: 700; } #legend dd { margin: 0; color: var(--quiet); }
        """

    private static let script = #"""
        "use strict";
        const picture = JSON.parse(document.getElementById("picture").textContent);
        const L = picture.labels;
        const $ = (id) => document.getElementById(id);
        const make = (tag, className, text) => {
          const element = document.createElement(tag);
          if (className) element.className = className;
          if (text !== undefined) element.textContent = text;
          return element;
        };
        const format = (label, number) => label.replace("%d", String(number));
        let traceIndex = picture.selected, stepIndex = 0;

        function readAddress() {
          const found = /t=(\d+)/.exec(location.hash), step = /s=(\d+)/.exec(location.hash);
          if (found && Number(found[1]) < picture.traces.length) traceIndex = Number(found[1]);
          const steps = picture.traces[traceIndex] ? picture.traces[traceIndex].steps.length : 0;
          stepIndex = step ? Math.min(Number(step[1]), Math.max(0, steps - 1)) : Math.max(0, steps - 1);
        }

        function show(trace, step) {
          // Drawing replaces the buttons: keep the keyboard where it was.
          const focused = document.activeElement;
          const within = focused && focused.closest ? focused.closest("#timeline, #traces") : null;
          traceIndex = trace; stepIndex = step;
          try { history.replaceState(null, "", "#t=" + trace + "&s=" + step); } catch (error) {}
          draw();
          const again = within && document.querySelector(within.id === "timeline" ? "#timeline [aria-current]" : "#traces [aria-selected=true]");
          if (again) again.focus();
        }

        function drawTraces() {
          const nav = $("traces");
          nav.replaceChildren();
          nav.setAttribute("aria-label", L.checks);
          picture.traces.forEach((trace, index) => {
            const button = make("button");
            button.type = "button";
            button.setAttribute("role", "tab");
            button.setAttribute("aria-selected", String(index === traceIndex));
            button.append(make("span", trace.status, L[trace.status] + " "), trace.label);
            button.addEventListener("click", () => show(index, picture.traces[index].steps.length - 1));
            nav.append(button);
          });
        }

        function nodeRow(node, index, prefix) {
          const classes = ["node"];
          if (node.mark === "+") classes.push("created");
          if (node.mark === "−") classes.push("removed");
          if (node.body && !node.skipped) classes.push("ran");
          if (node.skipped) classes.push("skipped");
          const row = make("div", classes.join(" "));
          row.setAttribute("role", "listitem");
          row.id = prefix + index;
          row.dataset.path = node.path;
          row.style.paddingLeft = (4 + node.depth * 18) + "px";
          const label = make("span", "label");
          label.append(make("span", "name", node.text));
          if (node.badge) {
            const badge = make("span", "body", node.badge);
            badge.title = node.body;
            label.append(badge);
            row.setAttribute("aria-label", node.text + ". " + node.body);
          }
          row.append(make("span", "mark", node.mark || " "), label);
          if (node.cause !== undefined && node.cause !== null) {
            row.dataset.cause = String(node.cause);
            row.tabIndex = 0;
            row.setAttribute("aria-label", node.text + ". " + node.body + ". " + L.causedBy + " " + picture.traces[traceIndex].steps[stepIndex].lane[node.cause].text);
            const light = (on) => { row.classList.toggle("lit", on); const item = $("item" + node.cause); if (item) item.classList.toggle("lit", on); };
            row.addEventListener("mouseenter", () => light(true)); row.addEventListener("mouseleave", () => light(false));
            row.addEventListener("focus", () => light(true)); row.addEventListener("blur", () => light(false));
          }
          return row;
        }

        function drawArrows() {
          const svg = $("arrows");
          svg.replaceChildren();
          const stage = $("stage").getBoundingClientRect();
          const ns = svg.namespaceURI;
          document.querySelectorAll("#tree .node[data-cause]").forEach((row) => {
            const item = $("item" + row.dataset.cause);
            if (!item) return;
            const from = item.getBoundingClientRect(), to = (row.querySelector(".body") || row.querySelector(".name")).getBoundingClientRect();
            const x1 = from.left - stage.left - 2, y1 = from.top - stage.top + from.height / 2;
            const tree = $("tree-panel").getBoundingClientRect();
            const x2 = Math.min(to.right, tree.right - 8) - stage.left + 4, y2 = to.top - stage.top + to.height / 2;
            const path = document.createElementNS(ns, "path");
            const bend = Math.max(30, (x1 - x2) / 2);
            path.setAttribute("d", `M ${x1} ${y1} C ${x1 - bend} ${y1}, ${x2 + bend} ${y2}, ${x2 + 6} ${y2}`);
            const head = document.createElementNS(ns, "path");
            head.setAttribute("class", "head");
            head.setAttribute("d", `M ${x2} ${y2} l 7 -4 l 0 8 z`);
            svg.append(path, head);
          });
        }

        function drawVerdict(trace, step) {
          const verdict = $("verdict");
          verdict.replaceChildren();
          if (!trace.failures.length) return;
          const last = trace.steps.length - 1;
          if (step !== last) {
            verdict.append(make("p", "note", format(L.decided, last + 1)));
            return;
          }
          verdict.append(make("h2", "", L.verdict));
          trace.failures.forEach((failure) => {
            verdict.append(make("p", "", failure.message));
            const list = make("dl");
            if (failure.expected !== undefined) list.append(make("dt", "", failure.expectedLabel), make("dd", "expected", failure.expected));
            if (failure.actual !== undefined) list.append(make("dt", "", failure.actualLabel), make("dd", "actual", failure.actual));
            verdict.append(list);
            if (failure.why) verdict.append(make("p", "note", failure.why));
          });
        }

        function drawSource(step) {
          const source = $("source");
          source.replaceChildren();
          const lit = new Set(step.lines.map((pair) => pair[0] + ":" + pair[1]));
          picture.sources.forEach((file, fileIndex) => {
            const box = make("div", "file");
            box.append(make("div", "name", file.name));
            const list = make("ol");
            list.tabIndex = 0;
            list.setAttribute("aria-label", file.name);
            file.lines.forEach((line, lineIndex) => {
              const item = make("li", lit.has(fileIndex + ":" + (lineIndex + 1)) ? "lit" : "", line || " ");
              list.append(item);
            });
            box.append(list);
            source.append(box);
          });
          const first = source.querySelector("li.lit");
          if (first) first.parentElement.scrollTop = Math.max(0, first.offsetTop - first.parentElement.offsetTop - 40);
        }

        function draw() {
          drawTraces();
          const trace = picture.traces[traceIndex];
          const steps = trace ? trace.steps : [];
          const step = steps[stepIndex];
          document.body.dataset.trace = String(traceIndex);
          document.body.dataset.step = String(stepIndex);
          const slider = $("slider");
          slider.max = String(Math.max(0, steps.length - 1));
          slider.value = String(stepIndex);
          slider.setAttribute("aria-valuetext", step ? step.title : "");
          $("position").textContent = step ? step.title + "  (" + (stepIndex + 1) + " " + L.of + " " + steps.length + ")" : "";
          const timeline = $("timeline");
          timeline.replaceChildren();
          steps.forEach((each, index) => {
            const item = make("li"), button = make("button", "", each.title);
            button.type = "button";
            if (index === stepIndex) button.setAttribute("aria-current", "step");
            if (trace.failures.length && index === steps.length - 1) button.classList.add("decides");
            button.addEventListener("click", () => show(traceIndex, index));
            item.append(button);
            timeline.append(item);
          });
          const tree = $("tree"), before = $("before"), lane = $("lane");
          tree.replaceChildren(); before.replaceChildren(); lane.replaceChildren();
          $("tree-note").textContent = "";
          if (!step) {
            $("tree-note").textContent = L.empty;
            return;
          }
          if (step.before) {
            before.append(make("h2", "", L.before));
            step.before.forEach((node, index) => before.append(nodeRow(node, index, "before")));
          }
          if (step.treeFrom !== undefined && step.treeFrom !== null) $("tree-note").textContent = format(L.carried, step.treeFrom + 1);
          if (!step.tree.length) tree.append(make("p", "quiet", L.noTree));
          step.tree.forEach((node, index) => tree.append(nodeRow(node, index, "node")));
          step.lane.forEach((entry, index) => {
            const item = make("li", "item " + entry.kind + (entry.nested ? " nested" : ""));
            item.id = "item" + index;
            item.append(make("span", "symbol", entry.symbol), make("span", "text", entry.text));
            lane.append(item);
          });
          if (!step.lane.length) lane.append(make("li", "item quiet", step.tree.some((node) => node.badge) ? L.nothing : L.idle));
          drawVerdict(trace, stepIndex);
          drawSource(step);
          drawArrows();
        }

        document.title = picture.title;
        $("title").textContent = picture.title;
        $("tree-title").textContent = L.tree;
        $("lane-title").textContent = L.lane;
        $("source-title").textContent = L.source;
        $("legend-title").textContent = L.legend;
        $("keys").textContent = L.keys;
        $("previous").setAttribute("aria-label", L.previous);
        $("next").setAttribute("aria-label", L.next);
        $("slider").setAttribute("aria-label", L.step);
        $("timeline").setAttribute("aria-label", L.step);
        if (!picture.sources.length) $("source-panel").hidden = true;
        picture.legend.forEach((pair) => {
          const row = make("div");
          row.append(make("dt", "", pair[0]), make("dd", "", pair[1]));
          $("legend").append(row);
        });
        const stepBy = (delta) => {
          const count = picture.traces[traceIndex] ? picture.traces[traceIndex].steps.length : 0;
          show(traceIndex, Math.min(Math.max(stepIndex + delta, 0), Math.max(0, count - 1)));
        };
        $("previous").addEventListener("click", () => stepBy(-1));
        $("next").addEventListener("click", () => stepBy(1));
        $("slider").addEventListener("input", (event) => show(traceIndex, Number(event.target.value)));
        document.addEventListener("keydown", (event) => {
          if (event.target instanceof HTMLInputElement && event.target.type !== "range") return;
          const count = picture.traces.length;
          switch (event.key) {
            case "ArrowRight": stepBy(1); break;
            case "ArrowLeft": stepBy(-1); break;
            case "Home": show(traceIndex, 0); break;
            case "End": stepBy(1e9); break;
            case "ArrowDown": if (count) show((traceIndex + 1) % count, 0); break;
            case "ArrowUp": if (count) show((traceIndex + count - 1) % count, 0); break;
            default: return;
          }
          event.preventDefault();
        });
        window.addEventListener("hashchange", () => { readAddress(); draw(); });
        window.addEventListener("resize", drawArrows);
        readAddress();
        draw();
        // What the page fetched, for the browser test: nothing, ever.
        document.body.dataset.resources = String(performance.getEntriesByType("resource").length);
        """#
}

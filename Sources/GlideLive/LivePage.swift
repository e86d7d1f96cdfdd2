import Foundation

/// The live page: one self-contained HTML file (inline CSS and script, no external scripts, fonts
/// or images; a Content-Security-Policy that allows nothing but its own socket) that connects to
/// `/socket` on the server that served it (from a worker made of inline text) and draws what arrives: the screen (GlideRender's SVG),
/// the fingers on the touch surface with short trails, the percent with the last seconds as a
/// curve, the gesture and the decisions.
///
/// Messages are JSON objects with a `type`:
/// - `hello`: `title`, `device` (`name`, `width` and `height` in millimetres), `state`.
/// - `frame`: `seq`, `t` (seconds on `CLOCK_MONOTONIC`), and any of `fingers` (`[[id, x, y], …]`
///   in millimetres), `percent`, `phase`, `gesture`, `screen` (an SVG document), `state`.
///   The page answers every frame (`seq` ≥ 0) as it arrives with `{"type": "ack", "seq": n}` (from a
///   worker that holds the socket, so an answer never waits for drawing), and draws the newest at
///   the next animation frame; after its first drawing it sends `{"type": "ready"}`.
/// - `record`: `text`, a line for the log (a decision, a completion).
/// - `end`: `text`; the page answers `{"type": "report", "frames", "resources", "errors"}`.
public enum LivePage {
    /// Seconds of percent history the page plots.
    public static let historySeconds = 4.0

    /// The page.
    public static func html(title: String) -> String {
        let escaped = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return template.replacingOccurrences(of: "{{TITLE}}", with: escaped)
            .replacingOccurrences(of: "{{HISTORY}}", with: String(historySeconds))
    }

    private static let template = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; connect-src 'self'; worker-src blob:">
        <link rel="icon" href="data:,">
        <title>{{TITLE}}</title>
        <style>
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: #1b1d21; color: #e6e6e6; }
        header { padding: 8px 14px; background: #26292f; display: flex; gap: 18px; align-items: baseline; }
        header h1 { font-size: 15px; margin: 0; }
        #status { color: #f0a03c; } #status.open { color: #6cc070; }
        main { display: flex; gap: 16px; padding: 14px; align-items: flex-start; }
        #screen { width: 300px; flex: none; background: #000; border: 1px solid #444; }
        #screen svg { display: block; width: 100%; height: auto; }
        .panel { background: #23262b; border: 1px solid #3a3d44; padding: 8px; margin-bottom: 12px; }
        .panel h2 { font-size: 12px; margin: 0 0 6px; color: #a0a4ab; font-weight: normal; text-transform: uppercase; }
        #surface { width: 380px; display: block; }
        #bar { height: 14px; background: #33363d; position: relative; width: 380px; }
        #fill { position: absolute; left: 0; top: 0; bottom: 0; background: #4a90d9; width: 0; }
        #percent { font-variant-numeric: tabular-nums; }
        #curve { width: 380px; height: 90px; display: block; }
        #log { margin: 0; padding-left: 16px; max-width: 380px; font-size: 12px; }
        </style>
        </head>
        <body data-frames="0" data-state="connecting">
        <header><h1>{{TITLE}}</h1><span id="status">connecting…</span><span id="gesture">no gesture</span><span id="state"></span></header>
        <main>
        <div id="screen" title="The screen as the user would see it"></div>
        <div>
        <div class="panel"><h2>Fingers</h2><svg id="surface" viewBox="0 0 100 56"><rect id="pad" x="0" y="0" width="100" height="56" rx="2" fill="#2d3036" stroke="#555" stroke-width="0.4"/><g id="trails"></g><g id="fingers"></g></svg><div id="device"></div></div>
        <div class="panel"><h2>Percent</h2><div id="bar"><div id="fill"></div></div><div><span id="percent">0.0 %</span> <span id="phase">idle</span></div>
        <svg id="curve" viewBox="0 0 380 90" preserveAspectRatio="none"><line x1="0" y1="45" x2="380" y2="45" stroke="#444" stroke-dasharray="3 3"/><polyline id="line" fill="none" stroke="#4a90d9" stroke-width="1.5" points=""/></svg></div>
        <div class="panel"><h2>Decisions</h2><ul id="log"></ul></div>
        </div>
        </main>
        <script>
        "use strict";
        const errors = [];
        window.addEventListener("error", e => errors.push(String(e.message)));
        const $ = id => document.getElementById(id);
        const NS = "http://www.w3.org/2000/svg";
        const history = [], trails = new Map();
        let frames = 0, device = { width: 100, height: 56 };
        function text(id, value) { if (value !== undefined) $(id).textContent = value; }
        function drawFingers(list, t) {
          const g = $("fingers"); g.replaceChildren();
          const seen = new Set();
          for (const [id, x, y] of list) {
            seen.add(id);
            const trail = trails.get(id) || []; trail.push([x, y, t]); trails.set(id, trail);
            const c = document.createElementNS(NS, "circle");
            c.setAttribute("cx", x); c.setAttribute("cy", y); c.setAttribute("r", 4);
            c.setAttribute("fill", "rgba(240,160,60,0.55)"); c.setAttribute("stroke", "#f0a03c"); c.setAttribute("stroke-width", 0.5);
            c.setAttribute("data-finger", id);
            g.appendChild(c);
          }
          for (const [id, trail] of trails) {
            while (trail.length && t - trail[0][2] > 1.0) trail.shift();
            if (!trail.length) trails.delete(id);
          }
          const tg = $("trails"); tg.replaceChildren();
          for (const trail of trails.values()) {
            const p = document.createElementNS(NS, "polyline");
            p.setAttribute("points", trail.map(q => q[0] + "," + q[1]).join(" "));
            p.setAttribute("fill", "none"); p.setAttribute("stroke", "#f0a03c"); p.setAttribute("stroke-opacity", "0.5"); p.setAttribute("stroke-width", 0.6);
            tg.appendChild(p);
          }
        }
        function drawPercent(percent, phase, t) {
          $("fill").style.width = Math.max(0, Math.min(1, percent)) * 100 + "%";
          text("percent", (percent * 100).toFixed(1) + " %"); text("phase", phase);
          history.push([t, percent]);
          while (history.length && t - history[0][0] > {{HISTORY}}) history.shift();
          $("line").setAttribute("points", history.map(([s, p]) =>
            ((s - t + {{HISTORY}}) / {{HISTORY}} * 380).toFixed(1) + "," + (85 - Math.max(-0.1, Math.min(1.1, p)) * 80).toFixed(1)).join(" "));
        }
        // The socket lives in a worker (its script is this inline text) that answers every frame as
        // it arrives, so the answers never wait for the page's drawing on a busy machine.
        const socketURL = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket";
        const workerURL = URL.createObjectURL(new Blob([
          "const s = new WebSocket(" + JSON.stringify(socketURL) + ");" +
          "s.onopen = () => postMessage({ open: true });" +
          "s.onclose = () => postMessage({ closed: true });" +
          "s.onmessage = e => { const m = JSON.parse(e.data);" +
          " if (m.type === 'frame' && m.seq >= 0) s.send(JSON.stringify({ type: 'ack', seq: m.seq }));" +
          " postMessage({ message: m }); };" +
          "onmessage = e => s.send(e.data);"], { type: "text/javascript" }));
        const worker = new Worker(workerURL);
        const socket = { send: text => worker.postMessage(text) };
        worker.onmessage = e => {
          if (e.data.open) socket.onopen(); else if (e.data.closed) socket.onclose(); else socket.onmessage(e.data.message);
        };
        socket.onopen = () => { $("status").textContent = "live"; $("status").className = "open"; document.body.dataset.state = "open"; };
        socket.onclose = () => { $("status").textContent = "disconnected"; $("status").className = ""; if (document.body.dataset.state !== "ended") document.body.dataset.state = "closed"; };
        // Frames are answered as they arrive and drawn at the next animation frame (the newest
        // of each kind), so a slow drawing never delays the answers or piles up work.
        let pending = null, ready = false;
        function draw() {
          const p = pending; pending = null;
          if (p.fingers) drawFingers(p.fingers.value, p.fingers.t);
          if (p.percent) drawPercent(p.percent.value, p.percent.phase, p.percent.t);
          if (p.screen) $("screen").innerHTML = p.screen;
          text("gesture", p.gesture); text("state", p.state);
          if (!ready) { ready = true; socket.send(JSON.stringify({ type: "ready" })); }
        }
        socket.onmessage = m => {
          if (m.type === "frame") {
            if (m.seq >= 0) { frames += 1; document.body.dataset.frames = frames; }
            if (!pending) { pending = {}; requestAnimationFrame(draw); }
            if (m.fingers) pending.fingers = { value: m.fingers, t: m.t };
            if (m.percent !== undefined) pending.percent = { value: m.percent, phase: m.phase, t: m.t };
            if (m.screen) pending.screen = m.screen;
            pending.gesture = m.gesture; pending.state = m.state;
          } else if (m.type === "hello") {
            device = m.device;
            const pad = $("pad"); pad.setAttribute("width", device.width); pad.setAttribute("height", device.height);
            $("surface").setAttribute("viewBox", "0 0 " + device.width + " " + device.height);
            text("device", device.name + " · " + device.width.toFixed(0) + " × " + device.height.toFixed(0) + " mm");
            text("state", m.state);
          } else if (m.type === "record") {
            const li = document.createElement("li"); li.textContent = m.text; $("log").prepend(li);
            while ($("log").children.length > 8) $("log").lastChild.remove();
          } else if (m.type === "end") {
            document.body.dataset.state = "ended";
            $("status").textContent = m.text; $("status").className = "";
            socket.send(JSON.stringify({ type: "report", frames, resources: performance.getEntriesByType("resource").filter(r => r.name !== workerURL).length, errors }));
          }
        };
        </script>
        </body>
        </html>
        """#
}

import Foundation

/// A self-contained HTML page of a replayed transition: the screen at the scrubbed time, the touch
/// surface with the fingers then, the percent plot and the property tracks with a cursor, a
/// scrubber, play and pause at 1× and ¼× (slow animations), and the summary beside them.
///
/// Everything is inline (SVG, CSS, one script); a Content-Security-Policy forbids any network
/// access, so the file opens anywhere, offline, as it is. Keys: ← and → step one display frame,
/// space plays and pauses, Home and End jump to the ends. A link to a moment: `report.html#step=N`
/// or `report.html#t=SECONDS`.
///
/// The page is plain values; `GlideReports` fills it from a replay (the replay session's timeline
/// and the screens drawn at its display frames).
public struct ReplayPage: Sendable {
    /// One position of the scrubber.
    public struct Step: Sendable, Hashable {
        /// Seconds of trace time.
        public var t: Double
        /// The index of the screen (into ``screens``) showing then.
        public var screen: Int
        /// The index of the touch frame (into the surface's frames) showing then, or nil before the first.
        public var touchFrame: Int?
        /// The percent then, or nil when no transition is in flight.
        public var percent: Double?
        /// True for a display frame (arrow keys step between these), false for an input frame only.
        public var isDisplayFrame: Bool

        public init(t: Double, screen: Int, touchFrame: Int?, percent: Double?, isDisplayFrame: Bool) {
            self.t = t
            self.screen = screen
            self.touchFrame = touchFrame
            self.percent = percent
            self.isDisplayFrame = isDisplayFrame
        }
    }

    /// The page's title.
    public var title: String
    /// The summary, one line each (shown as preformatted text beside the screen).
    public var summary: [String]
    /// The distinct screens as inline `<svg>` drawings (``ScreenRenderer`` with `standalone = false`).
    public var screens: [String]
    /// The scrubber's positions, in time order.
    public var steps: [Step]
    /// The touch surface and its frames.
    public var surface: TouchSurfacePlot
    /// The percent plot.
    public var percentPlot: PercentPlot
    /// The property tracks.
    public var tracks: PropertyTracks

    public init(
        title: String, summary: [String], screens: [String], steps: [Step], surface: TouchSurfacePlot, percentPlot: PercentPlot,
        tracks: PropertyTracks
    ) {
        self.title = title
        self.summary = summary
        self.screens = screens
        self.steps = steps
        self.surface = surface
        self.percentPlot = percentPlot
        self.tracks = tracks
    }

    /// The page as one HTML document.
    public func html() -> String {
        // Screens share most of their lines (the views that do not move): each line is stored once
        // and a screen is the list of its lines' numbers.
        var lineIndex: [Substring: Int] = [:]
        var lines: [Substring] = []
        let screenLines = screens.map { svg in
            svg.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Int in
                if let i = lineIndex[line] { return i }
                lines.append(line)
                lineIndex[line] = lines.count - 1
                return lines.count - 1
            }
        }
        var data = "{\"lines\":["
        data += lines.map { JSONText.string(String($0)) }.joined(separator: ",")
        data += "],\"screens\":["
        data += screenLines.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",")
        data += "],\"steps\":["
        data += steps.map { s in
            "[\(JSONText.number(s.t)),\(s.screen),\(s.touchFrame.map(String.init) ?? "-1"),\(s.percent.map(JSONText.number) ?? "null"),\(s.isDisplayFrame ? 1 : 0)]"
        }.joined(separator: ",")
        data += "],\"touch\":["
        data += surface.frames.map { f in
            "[\(JSONText.number(f.t)),[" + f.contacts.map { c in "[\(c.id),\(JSONText.number(c.x)),\(JSONText.number(c.y)),\(c.isPalm ? 1 : 0)]" }.joined(separator: ",") + "]]"
        }.joined(separator: ",")
        data += "],\"scale\":\(JSONText.number(surface.scale)),\"fingerRadius\":\(TouchSurfacePlot.fingerRadiusMillimetres),"
        data += "\"colors\":[" + TouchSurfacePlot.colors.map(JSONText.string).joined(separator: ",") + "]}"

        let summaryText = summary.map(SVGText.escape).joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(SVGText.escape(title))</title>
            <style>\(Self.css)</style>
            </head>
            <body>
            <header><h1>\(SVGText.escape(title))</h1></header>
            <div id="controls">
            <button id="play" type="button" title="Play or pause (space)">▶ Play</button>
            <label><input type="radio" name="rate" value="1" checked> 1×</label>
            <label><input type="radio" name="rate" value="0.25"> ¼×</label>
            <input id="scrub" type="range" min="0" max="\(max(0, steps.count - 1))" value="0" step="1" aria-label="time">
            <span id="now">0 s</span>
            </div>
            <main>
            <section id="screen-panel"><h2>Screen</h2><div id="screen"></div></section>
            <section id="side">
            <h2>Fingers</h2><div id="surface">\(surface.svg())</div>
            <h2>Summary</h2><pre id="summary">\(summaryText)</pre>
            </section>
            </main>
            <section id="plots">
            <h2>Percent</h2>\(percentPlot.svg())
            <h2>View properties</h2>\(tracks.svg())
            </section>
            <script id="data" type="application/json">\(data)</script>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    static let css = """
        body{font:14px/1.4 "DejaVu Sans",Helvetica,Arial,sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
        header{padding:6px 14px;background:#1c1c1e;color:#fff}h1{font-size:16px;margin:0}
        h2{font-size:13px;margin:8px 0 4px;color:#3a3a3c}
        #controls{display:flex;gap:10px;align-items:center;padding:8px 14px;background:#fff;border-bottom:1px solid #d1d1d6}
        #scrub{flex:1}#now{font-variant-numeric:tabular-nums;min-width:150px}
        main{display:flex;gap:16px;padding:0 14px}#screen-panel{flex:none}
        #screen{width:300px;height:649px;background:#000;border-radius:18px;overflow:hidden;line-height:0}
        #screen svg{width:300px;height:auto}
        #side{flex:1;min-width:300px}#summary{background:#fff;padding:8px;border:1px solid #d1d1d6;white-space:pre-wrap;font-size:12px}
        #plots{padding:0 14px 20px}.plot{display:block;background:#fff;border:1px solid #d1d1d6}
        """

    /// The page's script: scrubber, play and pause at 1× and ¼×, keys, the fingers and the cursors.
    static let script = """
        "use strict";
        (function(){
        const D=JSON.parse(document.getElementById("data").textContent);
        const screen=document.getElementById("screen"),scrub=document.getElementById("scrub"),now=document.getElementById("now");
        const fingers=document.querySelector("#surface g.fingers"),playButton=document.getElementById("play");
        const NS="http://www.w3.org/2000/svg";
        let current=-1,shown=-1,playing=false,rate=1,playTime=0,lastFrame=0;
        function stepAt(t){let lo=0,hi=D.steps.length-1;if(hi<0)return -1;if(t<D.steps[0][0])return 0;
          while(lo<hi){const mid=(lo+hi+1)>>1;if(D.steps[mid][0]<=t)lo=mid;else hi=mid-1;}return lo;}
        function show(i){
          if(D.steps.length===0)return;
          i=Math.max(0,Math.min(D.steps.length-1,i|0));current=i;
          const s=D.steps[i],t=s[0];
          if(s[1]!==shown){screen.innerHTML=D.screens[s[1]].map(k=>D.lines[k]).join("\\n");shown=s[1];}
          while(fingers.firstChild)fingers.removeChild(fingers.firstChild);
          if(s[2]>=0){for(const c of D.touch[s[2]][1]){const e=document.createElementNS(NS,"circle");
            e.setAttribute("data-contact",c[0]);e.setAttribute("cx",(c[1]*D.scale).toFixed(2));e.setAttribute("cy",(c[2]*D.scale).toFixed(2));
            e.setAttribute("r",(D.fingerRadius*D.scale).toFixed(2));e.setAttribute("fill",c[3]?"#8e8e93":D.colors[((c[0]%D.colors.length)+D.colors.length)%D.colors.length]);
            e.setAttribute("fill-opacity","0.85");e.setAttribute("stroke","#ffffff");e.setAttribute("stroke-width","1.5");fingers.appendChild(e);}}
          for(const svg of document.querySelectorAll("svg.plot")){
            const t0=+svg.dataset.t0,t1=+svg.dataset.t1,left=+svg.dataset.left,span=+svg.dataset.span;
            const x=(left+(t-t0)/(t1-t0)*span).toFixed(2);
            for(const c of svg.querySelectorAll(".cursor")){c.setAttribute("x1",x);c.setAttribute("x2",x);}}
          now.textContent=t.toFixed(3)+" s"+(s[3]===null?"":"  ·  "+(s[3]*100).toFixed(1)+" %");
          if(+scrub.value!==i)scrub.value=i;
          document.body.dataset.step=i;
        }
        function stepDisplay(dir){let i=current+dir;
          while(i>0&&i<D.steps.length-1&&!D.steps[i][4])i+=dir;show(i);}
        function tick(ms){if(!playing)return;const dt=Math.max(0,ms-lastFrame)/1000;lastFrame=Math.max(lastFrame,ms);playTime+=dt*rate;
          const last=D.steps.length-1;if(playTime>=D.steps[last][0]){show(last);setPlaying(false);return;}
          const i=stepAt(playTime);if(i!==current)show(i);requestAnimationFrame(tick);}
        function setPlaying(p){playing=p;playButton.textContent=p?"❚❚ Pause":"▶ Play";
          if(p){if(current>=D.steps.length-1)show(0);playTime=D.steps[current][0];lastFrame=performance.now();requestAnimationFrame(tick);}}
        scrub.addEventListener("input",()=>{setPlaying(false);show(+scrub.value);});
        playButton.addEventListener("click",()=>setPlaying(!playing));
        for(const r of document.querySelectorAll("input[name=rate]"))r.addEventListener("change",()=>{rate=+r.value;});
        document.addEventListener("keydown",e=>{
          if(e.key==="ArrowRight"){setPlaying(false);stepDisplay(1);e.preventDefault();}
          else if(e.key==="ArrowLeft"){setPlaying(false);stepDisplay(-1);e.preventDefault();}
          else if(e.key===" "){setPlaying(!playing);e.preventDefault();}
          else if(e.key==="Home"){setPlaying(false);show(0);e.preventDefault();}
          else if(e.key==="End"){setPlaying(false);show(D.steps.length-1);e.preventDefault();}});
        function fromHash(){const h=location.hash.slice(1),m=/^(step|t)=([0-9.]+)$/.exec(h);if(!m)return false;
          const i=m[1]==="step"?+m[2]:stepAt(+m[2]);scrub.value=i;scrub.dispatchEvent(new Event("input"));return true;}
        window.addEventListener("hashchange",fromHash);
        if(!fromHash())show(0);
        const box=e=>{const r=e.getBoundingClientRect();return [r.left,r.top,r.width,r.height].map(v=>v.toFixed(2)).join(",");};
        document.body.dataset.screenBox=box(screen);
        document.body.dataset.surfaceBox=box(document.querySelector("#surface svg"));
        document.body.dataset.resources=performance.getEntriesByType("resource").length;
        /* The player's state, for scripts that drive the page (Glide's browser tests read it): playTime is
           the replay time being shown while playing, clock the animation frame's timestamp (ms) it was computed at. */
        window.glideReplay={state:()=>({playing:playing,rate:rate,playTime:playTime,clock:lastFrame,step:current,
          time:current>=0?D.steps[current][0]:null,steps:D.steps.length,displayFrame:current>=0&&D.steps[current][4]===1})};
        document.body.dataset.ready="1";
        })();
        """
}

/// JSON text for the page's data (deterministic, safe inside a `<script>` element).
enum JSONText {
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 1e6).rounded() / 1e6
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }

    static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // "</script>" and "<!--" must not appear inside the script element.
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if c.value < 0x20 || c.value == 0x2028 || c.value == 0x2029 {
                    out += String(format: "\\u%04x", c.value)
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}

import Foundation
import GlidePort
import Testing

private func port(_ source: String) -> PortResult { Porter.port(source: source, fileName: "T.swift") }

@Suite("Porter: timers on Glide's clock")
struct TimerPortTests {
    @Test("the block forms and the initializers make a GlideTimer, added to the run loop on Glide's clock; the selector form stays")
    func timers() {
        let result = port("""
            import UIKit
            class Pulse: NSObject {
                var timer: Timer?
                func start(port: Port) {
                    timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
                    let a = Timer.scheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in })
                    let b = Timer(timeInterval: 0.1, repeats: true) { _ in }
                    let c = Timer.init(fire: Date(), interval: 1, repeats: false) { _ in }
                    let d = Timer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                    let e = Timer(fireAt: Date(), interval: 1, target: self, selector: #selector(tick(_:)), userInfo: 1, repeats: false)
                    RunLoop.main.add(b, forMode: .common)
                    RunLoop.current.add(c, forMode: RunLoopMode.commonModes)
                    RunLoop.main.add(port, forMode: .default)
                    let f = Timer.scheduledTimer(timeInterval: 3, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: false)
                    _ = (a, d, e, f)
                }
                @objc func tick(_ timer: Timer) {}
            }
            """)
        #expect(result.isClean)
        #expect(result.text == """
            import GlideUIKit
            class Pulse: NSObject {
                var timer: Timer?
                func start(port: Port) {
                    timer = GlideTimer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
                    let a = GlideTimer.scheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in })
                    let b = GlideTimer(timeInterval: 0.1, repeats: true) { _ in }
                    let c = GlideTimer.init(fire: Date(), interval: 1, repeats: false) { _ in }
                    let d = GlideTimer(timeInterval: 1, target: self, selector: Selector(Pulse.tick(_:), name: "tick(_:)"), userInfo: nil, repeats: true)
                    let e = GlideTimer(fireAt: Date(), interval: 1, target: self, selector: Selector(Pulse.tick(_:), name: "tick(_:)"), userInfo: 1, repeats: false)
                    RunLoop.main.add(onGlideClock: b, forMode: .common)
                    RunLoop.current.add(onGlideClock: c, forMode: RunLoop.Mode.common)
                    RunLoop.main.add(port, forMode: .default)
                    let f = Timer.scheduledTimer(timeInterval: 3, target: self, selector: Selector(Pulse.tick(_:), name: "tick(_:)"), userInfo: nil, repeats: false)
                    _ = (a, d, e, f)
                }
                func tick(_ timer: Timer) {}
            }
            """)
        #expect(result.changes.contains { $0.after == "GlideTimer" && $0.why.contains("wait for a run loop that Glide never runs") })
        #expect(result.changes.contains { $0.after == "onGlideClock: " && $0.why.contains("cannot give Foundation's own add(_:forMode:)") })
        #expect(Porter.port(source: result.text, fileName: "T.swift").changes.isEmpty, "ports once")
    }

    @Test("an empty Timer(), a placeholder Foundation on Linux lacks, is GlideTimer's")
    func placeholder() {
        let result = port("""
            var timer = Timer()
            let other: Timer = Timer.init()
            """)
        #expect(result.text == """
            var timer = GlideTimer()
            let other: Timer = GlideTimer.init()
            """)
        #expect(Porter.port(source: result.text, fileName: "T.swift").changes.isEmpty, "ports once")
    }

    @Test("other timers and run-loop calls are left alone")
    func leftAlone() {
        let source = """
            let publisher = Timer.publish(every: 1, on: .main, in: .common)
            let timer = MyTimer(timeInterval: 1, repeats: true) { _ in }
            RunLoop.main.run(until: Date())
            queue.add(operation, forMode: .common)
            """
        #expect(port(source).text == source)
    }
}

@Suite("Porter: delegate proxies (responds(to:), forwardingTarget(for:))")
struct DelegateProxyPortTests {
    @Test("super's answers are NSObject's: the class's methods from the method table, and nil; the class answers responds(to:) itself")
    func proxy() {
        let result = port("""
            class Proxy: NSObject, UITableViewDelegate {
                weak var delegate: UITableViewDelegate?
                override func forwardingTarget(for aSelector: Selector!) -> Any? {
                    if super.responds(to: aSelector) { return self }
                    if super.responds(to: #selector(tableView(_:didSelectRowAt:))) { return nil }
                    return super.forwardingTarget(for: aSelector) ?? delegate
                }
                override func responds(to aSelector: Selector) -> Bool {
                    return super.responds(to: aSelector) || delegate?.responds(to: aSelector) == true
                }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            """)
        #expect(result.isClean)
        #expect(result.text.hasPrefix("""
            class Proxy: NSObject, UITableViewDelegate, GlideRespondsToSelector {
                weak var delegate: UITableViewDelegate?
                func forwardingTarget(for aSelector: Selector!) -> Any? {
                    if glideMethodTable.classResponds(self, to: aSelector) { return self }
                    if true { return nil }
                    return (nil as Any?) ?? delegate
                }
                func responds(to aSelector: Selector!) -> Bool {
                    return glideMethodTable.classResponds(self, to: aSelector) || (delegate).map({ glideMethodTable.responds($0, to: aSelector) }) == true
                }
            """))
        #expect(result.text.contains("    \"Proxy\": [\"tableView(_:didSelectRowAt:)\"],"))
        let whys = result.changes.map(\.why)
        #expect(whys.contains { $0.contains("Glide forwards no message") })
        #expect(whys.contains { $0.contains("super.responds(to:) is NSObject's") })
        #expect(whys.contains { $0.contains("NSObject's forwardingTarget(for:) answers nil") })
        #expect(whys.contains { $0.contains("GlideRespondsToSelector lets the module's method table ask it") })
        #expect(Porter.port(source: result.text, fileName: "T.swift").changes.filter { !$0.why.contains("method table") }.isEmpty)
    }

    @Test("a subclass of a ported proxy overrides its responds(to:): the override and super's call stay")
    func subclass() {
        let result = port("""
            class Base: NSObject {
                override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
            }
            class Sub: Base {
                override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) || aSelector == Selector("x") }
                override func forwardingTarget(for aSelector: Selector!) -> Any? { super.forwardingTarget(for: aSelector) }
            }
            """)
        #expect(result.text.contains("class Base: NSObject, GlideRespondsToSelector {\n    func responds(to aSelector: Selector!) -> Bool { glideMethodTable.classResponds(self, to: aSelector) }"))
        #expect(result.text.contains("class Sub: Base {\n    override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) || aSelector == Selector(\"x\") }"))
        #expect(result.text.contains("    func forwardingTarget(for aSelector: Selector!) -> Any? { (nil as Any?) }"), "Base has none: NSObject's")
    }

    @Test("a public class's responds(to:) is public, as the protocol's witness must be")
    func publicClass() {
        let result = port("""
            open class TableProxy: NSObject {
                override func responds(to aSelector: Selector!) -> Bool { true }
            }
            """)
        #expect(result.text == """
            open class TableProxy: NSObject, GlideRespondsToSelector {
                public func responds(to aSelector: Selector!) -> Bool { true }
            }
            """)
    }

    @Test("a receiver whose class answers responds(to:) itself is asked at run time, not answered from the declarations")
    func answeredByTheObject() {
        let result = port("""
            class Proxy: NSObject {
                override func responds(to aSelector: Selector!) -> Bool { true }
                func run() {}
            }
            class Plain: NSObject {
                func run() {}
            }
            func f(_ proxy: Proxy, _ plain: Plain) {
                _ = proxy.responds(to: #selector(Proxy.run))
                _ = plain.responds(to: #selector(Plain.run))
            }
            """)
        #expect(result.text.contains("_ = glideMethodTable.responds(proxy, to: Selector(Proxy.run, name: \"run\"))"), "not `true`: Proxy may say no")
        #expect(result.text.contains("_ = true"))
        #expect(result.changes.contains { $0.why.contains("Proxy answers responds(to:) itself") })
    }
}

@Suite("Porter: optional requirements that return a value")
struct ValueReturningOptionalRequirementTests {
    @Test("the requirement throws, its default throws, and calls through ? are try? (nil when not implemented), through ! try!")
    func presentr() {
        let result = port("""
            @objc public protocol PresentrDelegate {
                @objc optional func presentrShouldDismiss(keyboardShowing: Bool) -> Bool
                @objc optional func contentOffset(for scrollView: UIScrollView, animated: Bool) async -> CGPoint
                @objc optional func layout(for traits: UITraitCollection, then: () -> Void) -> Layout
                @objc optional func presentrDidDismiss()
            }
            class Chrome {
                weak var delegate: PresentrDelegate?
                func f(_ traits: UITraitCollection, _ scrollView: UIScrollView) async {
                    let a = delegate?.presentrShouldDismiss?(keyboardShowing: true) ?? true
                    guard delegate?.presentrShouldDismiss?(keyboardShowing: false) ?? true else { return }
                    delegate?.presentrShouldDismiss?(keyboardShowing: a)
                    let b = delegate!.presentrShouldDismiss!(keyboardShowing: a)
                    let c = delegate?.layout?(for: traits) {}.height
                    let d = await delegate?.contentOffset?(for: scrollView, animated: true).y
                    delegate?.presentrDidDismiss?()
                    _ = (b, c, d)
                }
            }
            """)
        #expect(result.isClean)
        #expect(result.text == """
            public protocol PresentrDelegate: AnyObject {
                func presentrShouldDismiss(keyboardShowing: Bool) throws -> Bool
                func contentOffset(for scrollView: UIScrollView, animated: Bool) async throws -> CGPoint
                func layout(for traits: UITraitCollection, then: () -> Void) throws -> Layout
                func presentrDidDismiss()
            }

            public extension PresentrDelegate {
                func presentrShouldDismiss(keyboardShowing: Bool) throws -> Bool { throw OptionalRequirementNotImplemented("presentrShouldDismiss(keyboardShowing:)", of: "PresentrDelegate", by: self) }
                func contentOffset(for scrollView: UIScrollView, animated: Bool) async throws -> CGPoint { throw OptionalRequirementNotImplemented("contentOffset(for:animated:)", of: "PresentrDelegate", by: self) }
                func layout(for traits: UITraitCollection, then: () -> Void) throws -> Layout { throw OptionalRequirementNotImplemented("layout(for:then:)", of: "PresentrDelegate", by: self) }
                func presentrDidDismiss() {}
            }
            class Chrome {
                weak var delegate: PresentrDelegate?
                func f(_ traits: UITraitCollection, _ scrollView: UIScrollView) async {
                    let a = (try? delegate?.presentrShouldDismiss(keyboardShowing: true)) ?? true
                    guard (try? delegate?.presentrShouldDismiss(keyboardShowing: false)) ?? true else { return }
                    _ = try? delegate?.presentrShouldDismiss(keyboardShowing: a)
                    let b = (try! delegate!.presentrShouldDismiss(keyboardShowing: a))
                    let c = (try? delegate?.layout(for: traits) {}.height)
                    let d = await (try? delegate?.contentOffset(for: scrollView, animated: true).y)
                    delegate?.presentrDidDismiss()
                    _ = (b, c, d)
                }
            }
            """)
        let whys = result.changes.map(\.why)
        #expect(whys.contains { $0.contains("presentrShouldDismiss(keyboardShowing:) returns a Bool, which no default can make up") })
        #expect(whys.contains { $0.contains("try? gives nil then, as the optional call did on iOS") })
        #expect(whys.contains { $0.contains("try! stops the program then, naming the requirement") })
        #expect(Porter.port(source: result.text, fileName: "T.swift").changes.isEmpty, "ports once")
    }

    @Test("call sites in another file of the module get try? too; a requirement that throws already is still reported")
    func acrossFilesAndThrowing() {
        let results = Porter.port([
            PortSource(fileName: "P.swift", text: """
                @objc protocol FloatingPanelControllerDelegate {
                    @objc optional func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout
                    @objc optional func validate(_ value: Int) throws -> Bool
                }
                """),
            PortSource(fileName: "U.swift", text: """
                func use(_ d: FloatingPanelControllerDelegate?, _ fpc: FloatingPanelController) {
                    if let layout = d?.floatingPanel?(fpc, layoutFor: fpc.traitCollection) { print(layout) }
                }
                """),
        ])
        #expect(results[1].text.contains("if let layout = (try? d?.floatingPanel(fpc, layoutFor: fpc.traitCollection)) { print(layout) }"))
        #expect(results[0].unportables.map(\.what) == ["optional requirement validate"])
    }
}

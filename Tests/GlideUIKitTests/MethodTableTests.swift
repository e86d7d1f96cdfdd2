import GlideUIKit
import Testing

/// A delegate proxy as `glide port` writes one: it answers `responds(to:)` itself, with its class's methods and its
/// delegate's.
final class ForwardingProxy: NSObject, GlideRespondsToSelector {
    weak var delegate: AnyObject?

    func responds(to aSelector: Selector!) -> Bool {
        proxyTable.classResponds(self, to: aSelector) || proxyTable.responds(delegate, to: aSelector)
    }

    func own() {}
}

final class ZoomHandler: NSObject {
    func handleZoom() {}
}

/// What `glide port` writes for the module of these classes.
private let proxyTable = GlideMethodTable(["ForwardingProxy": ["own"], "ZoomHandler": ["handleZoom"]])

@MainActor
@Suite struct MethodTableTests {
    @Test func anObjectThatAnswersRespondsToItselfIsAsked() {
        let proxy = ForwardingProxy()
        #expect(proxyTable.responds(proxy, to: Selector("own")))
        #expect(!proxyTable.responds(proxy, to: Selector("handleZoom")))
        let handler = ZoomHandler()
        proxy.delegate = handler
        #expect(proxyTable.responds(proxy, to: Selector("handleZoom")), "its delegate's method, through its own answer")
        #expect(!proxyTable.classResponds(proxy, to: Selector("handleZoom")), "its class does not declare it")
        #expect(proxyTable.classResponds(handler, to: Selector("handleZoom")) && !proxyTable.responds(nil, to: Selector("own")))
    }

    @Test func theErrorOfAnUnimplementedOptionalRequirementNamesItAndTheConformer() {
        let error = OptionalRequirementNotImplemented("presentrShouldDismiss(keyboardShowing:)", of: "PresentrDelegate", by: ZoomHandler())
        #expect(error.requirement == "PresentrDelegate.presentrShouldDismiss(keyboardShowing:)" && error.conformer == "ZoomHandler")
        #expect("\(error)" == "ZoomHandler does not implement the optional requirement PresentrDelegate.presentrShouldDismiss(keyboardShowing:) (iOS: unrecognized selector sent to instance)")
    }
}

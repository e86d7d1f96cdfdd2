import Foundation
@testable import GlideUIKitCore
import Testing

/// A page that hands its photo to the share sheet as MediaViewer's `PreviewPage` does: a closure that makes the
/// configuration when the user taps Share, an app's own `UIActivityItemsConfigurationReading` or UIKit's.
@MainActor
final class SharingPage: NSObject, UIActivityItemsConfigurationReading {
    let photo: UIImage
    init(photo: UIImage) { self.photo = photo }
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { [NSItemProvider(object: photo)] }
}

/// Collects what a completion handler gives, across the `@Sendable` boundary.
final class Received: @unchecked Sendable {
    var values: [Any] = []
    var errors: [any Error] = []
}

@MainActor
@Suite struct ItemProviderTests {
    @Test("an object registered is loaded back, as its class and as data, at once; a type not registered is an error")
    func loadsWhatWasRegistered() throws {
        let provider = NSItemProvider(object: "Hello" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        #expect(provider.canLoadObject(ofClass: NSString.self))
        let received = Received()
        provider.loadObject(ofClass: NSString.self) { object, _ in if let object { received.values.append(object) } }
        provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { data, _ in if let data { received.values.append(data) } }
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, error in if let error { received.errors.append(error) } }
        #expect((received.values.first as? NSString) == "Hello")
        #expect((received.values.last as? Data) == Data("Hello".utf8))
        #expect((received.errors.first as NSError?)?.domain == "NSItemProviderErrorDomain")
    }

    @Test("a string registered as data is read back as an NSString through its type identifier")
    func readsAnObjectFromData() {
        let provider = NSItemProvider(item: Data("Bonjour".utf8) as NSData, typeIdentifier: "public.utf8-plain-text")
        #expect(provider.canLoadObject(ofClass: NSString.self))
        let received = Received()
        provider.loadObject(ofClass: NSString.self) { object, _ in if let object { received.values.append(object) } }
        #expect((received.values.first as? NSString) == "Bonjour")
        #expect(!NSItemProvider().canLoadObject(ofClass: NSString.self))
    }

    @Test("a share sheet made from a configuration shares its item providers and offers its activities")
    func aShareSheetFromAConfiguration() throws {
        let w = World()
        let photo = UIImage(systemName: "photo")!
        let page = SharingPage(photo: photo)
        let sheet = UIActivityViewController(activityItemsConfiguration: page)
        #expect(sheet.activityItems.count == 1 && sheet.activityItemsConfiguration === page)
        #expect(page.activityItemsConfigurationSupportsInteraction(.share) && sheet.applicationActivities == nil)
        let provider = try #require(sheet.activityItems.first as? NSItemProvider)
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        var cancelled = false
        sheet.completionWithItemsHandler = { activity, completed, _, _ in cancelled = activity == nil && !completed }
        w.root.present(sheet, animated: true)
        w.advance(1)
        #expect(w.root.presentedViewController === sheet)
        sheet.dismiss(animated: true)
        w.advance(1)
        #expect(cancelled && w.root.presentedViewController == nil)
    }

    @Test("UIKit's configuration wraps objects in providers and answers its metadata from its closures")
    func uikitsConfiguration() {
        let configuration = UIActivityItemsConfiguration(objects: ["a" as NSString, "b" as NSString])
        configuration.metadataProvider = { key in key == .title ? "Two letters" : nil }
        configuration.perItemMetadataProvider = { index, key in key == .title ? "letter \(index)" : nil }
        configuration.supportedInteractions = []
        #expect(configuration.itemProvidersForActivityItemsConfiguration.count == 2)
        #expect(configuration.activityItemsConfigurationMetadata(forKey: .title) as? String == "Two letters")
        #expect(configuration.activityItemsConfigurationMetadataForItem(at: 1, key: .title) as? String == "letter 1")
        #expect(!configuration.activityItemsConfigurationSupportsInteraction(.share))
        let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
        #expect(sheet.activityItems.count == 2)
    }
}

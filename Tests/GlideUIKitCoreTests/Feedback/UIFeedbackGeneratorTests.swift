import Foundation
import GlideUIKitCore
import Testing

/// Haptics on Linux: each feedback a generator gives is recorded, in order, with its style or type.
@Suite(.serialized) @MainActor struct UIFeedbackGeneratorTests {
    @Test("impacts, selection ticks and notifications are recorded in order, intensity clamped; prepare is counted")
    func recorded() {
        UIFeedbackGenerator.recorded = []
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.prepare()
        #expect(impact.preparedCount == 2)
        impact.impactOccurred()
        impact.impactOccurred(intensity: 1.7)
        impact.impactOccurred(intensity: 0.25)
        UIImpactFeedbackGenerator().impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        #expect(UIFeedbackGenerator.recorded.map(\.kind) == [
            .impact(style: .light, intensity: 1), .impact(style: .light, intensity: 1), .impact(style: .light, intensity: 0.25),
            .impact(style: .medium, intensity: 1), .selectionChanged, .notification(.warning),
        ])
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
        UIFeedbackGenerator.recorded = []
    }
}

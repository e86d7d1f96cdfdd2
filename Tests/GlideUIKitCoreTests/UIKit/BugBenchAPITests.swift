import Foundation
import Testing
@testable import GlideUIKitCore

/// UIKit members that real transition libraries of the bug benchmark (docs/bug-benchmark.md) use and Glide lacked.
@Suite @MainActor struct BugBenchAPITests {
    @Test func scrollIndicatorInsetsSetBothAndReadTheVerticalOne() {
        let scrollView = UIScrollView()
        let insets = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
        scrollView.scrollIndicatorInsets = insets
        #expect(scrollView.verticalScrollIndicatorInsets == insets)
        #expect(scrollView.horizontalScrollIndicatorInsets == insets)
        scrollView.verticalScrollIndicatorInsets = .zero
        #expect(scrollView.scrollIndicatorInsets == .zero)
        #expect(scrollView.horizontalScrollIndicatorInsets == insets)
        scrollView.flashScrollIndicators()
    }

    final class Recording: UIViewController {
        var changes = 0
        override func viewSafeAreaInsetsDidChange() { changes += 1 }
    }

    @Test func additionalSafeAreaInsetsAreStoredAndToldOncePerChange() {
        let controller = Recording()
        #expect(controller.additionalSafeAreaInsets == .zero)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        #expect(controller.changes == 1)
        #expect(controller.additionalSafeAreaInsets.bottom == 34)
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        controller.automaticallyAdjustsScrollViewInsets = false
        #expect(!controller.automaticallyAdjustsScrollViewInsets)
    }

    @Test func thumbnailsHaveTheRequestedSizeAndTheSamePixels() async {
        let image = UIImage(name: "photo", size: CGSize(width: 400, height: 300), scale: 2)
        let thumbnail = image.preparingThumbnail(of: CGSize(width: 40, height: 30))
        #expect(thumbnail?.size == CGSize(width: 40, height: 30))
        #expect(thumbnail?.scale == 1)
        #expect(image.preparingThumbnail(of: .zero) == nil)
        let later = await image.byPreparingThumbnail(ofSize: CGSize(width: 80, height: 60))
        #expect(later?.size == CGSize(width: 80, height: 60))
    }
}

import Foundation
import Testing
@testable import GlideUIKitCore

/// A coordinator's navigation controller: made empty (`UINavigationController()`), its first screen pushed (the sixth
/// bug sample's g06, DeluxeAlonso/UpcomingMovies: `MainTabBarBuilder` makes one per tab, its coordinator's `start()`
/// pushes the list with `animated: true`). On iOS the pushed view controller is the root.
@MainActor @Suite(.serialized) struct EmptyNavigationStackTests {
    @Test func aPushOntoAnEmptyStackMakesTheRoot() {
        let navigation = UINavigationController()
        let list = UIViewController(name: "list")
        navigation.pushViewController(list, animated: true)
        #expect(navigation.viewControllers.map(\.name) == ["list"])
        #expect(list.parent === navigation && list.navigationController === navigation)
    }

    @Test func onScreenTheFirstScreenAppearsAtOnceAndTheNextPushIsATransition() {
        let navigation = UINavigationController()
        let world = World(root: navigation)
        let list = UIViewController(name: "list")
        navigation.pushViewController(list, animated: true)
        #expect(!navigation.isTransitioning)
        #expect(list.view.window === world.window && list.appearanceState == .appeared)
        let detail = UIViewController(name: "detail")
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.isTransitioning)
        world.clock.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["list", "detail"])
        #expect(detail.view.window === world.window && list.view.window == nil)
    }
}

import Foundation
import GlideCatalog
import GlideExamples
import GlideUIKitCore
import Testing

/// The catalog: every reference transition by name, in a scene that builds, with its reference and buggy forms.
@MainActor @Suite struct CatalogTests {
    @Test func everyTransitionIsFoundByItsName() {
        let names = ReferenceTransition.allCases.map(\.name)
        #expect(Set(names).count == names.count, "names are unique: \(names)")
        for transition in ReferenceTransition.allCases {
            #expect(ReferenceTransition(rawValue: transition.name) == transition)
            #expect(!transition.summary.isEmpty)
        }
        // Each example has a reference form and a buggy one, and only the buggy forms describe a bug.
        for example in ReferenceExample.allCases {
            let reference = ReferenceTransition(example: example, variant: .reference)
            #expect(!reference.isBuggy && reference.bugDescription == nil, "\(reference)")
            #expect(reference.buggyForm.isBuggy && reference.buggyForm.bugDescription != nil, "\(reference.buggyForm)")
            #expect(reference.buggyForm.referenceForm == reference)
        }
    }

    @Test(arguments: ReferenceTransition.allCases)
    func theSceneBuilds(_ transition: ReferenceTransition) {
        let clock = ManualClock()
        clock.withCurrent {
            let scene = transition.makeScene(clock: clock)
            #expect(scene.transition == transition)
            #expect(scene.window.rootViewController === scene.root)
            #expect(scene.presenter.view.window === scene.window, "the presenter is on screen")
            #expect(!scene.isPresented, "nothing is presented yet")
            #expect(scene.presented.transitioningDelegate === scene.delegate)
            #expect(!scene.viewNames.isEmpty)
            for operation in transition.buggyOperations { #expect(!transition.operationName(operation).isEmpty) }
        }
    }

    @Test(arguments: ReferenceTransition.allCases)
    func presentingAndDismissingCompletes(_ transition: ReferenceTransition) {
        let clock = ManualClock()
        clock.withCurrent {
            let scene = transition.makeScene(clock: clock)
            _ = scene.present(animated: true, interactor: nil)
            clock.advance(by: transition.duration(of: .present) + 1)
            #expect(scene.isPresented, "\(transition) presents")
        }
    }
}

// Runs each seed transition built from the articles' own code through TransitionCheck, as a user's test would,
// and prints one JSON line per transition: what failed, with the first evidence of each.
import AppStoreCard
import CheckVerdicts
import Flip
import Foundation
import GlideCheck
import GlideUIKit
import SlideInMenu

let options = TransitionCheck.Options(runs: 20)
let whatIf: @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() }

verdict("AppStoreCard", TransitionCheck(presentation: AppStoreCardStoryboard.scene, options: options))
verdict("Flip", TransitionCheck(presentation: FlipStoryboard.scene, options: options))
verdict("SlideInMenu", TransitionCheck(presentation: SlideInMenuStoryboard.scene, options: options))
verdict("AppStoreCard (what if interactive)", TransitionCheck(presentation: AppStoreCardStoryboard.scene, interactor: whatIf, options: options))
verdict("Flip (what if interactive)", TransitionCheck(presentation: FlipStoryboard.scene, interactor: whatIf, options: options))
verdict("SlideInMenu (what if interactive)", TransitionCheck(presentation: SlideInMenuStoryboard.scene, interactor: whatIf, options: options))

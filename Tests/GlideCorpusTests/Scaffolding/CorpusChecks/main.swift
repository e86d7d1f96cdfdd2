// Runs each corpus transition through TransitionCheck with its storyboard's scaffolding, as a user's
// test would, and prints one JSON line per transition: what failed, with the first evidence of each.
import BubbleDemo
import CheckVerdicts
import CustomNavigation
import Foundation
import GlideCheck
import GlideUIKit
import HalfModal
import HorizontalFlip
import SlideMenu
import ZoomTransitioning

let options = TransitionCheck.Options(runs: 20)
// The what-if question ("… (what if interactive)"): every transition driven by UIKit's plain
// percent-driven interactor, whatever its delegate vends.
let whatIf: @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() }

verdict("SlideMenu", TransitionCheck(presentation: SlideMenuStoryboard.scene, options: options))
verdict("SlideMenu (full screen, before iOS 13)", TransitionCheck(presentation: SlideMenuStoryboard.scene, styles: [.fullScreen], options: options))
verdict("HorizontalFlip", TransitionCheck(presenting: HorizontalFlipStoryboard.front(), presented: HorizontalFlipStoryboard.back(), options: options))
verdict("CustomNavigation", TransitionCheck(
    navigationController: CustomNavigationStoryboard.navigationController(), pushed: CustomNavigationStoryboard.second(), options: options))
verdict("HalfModal", TransitionCheck(presentation: HalfModalStoryboard.scene, options: options))
verdict("BubbleTransition", TransitionCheck(presentation: BubbleStoryboard.scene, options: options))
verdict("ZoomTransitioning", TransitionCheck(
    navigationController: ZoomStoryboard.navigationController(), pushed: ZoomStoryboard.detail(), options: options))

verdict("SlideMenu (what if interactive)", TransitionCheck(presentation: SlideMenuStoryboard.scene, interactor: whatIf, options: options))
verdict("SlideMenu (full screen, before iOS 13, what if interactive)", TransitionCheck(
    presentation: SlideMenuStoryboard.scene, styles: [.fullScreen], interactor: whatIf, options: options))
verdict("HorizontalFlip (what if interactive)", TransitionCheck(
    presenting: HorizontalFlipStoryboard.front(), presented: HorizontalFlipStoryboard.back(), interactor: whatIf, options: options))
verdict("CustomNavigation (what if interactive)", TransitionCheck(
    navigationController: CustomNavigationStoryboard.navigationController(), pushed: CustomNavigationStoryboard.second(),
    interactor: whatIf, options: options))
verdict("HalfModal (what if interactive)", TransitionCheck(presentation: HalfModalStoryboard.scene, interactor: whatIf, options: options))
verdict("BubbleTransition (what if interactive)", TransitionCheck(presentation: BubbleStoryboard.scene, interactor: whatIf, options: options))
verdict("ZoomTransitioning (what if interactive)", TransitionCheck(
    navigationController: ZoomStoryboard.navigationController(), pushed: ZoomStoryboard.detail(), interactor: whatIf, options: options))

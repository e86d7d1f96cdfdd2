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

verdict("SlideMenu", TransitionCheck(presentation: SlideMenuStoryboard.scene, options: options))
verdict("HorizontalFlip", TransitionCheck(presenting: HorizontalFlipStoryboard.front(), presented: HorizontalFlipStoryboard.back(), options: options))
verdict("CustomNavigation", TransitionCheck(
    navigationController: CustomNavigationStoryboard.navigationController(), pushed: CustomNavigationStoryboard.second(), options: options))
verdict("HalfModal", TransitionCheck(presentation: HalfModalStoryboard.scene, options: options))
verdict("BubbleTransition", TransitionCheck(presentation: BubbleStoryboard.scene, options: options))
verdict("ZoomTransitioning", TransitionCheck(
    navigationController: ZoomStoryboard.navigationController(), pushed: ZoomStoryboard.detail(), options: options))

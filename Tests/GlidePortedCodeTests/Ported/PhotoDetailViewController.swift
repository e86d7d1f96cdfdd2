//
//  PhotoDetailViewController.swift
//  A photo viewer pops itself when the photo is dragged, on the run loop's next turn (a Task started by the pan),
//  and a screen that makes its own navigation bar from a class value, as containers that take a bar class do.
//

import GlideUIKit

class PhotoDetailViewController: UIViewController {
    var popRequests = 0

    func panned(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .began {
            popRequests += 1
            // Pop once the gesture's current event has been handled.
            Task.onGlideClock {
                navigationController?.popViewController(animated: true)
            }
        }
    }

    /// A task whose handle the caller keeps.
    func countLater() -> Task<Void, Never> {
        Task { popRequests += 10 }
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { PhotoDetailViewController() }
}

/// A bar that needs its colour to be made.
class TintedNavigationBar: UINavigationBar {
    let tint: UIColor

    init(tint: UIColor) {
        self.tint = tint
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Written by glide port: UINavigationBar's init() is required in Glide; iOS traps the same way when it makes TintedNavigationBar with it.
    required convenience init() { fatalError("Use of unimplemented initializer 'init()' for class 'TintedNavigationBar'") }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIView { fatalError("Use of unimplemented initializer 'init()' for class 'TintedNavigationBar'") }
}

/// A bar any container can make.
class CompactNavigationBar: UINavigationBar {
    override init(frame: CGRect) {
        super.init(frame: frame)
        prefersLargeTitles = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIView { CompactNavigationBar() }
}

class BarHostViewController: UIViewController {
    let navigationBar: UINavigationBar

    init(navigationBarClass: UINavigationBar.Type = UINavigationBar.self) {
        navigationBar = navigationBarClass.init()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { fatalError("Use of unimplemented initializer 'init()' for class 'BarHostViewController'") }
}

//
//  ItemViewController.swift
//  A gallery page made for any kind of item view, which it makes itself with T(), and a router that makes the
//  screen a route names from its class.
//

import GlideUIKit

protocol ItemView: AnyObject {
    var image: UIImage? { get set }
}

extension UIImageView: ItemView {}

class ZoomingImageView: UIImageView {
    var zoomScale: CGFloat = 1

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIView { ZoomingImageView() }
}

class VideoItemView: UIView, ItemView {
    var image: UIImage?
    let url: URL

    init(url: URL) {
        self.url = url
        super.init(frame: .zero)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIView { fatalError("Use of unimplemented initializer 'init()' for class 'VideoItemView'") }
}

class ItemViewController<T: UIView>: UIViewController where T: ItemView {
    var itemView = (T.glideMakeWithInit() as! T)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(itemView)
    }
}

class SettingsViewController: UIViewController {
    var opened = true

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { SettingsViewController() }
}

enum Router {
    static func make<Screen: UIViewController>(_ screen: Screen.Type) -> Screen {
        let controller = (Screen.glideMakeWithInit() as! Screen)
        controller.title = String(describing: screen)
        return controller
    }
}

import GlideUIKit

// Two forms of one app, the second copied from the first with its #selector still naming the first's class (the ninth
// unseen sample's N04, WiFiViewController). On iOS a selector is a name: the runtime calls the observer's own method.

class SignUpFormViewController: UIViewController {
    var keyboardShown = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Selector(SignUpFormViewController.keyboardWillShow(sender:), name: "keyboardWillShow(sender:)"), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(sender: NSNotification) {
        keyboardShown += 1
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { SignUpFormViewController() }
}

class WiFiFormViewController: UIViewController {
    var keyboardShown = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Selector(SignUpFormViewController.keyboardWillShow(sender:), name: "keyboardWillShow(sender:)").alsoOn([Selector(WiFiFormViewController.keyboardWillShow(sender:))]), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(sender: NSNotification) {
        keyboardShown += 1
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { WiFiFormViewController() }
}

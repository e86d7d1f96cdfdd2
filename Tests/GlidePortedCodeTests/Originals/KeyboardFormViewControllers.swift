import UIKit

// Two forms of one app, the second copied from the first with its #selector still naming the first's class (the ninth
// unseen sample's N04, WiFiViewController). On iOS a selector is a name: the runtime calls the observer's own method.

class SignUpFormViewController: UIViewController {
    var keyboardShown = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(SignUpFormViewController.keyboardWillShow(sender:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
    }

    @objc func keyboardWillShow(sender: NSNotification) {
        keyboardShown += 1
    }
}

class WiFiFormViewController: UIViewController {
    var keyboardShown = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(SignUpFormViewController.keyboardWillShow(sender:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
    }

    @objc func keyboardWillShow(sender: NSNotification) {
        keyboardShown += 1
    }
}

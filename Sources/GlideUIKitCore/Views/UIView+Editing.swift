import Foundation

extension UIView {
    /// Ends editing in this view or its subviews: the first responder among them resigns. With `force`
    /// true it resigns without asking its delegate. Returns whether editing ended (true when nothing in
    /// this view was being edited).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if force, let field = responder as? UITextField { return field.endEditingNow() }
        return responder.resignFirstResponder()
    }
}

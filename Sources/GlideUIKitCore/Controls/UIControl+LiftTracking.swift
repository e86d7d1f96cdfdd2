import Foundation

/// The one touch a control that acts when the finger lifts follows from its beginning (a segmented control, a page
/// control): the first touch on the enabled control sends `.touchDown`; its lift inside the control is the control's to
/// act on before `.touchUpInside`, outside it sends `.touchUpOutside`; a cancel sends `.touchCancel`. A disabled control
/// passes its touches on to the responder chain.
@MainActor
struct LiftTracking {
    private(set) var touch: UITouch?

    /// A touch began: true when the control follows it (and `.touchDown` was sent).
    mutating func began(_ touches: Set<UITouch>, on control: UIControl) -> Bool {
        guard control.isEnabled, touch == nil, let first = touches.first else { return false }
        touch = first
        control.sendActions(for: .touchDown)
        return true
    }

    /// A touch lifted: the point in the control of the followed touch when it lifted inside it (the caller acts, then
    /// sends `.touchUpInside`); nil otherwise (`.touchUpOutside` sent for a lift outside).
    mutating func ended(_ touches: Set<UITouch>, on control: UIControl) -> CGPoint? {
        guard let followed = touch, touches.contains(followed) else { return nil }
        touch = nil
        let point = followed.location(in: control)
        guard control.bounds.contains(point) else {
            control.sendActions(for: .touchUpOutside)
            return nil
        }
        return point
    }

    /// A touch was cancelled: true when it was the followed one (`.touchCancel` sent).
    mutating func cancelled(_ touches: Set<UITouch>, on control: UIControl) -> Bool {
        guard let followed = touch, touches.contains(followed) else { return false }
        touch = nil
        control.sendActions(for: .touchCancel)
        return true
    }

    /// Whether `touches` are the control's to pass on (a disabled control's, or touches it does not follow).
    func passesOn(_ touches: Set<UITouch>, of control: UIControl) -> Bool {
        !control.isEnabled && !(touch.map(touches.contains) ?? false)
    }
}

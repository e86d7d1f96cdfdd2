/// One contact (a finger, a palm, a pen tip) in a ``TouchFrame``.
public struct TouchContact: Hashable, Sendable {
    /// The contact's identity for as long as it touches: the kernel's tracking id (protocol B, or
    /// protocol A devices that send `ABS_MT_TRACKING_ID`), or an id Glide assigns by matching
    /// contacts frame to frame (protocol A without tracking ids, single-touch devices).
    public var id: Int
    /// The slot the contact occupies (protocol B), nil otherwise.
    public var slot: Int?
    /// Position in device units (`ABS_MT_POSITION_X/Y`, or `ABS_X/Y` on single-touch devices).
    public var x: Int32
    /// Position in device units.
    public var y: Int32
    /// Position in millimetres from the axis minimum: units / resolution, or scaled to libinput's
    /// 69 × 50 mm when the device reports no resolution (see ``TouchFrame/sizeIsGuess``).
    public var xMillimetres: Double
    /// Position in millimetres from the axis minimum.
    public var yMillimetres: Double
    /// `ABS_MT_PRESSURE` (or `ABS_PRESSURE` on single-touch devices), when the device reports it.
    public var pressure: Int32?
    /// `ABS_MT_TOOL_TYPE` (`MT_TOOL_FINGER` 0, `MT_TOOL_PEN` 1, `MT_TOOL_PALM` 2), when reported.
    public var toolType: Int32?
    /// `ABS_MT_TOUCH_MAJOR`, when reported.
    public var touchMajor: Int32?
    /// `ABS_MT_TOUCH_MINOR`, when reported.
    public var touchMinor: Int32?

    /// True when the device marks the contact as a palm (`MT_TOOL_PALM`).
    public var isPalm: Bool { toolType == EventCode.MT_TOOL_PALM }

    /// Creates a contact.
    public init(
        id: Int, slot: Int? = nil, x: Int32, y: Int32, xMillimetres: Double, yMillimetres: Double,
        pressure: Int32? = nil, toolType: Int32? = nil, touchMajor: Int32? = nil, touchMinor: Int32? = nil
    ) {
        self.id = id
        self.slot = slot
        self.x = x
        self.y = y
        self.xMillimetres = xMillimetres
        self.yMillimetres = yMillimetres
        self.pressure = pressure
        self.toolType = toolType
        self.touchMajor = touchMajor
        self.touchMinor = touchMinor
    }
}

/// The state of a touch device at one `SYN_REPORT`: the contacts on the surface, which of them
/// began and which ended since the previous frame, and the finger count.
public struct TouchFrame: Hashable, Sendable {
    /// The `SYN_REPORT`'s timestamp in seconds on the source's clock (traces: since the first event).
    public var timestamp: Double
    /// The same timestamp in microseconds.
    public var timestampMicroseconds: Int64
    /// The contacts touching at this frame, ordered by slot (protocol B) or id, palms included.
    public var contacts: [TouchContact]
    /// Ids of the contacts that began in this frame (they are also in ``contacts``, unless they ended in it too).
    public var began: [Int]
    /// Contacts that ended in this frame, with their last known state.
    public var ended: [TouchContact]
    /// The number of fingers on the surface: the contacts, or the `BTN_TOOL_*` count when that
    /// exceeds the slots (a Cypress pad reports a third finger only as `BTN_TOOL_TRIPLETAP`).
    public var fingerCount: Int
    /// The finger count `BTN_TOOL_FINGER` ... `BTN_TOOL_QUINTTAP` report (0 when none is down, nil when the device has none).
    public var toolFingerCount: Int?
    /// `BTN_TOUCH`: meaningful physical contact (nil when the device has no `BTN_TOUCH`).
    public var isTouching: Bool?
    /// Buttons held (`BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`; a clickpad's click is `BTN_LEFT`).
    public var buttons: Set<UInt16>
    /// `MSC_TIMESTAMP` sent in this frame: microseconds since the device's last reset, wrapping at 2^32.
    public var mscTimestamp: UInt32?
    /// True for a semi-multitouch device: with two contacts, their positions are the corners of a
    /// bounding box, not the fingers.
    public var isSemiMT: Bool
    /// True when the positions in millimetres use libinput's 69 × 50 mm guess (no axis resolution).
    public var sizeIsGuess: Bool
    /// True for the first frame after a `SYN_DROPPED`: events were lost, and contacts may have begun
    /// or ended unseen. A trace's events up to the next `SYN_REPORT` were discarded; a live device's
    /// were a re-synchronization.
    public var followsDrop: Bool

    /// Contacts that are not palms.
    public var fingers: [TouchContact] { contacts.filter { !$0.isPalm } }
}

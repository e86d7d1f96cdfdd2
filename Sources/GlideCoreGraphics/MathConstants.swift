import Foundation

/// The largest finite `Float` (Darwin's `MAXFLOAT` from `<math.h>`, which Core Animation code passes as a
/// `repeatCount` to repeat forever; Glibc's header defines it only for some feature macros, so Swift on Linux does not
/// import it).
public let MAXFLOAT: Float = .greatestFiniteMagnitude

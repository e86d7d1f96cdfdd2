// Core Data's face on Linux: what a file that says `import CoreData` sees (`glide port` writes `import GlideCoreData`
// for it). An app's transition files rarely touch Core Data; its Xcode template's app delegate does (a persistent
// container, its view context, `saveContext()`), and screens fetch and insert a few objects. GlideCoreData keeps them
// building and running: an in-memory store per coordinator, contexts that insert, fetch, save and delete, managed
// objects whose attributes are key-value storage.
//
// Glide differs from Core Data deliberately: nothing is written to disk, and no compiled model (`.momd`) is read, so an
// entity is known by its name when first asked for (see ``NSEntityDescription``).
@_exported import Foundation

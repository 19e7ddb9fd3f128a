// The engine's zeroing references to the application, windows, views and recognizers (an
// event's application, a view's window, a recognizer's view, a timer's recognizer …) go through
// a `_Handle` rather than Swift's `weak`: a `weak` reference gives its object a side table for
// life, and every retain and release of the object then takes the runtime's slow path. In
// instructions (Benchmarks/README.md, "Safe by default"), `weak` references to recognizers cost
// "tap the realistic scene" 14 %, to views "tap the realistic scene's button" 15 %, to the
// application "tap the realistic scene, traced" 15 %, to windows "drag on the realistic scene's
// button" 10.4 %. The other back-references (a view's controller, a controller's parent, a
// window's first responder) are plain `weak`: they cost no row anything.

/// What an object's zeroing references point to: one small object per referenced object, which
/// the object clears in its `deinit`. Holders keep the handle, never the object.
@MainActor
final class _Handle {
    // Row "tap the realistic scene, traced": a checked `unowned` costs it 11.5 % (each hit-test
    // visit reads its event's application). Cleared by the object's (nonisolated) deinit.
    nonisolated(unsafe) unowned(unsafe) var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// An object that hands out a `_Handle` to itself and clears it first thing in `deinit`
/// (`_handleStorage?.object = nil`).
@MainActor
protocol _HandleOwner: AnyObject {
    /// The handle, once one was asked for.
    var _handleStorage: _Handle? { get set }
}

extension _HandleOwner {
    /// The engine's zeroing references to this object point here.
    var _handle: _Handle {
        if let handle = _handleStorage { return handle }
        let handle = _Handle(self)
        _handleStorage = handle
        return handle
    }
}

/// A zeroing reference through the object's handle: `@_Weak var window: UIWindow?`.
///
/// A class property read on every event is instead stored as a `_Weak` and set whole, from a
/// computed property (`set { _windowReference = _Weak(wrappedValue: newValue) }`): setting the
/// wrapper's `wrappedValue` in place keeps the property's access open while the old handle is
/// released, and release builds then check every access to the property at run time.
@MainActor @propertyWrapper
struct _Weak<Object: _HandleOwner> {
    private var handle: _Handle?

    init(wrappedValue: Object?) { handle = wrappedValue?._handle }

    var wrappedValue: Object? {
        // Row "tap the realistic scene, traced": `as!` costs it 14 % (the handle is an `Object`'s).
        get { handle?.object.map { unsafeDowncast($0, to: Object.self) } }
        set { handle = newValue?._handle }
    }
}

/// A reference that reads nil once its object has gone, like Swift's `weak`, without giving the
/// object a side table.
///
/// A `weak` reference moves its object's reference count out of line for the rest of the
/// object's life, and every retain and release of the object then takes the runtime's slow path.
/// Responders and recognizers are retained and released on every touch, so the engine's own
/// back-references (a recognizer's view, a view's window, an event's application …) go through a
/// `_Handle` instead: one small object per referenced object, which the object clears in its
/// `deinit`. Holders keep the handle, never the object.
final class _Handle {
    nonisolated(unsafe) unowned(unsafe) var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// An object that hands out a `_Handle` to itself and clears it in `deinit`
/// (`_handleStorage?.object = nil`).
protocol _HandleOwner: AnyObject {
    /// The handle, once one was asked for.
    nonisolated var _handleStorage: _Handle? { get set }
}

extension _HandleOwner {
    /// The engine's zeroing references to this object point here.
    nonisolated var _handle: _Handle {
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
@propertyWrapper
struct _Weak<Object: _HandleOwner> {
    private var handle: _Handle?

    init(wrappedValue: Object?) { handle = wrappedValue?._handle }

    var wrappedValue: Object? {
        get { handle?.object.map { unsafeDowncast($0, to: Object.self) } }
        set { handle = newValue?._handle }
    }
}

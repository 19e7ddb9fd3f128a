import Foundation

/// The page's files, embedded in the binary (`Page/`): the only files the playground serves.
enum PageAssets {
    /// The file served at `path`, with its media type; nil for any other path.
    static func asset(at path: String) -> (type: String, bytes: Data)? {
        switch path {
        case "/", "/index.html": ("text/html; charset=utf-8", Data(PackageResources.index_html))
        case "/playground.css": ("text/css; charset=utf-8", Data(PackageResources.playground_css))
        case "/playground.js": ("text/javascript; charset=utf-8", Data(PackageResources.playground_js))
        case "/lessons.css": ("text/css; charset=utf-8", Data(PackageResources.lessons_css))
        case "/lessons.js": ("text/javascript; charset=utf-8", Data(PackageResources.lessons_js))
        default: nil
        }
    }
}

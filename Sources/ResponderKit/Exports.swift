// `import ResponderKit` stands in for `import UIKit`, which brings CoreGraphics' and Foundation's
// types (CGPoint, CGRect, TimeInterval …) with it.
@_exported import Foundation

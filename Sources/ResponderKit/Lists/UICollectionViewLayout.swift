import Foundation

/// Decides where a collection view's items go, as UIKit's abstract class of that name.
/// ResponderKit lays out only `UICollectionViewFlowLayout`: a collection view given this base
/// class itself shows no items. Custom layouts (overriding `layoutAttributesForElements(in:)`)
/// and compositional layouts are not supported (DifferencesFromUIKit.md).
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout; set when the layout is given to one. Not retained.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout for no collection view yet.
    public init() {}

    /// The size of all the content, as last laid out; zero before.
    open var collectionViewContentSize: CGSize { collectionView?._geometry.contentSize ?? .zero }

    /// Asks the collection view to lay its items out again at its next layout.
    open func invalidateLayout() {
        collectionView?._setNeedsReload(keepingSelection: true)
    }

    /// The geometry of `collectionView`'s items; the base class places none.
    func _geometry(for collectionView: UICollectionView) -> FlowGeometry {
        FlowGeometry()
    }
}

/// Where one item lies, as UIKit's class of that name: its index path and frame (in the
/// collection view's content).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The item's index path.
    public let indexPath: IndexPath
    /// The item's frame in the content.
    open var frame: CGRect
    /// The frame's centre.
    open var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    /// The frame's size.
    open var size: CGSize { frame.size }

    /// Attributes for the cell of `indexPath`, at `frame`.
    init(forCellWith indexPath: IndexPath, frame: CGRect) {
        self.indexPath = indexPath
        self.frame = frame
    }
}

extension UICollectionView {
    /// Which way a flow layout fills lines and scrolls; raw values are UIKit's.
    public enum ScrollDirection: Int, Sendable {
        /// `vertical`: items fill rows left to right, rows go down; `horizontal`: items fill
        /// columns top to bottom, columns go right.
        case vertical, horizontal
    }
}

/// Items in lines, as UIKit's flow layout: each section is its header, its inset, lines of items
/// that fill the width (vertical) or height (horizontal) with at least `minimumInteritemSpacing`
/// between items and `minimumLineSpacing` between lines, then its footer.
///
/// A line with several items that is not its section's last spreads them to fill it (UIKit's
/// justified lines); the last line keeps `minimumInteritemSpacing` from the leading inset; a line
/// of one item centres it. Items are centred across their line. The sizes and spacings come from
/// the collection view's delegate when it adopts `UICollectionViewDelegateFlowLayout`, else from
/// these properties.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item; 50×50 by default, as UIKit's.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items (inside its header and footer); zero by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// `vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header: its height counts when scrolling vertically, its width
    /// horizontally. Zero (no header) by default.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// A vertical flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    override func _geometry(for collectionView: UICollectionView) -> FlowGeometry {
        FlowGeometry.flow(collectionView, layout: self)
    }
}

/// Where every item, header and footer of a collection view lies in its content.
struct FlowGeometry {
    /// One line of items: the items `range` of its section, and its extent along the scrolling
    /// axis.
    struct Line {
        var range: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    struct Section {
        var itemFrames: [CGRect] = []
        var lines: [Line] = []
        var header: CGRect = .zero
        var footer: CGRect = .zero
        /// The section's extent along the scrolling axis.
        var start: CGFloat = 0
        var end: CGFloat = 0
    }

    var sections: [Section] = []
    var contentSize: CGSize = .zero
    var vertical = true

    func contains(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return false }
        return sections[indexPath[0]].itemFrames.indices.contains(indexPath[1])
    }

    func frame(of indexPath: IndexPath) -> CGRect { sections[indexPath[0]].itemFrames[indexPath[1]] }

    /// The items whose frames meet `rect`, in order.
    func indexPaths(in rect: CGRect) -> [IndexPath] {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.end > low && section.start < high {
            // The first line that ends after `low`.
            var first = 0
            var last = section.lines.count
            while first < last {
                let middle = (first + last) / 2
                if section.lines[middle].end <= low { first = middle + 1 } else { last = middle }
            }
            var line = first
            while line < section.lines.count, section.lines[line].start < high {
                for item in section.lines[line].range where section.itemFrames[item].intersects(rect) {
                    result.append(IndexPath(item: item, section: index))
                }
                line += 1
            }
        }
        return result
    }

    /// The item whose frame contains `point` (top and left edges in, bottom and right out).
    func indexPath(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return indexPaths(in: probe).last { frame(of: $0).contains(point) }
    }

    /// Lays out `collectionView`'s items with `layout`'s settings (or its delegate's answers).
    @MainActor
    static func flow(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout) -> FlowGeometry {
        var geometry = FlowGeometry()
        geometry.vertical = layout.scrollDirection == .vertical
        let vertical = geometry.vertical
        guard let dataSource = collectionView.dataSource else { return geometry }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        // Along the lines (cross) and along the scrolling (main) axis.
        let crossExtent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        let sectionCount = dataSource.numberOfSections(in: collectionView)
        precondition(sectionCount >= 0, "numberOfSections(in:) returned \(sectionCount): a count is at least 0")
        var position: CGFloat = 0
        for index in 0..<sectionCount {
            let count = dataSource.collectionView(collectionView, numberOfItemsInSection: index)
            precondition(
                count >= 0,
                "collectionView(_:numberOfItemsInSection:) returned \(count) for section \(index): a count is at least 0"
            )
            let inset =
                delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: index)
                ?? layout.sectionInset
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: index)
                ?? layout.minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: index)
                ?? layout.minimumInteritemSpacing
            let headerSize =
                delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: index)
                ?? layout.headerReferenceSize
            let footerSize =
                delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: index)
                ?? layout.footerReferenceSize
            var section = Section()
            section.start = position
            section.header = rect(main: position, cross: 0, mainLength: main(headerSize), crossLength: crossExtent)
            position += main(headerSize)
            let leading = vertical ? inset.left : inset.top
            let trailing = vertical ? inset.right : inset.bottom
            let available = max(crossExtent - leading - trailing, 0)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: index)
                let size =
                    delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
                    ?? layout.itemSize
                precondition(
                    size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
                    "the size of item \(item) of section \(index) is \(size): a size is finite and at least 0")
                sizes.append(size)
            }
            if count > 0 {
                position += vertical ? inset.top : inset.left
                section.itemFrames = Array(repeating: .zero, count: count)
                var lineStart = 0
                var firstLine = true
                while lineStart < count {
                    // Fill the line: the first item always, then as many as fit.
                    var lineEnd = lineStart + 1
                    var used = cross(sizes[lineStart])
                    while lineEnd < count, used + itemSpacing + cross(sizes[lineEnd]) <= available {
                        used += itemSpacing + cross(sizes[lineEnd])
                        lineEnd += 1
                    }
                    if !firstLine { position += lineSpacing }
                    firstLine = false
                    let items = lineStart..<lineEnd
                    let thickness = items.map { main(sizes[$0]) }.max() ?? 0
                    let total = items.reduce(CGFloat(0)) { $0 + cross(sizes[$1]) }
                    // Observed: UIKit justifies full lines, centres a lone item and packs the last line.
                    var spacing = itemSpacing
                    var offset = leading
                    if items.count == 1 {
                        offset = leading + (available - total) / 2
                    } else if lineEnd < count {
                        spacing = (available - total) / CGFloat(items.count - 1)
                    }
                    for item in items {
                        let size = sizes[item]
                        section.itemFrames[item] = rect(
                            main: position + (thickness - main(size)) / 2, cross: offset,
                            mainLength: main(size), crossLength: cross(size))
                        offset += cross(size) + spacing
                    }
                    section.lines.append(Line(range: items, start: position, end: position + thickness))
                    position += thickness
                    lineStart = lineEnd
                }
                position += vertical ? inset.bottom : inset.right
            }
            section.footer = rect(main: position, cross: 0, mainLength: main(footerSize), crossLength: crossExtent)
            position += main(footerSize)
            section.end = position
            geometry.sections.append(section)
        }
        geometry.contentSize =
            vertical
            ? CGSize(width: collectionView.bounds.width, height: position)
            : CGSize(width: position, height: collectionView.bounds.height)
        return geometry
    }
}

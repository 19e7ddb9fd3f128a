import Foundation
import ResponderKit

// The peer harness of ../shared/bench/README.md:
//   hitbench DIR R HITS_FILE
// reads DIR/tree.txt and DIR/points.txt, builds real UIViews, times `hitTest(_:with:)` through the
// public API R times after a warm-up, writes one hit id per line to HITS_FILE and prints
//   peer responderkit n VIEWS queries M ns_per_query MEDIAN checksum C

struct Failure: Error, CustomStringConvertible { let description: String }

func readNumbers(_ path: String, columns: Int) throws -> [[Int]] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw Failure(description: "cannot read \(path)")
    }
    var rows: [[Int]] = []
    for (index, line) in text.split(separator: "\n").enumerated() where !line.isEmpty {
        let fields = line.split(separator: " ").compactMap { Int($0) }
        guard fields.count == columns else {
            throw Failure(description: "\(path):\(index + 1): expected \(columns) integers")
        }
        rows.append(fields)
    }
    return rows
}

@MainActor
func main() throws -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let repeats = Int(arguments[2]), repeats > 0 else {
        FileHandle.standardError.write(Data("usage: hitbench DIR R HITS_FILE\n".utf8))
        return 2
    }
    let directory = arguments[1]
    let tree = try readNumbers(directory + "/tree.txt", columns: 7)
    let points = try readNumbers(directory + "/points.txt", columns: 2).map {
        CGPoint(x: CGFloat($0[0]) + 0.5, y: CGFloat($0[1]) + 0.5)
    }

    // Build the hierarchy in insertion order: the last sibling added is on top.
    // The root is a window, as in an app (the accelerator keeps its chains only inside windows).
    let application = UIApplication()
    var views: [UIView] = []
    views.reserveCapacity(tree.count)
    for row in tree {
        let (id, parent) = (row[0], row[1])
        guard id == views.count else { throw Failure(description: "tree.txt: ids must be 0…N in order") }
        let frame = CGRect(x: row[2], y: row[3], width: row[4], height: row[5])
        let view = parent < 0 ? UIWindow(frame: frame, application: application) : UIView(frame: frame)
        view.tag = id
        view.isHidden = row[6] != 0
        if parent >= 0 { views[parent].addSubview(view) }
        views.append(view)
    }
    let root = views[0]

    func runAll(into hits: inout [Int]) {
        for (index, point) in points.enumerated() {
            hits[index] = root.hitTest(point, with: nil)?.tag ?? -1
        }
    }
    var hits = [Int](repeating: 0, count: points.count)
    runAll(into: &hits)  // warm-up
    var samples: [Double] = []
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        runAll(into: &hits)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        samples.append(Double(elapsed) / Double(max(points.count, 1)))
    }
    samples.sort()
    let median = samples[samples.count / 2]

    // ref_hit.py: the sum of (i + 1) × hit over the queries, modulo 2^61 (a miss, −1, wraps).
    let mask: UInt64 = (1 << 61) - 1
    var checksum: UInt64 = 0
    for (index, hit) in hits.enumerated() {
        checksum = (checksum &+ UInt64(index + 1) &* UInt64(bitPattern: Int64(hit))) & mask
    }
    try hits.map(String.init).joined(separator: "\n").appending("\n").write(
        toFile: arguments[3], atomically: true, encoding: .utf8)
    print(
        "peer responderkit n \(tree.count - 1) queries \(points.count) ns_per_query \(Int(median.rounded())) checksum \(checksum)"
    )
    return 0
}

do {
    let status = try MainActor.assumeIsolated { try main() }
    exit(status)
} catch {
    FileHandle.standardError.write(Data("hitbench: \(error)\n".utf8))
    exit(1)
}

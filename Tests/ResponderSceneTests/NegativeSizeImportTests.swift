import Foundation
import ResponderKit
import Testing

@testable import ResponderScene

@Suite("Dumps: a negative size")
@MainActor
struct NegativeSizeImportTests {
    @Test(
        "a frame with a negative size is the same rectangle in the scene built and in the scene written (found by the fuzzer)"
    )
    func builtAndWrittenAgree() throws {
        let dump = """
            <UIView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x2>>
               | <UIView: 0x3; frame = (0 0; 375 667); layer = <CALayer: 0x4>>
               | <UIButton: 0x5; frame = (16 28; 44 -4); layer = <CALayer: 0x6>>
            """
        let importer = try DumpImporter(dump, file: "d.txt")
        let built = importer.build()
        let written = try SceneLoader.load(importer.sceneFile(), file: "d.yaml")
        for y in stride(from: 18.0, through: 30.0, by: 1.0) {
            let point = CGPoint(x: 20, y: y)
            let direct = built.application.hitTest(atScreen: point).map { TraceRecord.name(of: $0.view) }
            let loaded = written.application.hitTest(atScreen: point).map { TraceRecord.name(of: $0.view) }
            #expect(direct == loaded, "at \(point)")
            #expect(direct == ((24..<28).contains(y) ? "0x5" : "0x3"), "at \(point)")
        }
    }
}

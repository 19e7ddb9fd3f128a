import Foundation
import ResponderDiagnosis
import ResponderKit
import ResponderScene

// One input is read three ways — as a scene file (whose script then runs, and which is
// explained, linted and drawn), as a script file, and as a recursiveDescription dump (built
// directly, explained and linted; the scene file it writes must load to the same hits). Each may fail with a `SceneError` (or a
// script's `expect:` with an `ExpectationFailure`, located); anything else — a crash, a trap, a
// hang past libFuzzer's -timeout, an error of another type — is a bug.

@MainActor
func readEveryWay(_ text: String) {
    expectLocatedError {
        let scene = try SceneLoader.load(text, file: "fuzz.yaml")
        if let script = scene.script { _ = try ScriptRunner.run(script, in: scene, topics: .all) }
        let point = CGPoint(x: 20, y: 20)
        _ = Explanation(point: point, in: scene.application, naming: scene.displayName).text
        _ = SVGRenderer.render(scene, at: point)
        _ = Lint.check(scene)
    }
    expectLocatedError { _ = try Script.load(text, file: "fuzz.yaml") }
    expectLocatedError {
        let dump = try DumpImporter(text, file: "fuzz.txt")
        let built = dump.build()
        let file = dump.sceneFile()
        let loaded: Scene
        do {
            loaded = try SceneLoader.load(file, file: "fuzz.txt")
        } catch {
            fatalError("the importer wrote a scene that does not load: \(error)\n\(file)")
        }
        // The scene built directly and the one loaded from the written file are the same.
        let point = CGPoint(x: 20, y: 20)
        let direct = built.application.hitTest(atScreen: point).map { TraceRecord.name(of: $0.view) }
        let written = loaded.application.hitTest(atScreen: point).map { TraceRecord.name(of: $0.view) }
        if direct != written {
            fatalError("built and written scenes differ at \(point): \(direct ?? "none") vs \(written ?? "none")")
        }
        _ = Explanation(point: point, in: built.application, naming: built.displayName).text
        _ = Lint.check(built)
    }
}

func expectLocatedError(_ body: () throws -> Void) {
    do {
        try body()
    } catch is SceneError {
        return
    } catch let failure as ExpectationFailure {
        // A script's `expect:` that does not hold: a located failure, as a test's.
        if failure.error.line < 1 { fatalError("an expectation failure without a location: \(failure)") }
    } catch {
        fatalError("an error without a location: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    MainActor.assumeIsolated { readEveryWay(text) }
    return 0
}

// SwiftPM links executables with `main` defined as `<module>_main`, which `-parse-as-library`
// does not emit; defining it here hands the command line to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("fuzz_inputs_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzOneInput)
}

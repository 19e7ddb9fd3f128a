import Foundation
import Testing

@Suite("responder run with expect steps")
struct ExpectCommandTests {
    static let scene = """
        windows:
          - id: w
            key: true
            subviews: [{id: a, frame: [0, 0, 100, 100], touches: handle}]
        script:
          - tap: [10, 10]
          - expect: {answer: a}
          - set: {view: a, hidden: true}
          - tap: [10, 10]
          - expect: {answer: a}
          - tap: [10, 10]

        """

    func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("expect-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test(
        "a failed expect: the log up to it on stdout, the located failure with expected and actual on stderr, exit code 1"
    )
    func failed() throws {
        let url = try write(Self.scene)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try runResponder(["run", url.path, "--trace", "none"])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                1 tap (10, 10) ---> a
                    0.000  a handles touchesBegan [1]
                    0.050  a handles touchesEnded [1]
                2 expect answer == a
                3 set a.hidden = true
                4 tap (10, 10) ---> (nothing)
                5 expect answer == a

                """)
        #expect(
            result.stderr == """
                \(url.path):10:22: error: expected step 4 to be answered by a, but it was answered by nobody
                  hint: the answer is the view whose recognizer or control sent a performed action, else who handled the touches

                """)
        let json = try runResponder(["run", url.path, "--trace", "none", "--format", "json"])
        #expect(json.status == 1)
        #expect(
            json.stdout.split(separator: "\n").last
                == #"{"step":5,"t":0.1,"kind":"step","line":10,"column":5,"does":"expect answer == a","answer":[],"failed":{"expected":"a","actual":"nobody","message":"expected step 4 to be answered by a, but it was answered by nobody"}}"#
        )
    }

    @Test("expect steps that hold print as steps and exit 0")
    func held() throws {
        let url = try write(
            Self.scene.replacingOccurrences(
                of: "  - expect: {answer: a}\n  - tap", with: "  - expect: {answer: null}\n  - tap"))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try runResponder(["run", url.path, "--trace", "none"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout.contains("5 expect answer == null\n6 tap (10, 10) ---> (nothing)\n"))
    }

    @Test("an expect naming an unknown id as its answer or a property's value is bad input: exit code 2, no log")
    func unknownIDs() throws {
        for (expect, error) in [
            ("{answer: aa}", "10:22: error: unknown id 'aa'\n  hint: did you mean 'a'?"),
            ("{view: a, superview: ww}", "10:34: error: unknown id 'ww'\n  hint: did you mean 'w'?")
        ] {
            let url = try write(
                Self.scene.replacingOccurrences(
                    of: "  - expect: {answer: a}\n  - tap", with: "  - expect: \(expect)\n  - tap"))
            defer { try? FileManager.default.removeItem(at: url) }
            let result = try runResponder(["run", url.path, "--trace", "none"])
            #expect(result.status == 2)
            #expect(result.stdout == "")
            #expect(result.stderr == "\(url.path):\(error)\n")
        }
    }

    @Test("an expect of an unknown gesture state is bad input: exit code 2, located, a did-you-mean, no log")
    func unknownState() throws {
        let scene = """
            windows:
              - id: w
                key: true
                subviews: [{id: a, frame: [0, 0, 100, 100], gestures: [{id: t, type: tap}]}]
            script:
              - tap: [10, 10]
              - expect: {gesture: t, state: STATE}

            """
        // UIKit's `recognized` is a state: the check runs (a tap recognizer is reset once it has
        // recognized, so it reads `possible`) and fails with exit code 1.
        for (state, status, stderr) in [
            (
                "bogus", 2,
                "7:33: error: unknown state 'bogus'\n  hint: expected one of: possible, began, changed, ended, cancelled, failed, recognized\n"
            ),
            (".recognized", 2, "7:33: error: unknown state '.recognized'\n  hint: did you mean 'recognized'?\n"),
            (
                "recognized", 1,
                "7:33: error: expected t.state to be recognized, but it is possible\n  hint: the log above shows what happened up to this step\n"
            )
        ] {
            let url = try write(scene.replacingOccurrences(of: "STATE", with: state))
            defer { try? FileManager.default.removeItem(at: url) }
            let result = try runResponder(["run", url.path, "--trace", "none"])
            #expect(result.status == Int32(status), "\(state)")
            #expect(result.stderr == "\(url.path):\(stderr)", "\(state)")
            #expect((result.stdout == "") == (status == 2), "\(state)")
        }
    }
}

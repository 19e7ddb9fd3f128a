import ArgumentParser
import Dispatch
import Foundation
import ResponderScene
import ResponderServe

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Opens a playground in the browser: see the hierarchy, click a point, see why.",
        discussion: """
            Starts a web server on this machine (127.0.0.1 unless --host says otherwise) and prints \
            the page's address. On the page: drop a scene file or paste a recursiveDescription dump, \
            click the picture (or type a point) to see where a touch goes and why, step through the \
            scene's script, change a view's hidden, alpha, userInteractionEnabled or frame, add a tap \
            recognizer, and download the edited scene. Every answer is the engine's. Stop it with \
            Ctrl-C.

            With --lessons, the page opens at the lessons (Lessons/ in the ResponderKit checkout): \
            predict where a touch goes or what a step prints, then see the engine's answer, the \
            hit-test walk view by view, the responder chain and why, in English or Chinese.

            The server reads no file but FILE (and with --lessons, the lessons and their scenes, \
            once, when it starts), writes none, and serves nothing but its page. It \
            refuses a request line or header over 16 KB (431), a body over 16 MB (413, before \
            reading it), and a request that has not arrived whole within 60 s (408).

            Examples:
              swift run responder serve Examples/seed000-test1.yaml
              swift run responder serve --port 8080
              swift run responder serve --lessons                 # the lessons, from the checkout
              swift run responder serve dump.txt --host 0.0.0.0   # reachable from other machines

            """
                + ExitCode.helpSection(
                    success: "the server was stopped",
                    badInput: """
                        a FILE that is missing or not UTF-8 text, a port that is taken, a --host
                        that is not an address of this machine, a lessons folder that is missing
                        or holds a malformed lesson
                        """)
    )

    @Argument(
        help: "A scene file (YAML or JSON) or a recursiveDescription dump to open.", completion: sceneFileCompletion)
    var file: String?

    @Option(help: "The port to listen on (default: one the system chooses).")
    var port: Int = 0

    @Option(
        help: ArgumentHelp(
            "The address to listen on. Anything but 127.0.0.1 lets other machines use the playground.",
            valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(help: "Open the page at the lessons: the seed articles' experiments, predicted, then explained.")
    var lessons = false

    @Option(
        help: ArgumentHelp(
            "The folder of lesson files (implies --lessons).", valueName: "folder"),
        completion: .directory)
    var lessonsFolder: String?

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port takes a port from 1 to 65535 (or 0: any free port), not \(port)")
        }
        guard !host.isEmpty, host.allSatisfy({ $0.isHexDigit || $0 == "." || $0 == ":" }) else {
            throw ValidationError("--host takes an IPv4 or IPv6 address (127.0.0.1, ::1, 0.0.0.0), not '\(host)'")
        }
    }

    func run() throws {
        let api = try MainActor.assumeIsolated { () throws -> PlaygroundAPI in
            let playground = Playground()
            if let file {
                // A file that cannot be read is the command's error; a malformed one is shown on
                // the page, at its line, and on stderr.
                do {
                    _ = try SceneLoader.load(path: file)
                } catch let error as SceneError where error.line > 0 {
                    Output.standardError(error.description + "\n")
                }
                let text = try String(contentsOfFile: file, encoding: .utf8)
                try? playground.load(text, name: file)
            }
            var library: LessonLibrary?
            if lessons || lessonsFolder != nil {
                library = try LessonLibrary.load(folder: lessonsFolder ?? "Lessons")
            }
            return PlaygroundAPI(playground: playground, lessons: library)
        }
        let page = lessons || lessonsFolder != nil ? "#/lessons" : ""
        let server: PlaygroundServer
        do {
            server = try PlaygroundServer(api: api, host: host, port: UInt16(port))
        } catch {
            throw CommandFailure(
                file: host, message: "not an address to listen on",
                hint: "give an IPv4 or IPv6 address, such as 127.0.0.1")
        }
        let host = self.host
        Task {
            do {
                let port = try await server.start()
                let shown = host.contains(":") ? "[\(host)]" : host
                // Written at once, also to a pipe: a script waits for this line to know the port.
                FileHandle.standardOutput.write(
                    Data("responder playground: http://\(shown):\(port)/\(page)  (Ctrl-C stops it)\n".utf8))
                if !PlaygroundServer.isLoopback(host) {
                    Output.standardError(
                        "responder: warning: listening on \(host): other machines can load scenes into this playground\n"
                    )
                }
            } catch {
                Failure.exit(
                    with: CommandFailure(
                        file: "\(host):\(port)", message: "cannot listen there: \(error.localizedDescription)",
                        hint:
                            "choose another --port, or leave it out to take a free one; --host must be an address of this machine"
                    ))
            }
        }
        dispatchMain()
    }
}

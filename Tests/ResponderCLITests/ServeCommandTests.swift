import Foundation
import Testing

@Suite("responder serve")
struct ServeCommandTests {
    @Test("a FILE that does not exist is the command's error: one message, exit code 2, no server")
    func missingFile() throws {
        let result = try runResponder(["serve", "Examples/nope.yaml"], in: repositoryRoot)
        #expect(result.status == 2 && result.stdout == "")
        #expect(
            result.stderr
                == "Examples/nope.yaml: error: no such file\n  hint: check the path; a relative path starts from the current directory\n"
        )
    }

    @Test(
        "a port out of range and a host that is not an address are usage errors (64)",
        arguments: [
            ["serve", "--port", "70000"], ["serve", "--port=-1"], ["serve", "--host", "example.com"]
        ])
    func badArguments(arguments: [String]) throws {
        let result = try runResponder(arguments, in: repositoryRoot)
        #expect(result.status == 64 && result.stdout == "")
        #expect(result.stderr.contains("Error: --port takes") || result.stderr.contains("Error: --host takes"))
    }

    @Test("--lessons away from a lessons folder is the command's error: one message, exit code 2, no server")
    func missingLessons() throws {
        let result = try runResponder(["serve", "--lessons-folder", "Examples/nope"], in: repositoryRoot)
        #expect(result.status == 2 && result.stdout == "")
        #expect(
            result.stderr
                == "Examples/nope: error: no lessons folder here\n  hint: run from the ResponderKit checkout, whose Lessons/ holds them, or give --lessons-folder\n"
        )
        // Scenes are no lessons: the first file is refused at its line.
        let scenes = try runResponder(["serve", "--lessons-folder", "Lessons/Scenes"], in: repositoryRoot)
        #expect(scenes.status == 2 && scenes.stdout == "")
        #expect(scenes.stderr.hasPrefix("Lessons/Scenes/seed001-child-chain.yaml:"))
        #expect(scenes.stderr.contains("error: unknown key"))
    }

    @Test("serve's help says where it listens and what it reads")
    func help() throws {
        let result = try runResponder(["serve", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("127.0.0.1 unless --host says otherwise"))
        #expect(result.stdout.contains("The server reads no file but FILE"))
        #expect(result.stdout.contains("--lessons"))
    }
}

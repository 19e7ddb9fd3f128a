"""End-to-end tests of `responder mcp` with a real MCP client: the `mcp` package's stdio client
(Python) starts the built binary, as an agent's MCP client does, and speaks to it over stdin and
stdout. Every answer checked here is the engine's, compared with what the CLI prints for the same
input (`--format json`, the scene file, the SVG), never with text written into this file.

Run: RESPONDER_BIN=.build/debug/responder python3 -m pytest Tests/MCP
"""

import json
import os
import pathlib
import subprocess

import anyio
import pytest
from mcp import ClientSession, MCPError, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = pathlib.Path(os.environ.get("RESPONDER_BIN", ROOT / ".build" / "debug" / "responder"))
# A debug build on a busy 2-core machine: each answer gets 60 s (a test that fails still fails).
TIMEOUT = 60


def cli(*arguments, check=True):
    """What `responder ARGUMENTS` prints on stdout, run from the repository's root."""
    result = subprocess.run(
        [str(BINARY), *arguments], cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT, check=False
    )
    if check and result.returncode not in (0, 1):
        raise AssertionError(f"responder {' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result


def with_session(work):
    """Runs `work(session)` against a fresh `responder mcp`, after the handshake."""

    async def main():
        server = StdioServerParameters(command=str(BINARY), args=["mcp"], cwd=str(ROOT))
        with anyio.fail_after(TIMEOUT * 3):
            async with stdio_client(server) as (read, write):
                async with ClientSession(read, write, read_timeout_seconds=TIMEOUT) as session:
                    initialized = await session.initialize()
                    return await work(session, initialized)

    return anyio.run(main)


def text_of(result):
    return "\n".join(block.text for block in result.content if block.type == "text")


def test_handshake_names_the_server_and_offers_tools():
    async def work(session, initialized):
        return initialized

    initialized = with_session(work)
    assert initialized.server_info.name == "responder"
    assert initialized.capabilities.tools is not None
    version = cli("--version").stdout.strip()
    assert initialized.server_info.version == version


def test_every_tool_is_listed_with_its_schemas():
    async def work(session, _):
        return (await session.list_tools()).tools

    tools = {tool.name: tool for tool in with_session(work)}
    assert set(tools) == {"explain", "run", "lint", "import", "render"}
    for name, tool in tools.items():
        assert tool.description, name
        assert tool.input_schema["type"] == "object", name
        assert tool.input_schema["additionalProperties"] is False, name
        assert {"path", "text"} <= set(tool.input_schema["properties"]), name
        assert tool.output_schema["type"] == "object", name
    assert tools["render"].input_schema["properties"]["point"]["required"] == ["x", "y"]


def test_run_answers_with_the_log_of_run_format_json():
    example = "Examples/seed000-test1.yaml"

    async def work(session, _):
        return await session.call_tool("run", {"path": example})

    result = with_session(work)
    assert not result.is_error
    expected = [json.loads(line) for line in cli("run", example, "--format", "json").stdout.splitlines()]
    assert result.structured_content["log"] == expected
    assert result.structured_content["warnings"] == []
    # The summary heads each step as the CLI's text log does.
    headers = [line for line in cli("run", example).stdout.splitlines() if line and not line.startswith(" ")]
    assert text_of(result).splitlines()[1:] == headers


def test_run_plays_inline_steps_and_a_script_file(tmp_path):
    script = tmp_path / "taps.yaml"
    script.write_text("- tap: [40, 140]\n- wait: 0.5\n")
    example = "Examples/seed001-chain.yaml"

    async def work(session, _):
        inline = await session.call_tool("run", {"path": example, "steps": [{"tap": [40, 140]}, {"wait": 0.5}]})
        from_file = await session.call_tool("run", {"path": example, "script": str(script)})
        return inline, from_file

    inline, from_file = with_session(work)
    expected = [
        json.loads(line)
        for line in cli("run", example, "--script", str(script), "--format", "json").stdout.splitlines()
    ]
    assert from_file.structured_content["log"] == expected
    # The same steps, so the same log but for where each step is written.
    strip = lambda log: [{k: v for k, v in entry.items() if k not in ("line", "column")} for entry in log]
    assert strip(inline.structured_content["log"]) == strip(expected)


def test_import_answers_with_the_scene_file_of_responder_import():
    dump = "Examples/Dumps/lldb-window.txt"

    async def work(session, _):
        return await session.call_tool("import", {"path": dump})

    result = with_session(work)
    assert not result.is_error
    run = cli("import", dump)
    assert result.structured_content["scene"] == run.stdout
    assert result.structured_content["warnings"] == [line for line in run.stderr.splitlines() if ": warning: " in line]
    assert result.structured_content["chosen"] == 1


def test_render_answers_with_the_svg_of_responder_render(tmp_path):
    example = "Examples/button-outside-superview.yaml"
    output = tmp_path / "picture.svg"

    async def work(session, _):
        inline = await session.call_tool("render", {"path": example, "point": {"x": 240, "y": 210}})
        written = await session.call_tool(
            "render", {"path": example, "point": {"x": 240, "y": 210}, "output": str(output)}
        )
        return inline, written

    inline, written = with_session(work)
    svg = cli("render", example, "--at", "240,210").stdout
    assert inline.structured_content["svg"] == svg
    assert "svg" not in written.structured_content
    assert output.read_text() == svg


def test_a_dump_pasted_as_text_gets_the_answers_of_the_file():
    dump = ROOT / "Examples/Dumps/lldb-window.txt"

    async def work(session, _):
        return await session.call_tool("render", {"text": dump.read_text()})

    result = with_session(work)
    assert not result.is_error
    assert result.structured_content["svg"] == cli("render", str(dump)).stdout


def test_bad_calls_are_tool_errors_and_the_server_keeps_serving():
    async def work(session, _):
        answers = [
            await session.call_tool("render", {}),
            await session.call_tool("render", {"path": "Examples/seed001-chain.yaml", "pont": {"x": 1, "y": 2}}),
            await session.call_tool("render", {"path": "Examples/seed001-chain.yaml", "point": "1,2"}),
            await session.call_tool("run", {"path": "Examples/no-such-scene.yaml"}),
            await session.call_tool("run", {"text": "windows:\n  - id: w\n    frmae: [0, 0, 1, 1]\n"}),
        ]
        try:
            await session.call_tool("rendr", {})
            unknown = None
        except MCPError as error:
            unknown = error
        after = await session.call_tool("run", {"path": "Examples/seed001-chain.yaml"})
        return answers, unknown, after

    answers, unknown, after = with_session(work)
    missing, misspelt, mistyped, no_file, malformed = answers
    assert all(answer.is_error for answer in answers)
    assert text_of(missing).startswith("render: error: no scene or dump: give `path` or `text`\n  hint: ")
    assert text_of(misspelt).endswith("hint: did you mean 'point'?")
    assert "`point` is a string" in text_of(mistyped)
    assert text_of(no_file) == cli("run", "Examples/no-such-scene.yaml", check=False).stderr.strip()
    assert text_of(malformed).startswith("text:3:5: error: ")
    assert "did you mean 'frame'?" in text_of(malformed)
    assert unknown is not None and unknown.code == -32602 and "did you mean 'render'?" in unknown.message
    assert not after.is_error


def exchange(lines):
    """Sends raw `lines` to `responder mcp` and returns what it answers, message by message, once
    its input ends (the server answers what it read before it stops)."""
    process = subprocess.run(
        [str(BINARY), "mcp"], cwd=ROOT, input="".join(line + "\n" for line in lines), capture_output=True,
        text=True, timeout=TIMEOUT,
    )
    assert process.returncode == 0, process.stderr
    return [json.loads(line) for line in process.stdout.splitlines()]


HANDSHAKE = [
    json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}),
    json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
]


def test_a_malformed_message_gets_a_json_rpc_error_and_the_server_keeps_serving():
    answers = exchange(HANDSHAKE + [
        "this is not json",
        '{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "run"',
        '{"jsonrpc": "2.0", "id": 3}',
        '{"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": 5}',
        json.dumps({"jsonrpc": "2.0", "id": 5, "method": "tools/list"}),
    ])
    by_id = {}
    unnamed = []
    for answer in answers:
        assert answer["jsonrpc"] == "2.0"
        (unnamed if answer["id"] is None else by_id.setdefault(answer["id"], [])).append(answer)
    assert [a["error"]["code"] for a in unnamed] == [-32700, -32700]
    assert all(a["error"]["data"]["hint"] for a in unnamed)
    assert by_id[3][0]["error"]["code"] == -32600
    assert by_id[4][0]["error"]["code"] == -32600 and "`params`" in by_id[4][0]["error"]["message"]
    assert {tool["name"] for tool in by_id[5][0]["result"]["tools"]} == {"explain", "run", "lint", "import", "render"}
    assert "result" in by_id[1][0]


def test_a_message_over_the_limit_is_refused_unread_and_the_next_one_is_answered():
    huge = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
        "name": "render", "arguments": {"text": "x" * (17 << 20)}}})
    answers = exchange(HANDSHAKE + [huge, json.dumps({"jsonrpc": "2.0", "id": 3, "method": "ping"})])
    refused = [a for a in answers if a["id"] is None]
    assert len(refused) == 1
    assert refused[0]["error"]["code"] == -32600
    assert "at most 16.0 MB" in refused[0]["error"]["message"]
    assert any(a["id"] == 3 and a["result"] == {} for a in answers)


def test_explain_answers_with_the_document_of_explain_format_json():
    example = "Examples/button-outside-superview.yaml"

    async def work(session, _):
        full = await session.call_tool("explain", {"path": example, "point": {"x": 240, "y": 210}})
        brief = await session.call_tool("explain", {"path": example, "point": {"x": 240, "y": 210}, "brief": True})
        return full, brief

    full, brief = with_session(work)
    assert not full.is_error and not brief.is_error
    for result, extra in ((full, []), (brief, ["--brief"])):
        expected = json.loads(cli("explain", example, "--at", "240,210", "--format", "json", *extra).stdout)
        structured = dict(result.structured_content)
        assert structured.pop("warnings") == []
        assert structured == expected
    assert text_of(brief) == cli("explain", example, "--at", "240,210", "--brief").stdout


def test_lint_answers_with_the_document_of_lint_format_json():
    example = "Examples/lint-gallery.yaml"

    async def work(session, _):
        return await session.call_tool("lint", {"path": example})

    result = with_session(work)
    assert not result.is_error
    expected = json.loads(cli("lint", example, "--format", "json").stdout)
    structured = dict(result.structured_content)
    assert structured.pop("warnings") == []
    assert structured == expected
    assert expected["findings"]

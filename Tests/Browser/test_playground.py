"""End-to-end tests of `responder serve` in a real headless Chromium (Debian's), driven by
Playwright for Python: every answer checked here comes from the engine through the server.

Run: RESPONDER_BIN=.build/debug/responder python3 -m pytest Tests/Browser
Screenshots of the page go to Documentation/ (RESPONDER_SCREENSHOTS=0 skips them).
"""

import os
import pathlib
import re
import subprocess

import pytest
from playwright.sync_api import expect

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = pathlib.Path(os.environ.get("RESPONDER_BIN", ROOT / ".build" / "debug" / "responder"))
SHOTS = os.environ.get("RESPONDER_SCREENSHOTS", "1") != "0"
SEED = "Examples/seed000-test1.yaml"
# The server is a debug build on a 2-core CI machine that may be busy: every answer gets 30 s,
# not Playwright's 5 (a test that fails still fails, later).
expect.set_options(timeout=30_000)


def start_server(*arguments):
    """Starts `responder serve` on a free loopback port; returns the process and the page's URL."""
    process = subprocess.Popen(
        [str(BINARY), "serve", *arguments], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        raise AssertionError(f"no URL printed: {line!r} {process.stderr.read()!r}")
    return process, match.group(0)


@pytest.fixture
def page(browser, request):
    arguments = getattr(request, "param", [SEED])
    process, url = start_server(*arguments)
    context = browser.new_context(viewport={"width": 1440, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    # The page asks the server for the file given once it has loaded: a test that types into the
    # box before that answer came would see its text replaced by the file's.
    page.wait_for_load_state("networkidle")
    yield page
    context.close()
    process.terminate()
    process.wait(timeout=10)
    assert errors == [], f"the page's script failed: {errors}"


def click_scene_point(page, x, y):
    """Clicks the picture where the scene's point (x, y) is drawn (the picture is in screen points)."""
    page.locator("#picture svg").wait_for()
    client = page.evaluate(
        """([x, y]) => {
            const svg = document.querySelector('#picture svg');
            const point = svg.createSVGPoint();
            point.x = x; point.y = y;
            const on = point.matrixTransform(svg.getScreenCTM());
            return [Math.round(on.x), Math.round(on.y)];
        }""",
        [x, y],
    )
    page.mouse.click(client[0], client[1])


def tree_item(page, view_id):
    return page.locator(f'#tree li[data-id="{view_id}"]')


def test_clicking_point_five_shows_why_it_goes_to_BB(page):
    expect(page.locator("#file-name")).to_have_text(SEED)
    expect(page.locator("#picture svg")).to_be_visible()
    click_scene_point(page, 275, 300)
    expect(page.locator("#answer-summary")).to_have_text("A touch at (275, 300) goes to BB (UILabel) in window window.")
    # The hit path, highlighted in the tree: BB hit, its ancestors on the path.
    expect(tree_item(page, "BB")).to_have_class(re.compile(r"\bhit\b"))
    for view in ["BB", "root", "window"]:
        expect(tree_item(page, view)).to_have_class(re.compile(r"\bon-path\b"))
    # Why not BBBB, drawn right under the point: BBB's bounds pruned the point.
    expect(tree_item(page, "BBB")).to_have_class(re.compile(r"\bpruned\b"))
    expect(tree_item(page, "BBB").locator(".verdict")).to_contain_text("outside its bounds (0, 0, 200, 200) at (215, 50)")
    expect(tree_item(page, "BBBB").locator(".verdict")).to_have_text("not asked: BBB (UILabel) was outside")
    expect(page.locator("#answer-stack")).to_contain_text("BBBB (UILabel)  lost: 15 pt outside its superview BBB (UILabel)'s bounds")
    expect(page.locator("#answer-nearmiss")).to_contain_text("the view you probably meant, BBBB")
    expect(page.locator("#answer-chain")).to_have_text("BB (UILabel) → root → vc → window → UIApplication")
    expect(page.locator("#answer-recognizers")).to_have_text("tapBB (UITapGestureRecognizer on BB (UILabel))")
    # The renderer's own picture of that touch.
    expect(page.locator("#picture svg text", has_text="touch (275, 300) → BB (UILabel)")).to_have_count(1)
    if SHOTS:
        page.screenshot(path=str(ROOT / "Documentation" / "playground.png"), full_page=True)


def test_a_typed_point_is_explained_by_the_keyboard_alone(page):
    page.locator("#point-x").fill("100")
    page.locator("#point-y").fill("120")
    page.locator("#point-y").press("Enter")
    expect(page.locator("#answer-summary")).to_have_text("A touch at (100, 120) goes to AAA (UILabel) in window window.")


def test_stepping_the_script_follows_the_finger(page):
    page.locator("#play").click()
    expect(page.locator("#step-list li")).to_have_count(7)
    expect(page.locator("#step-answer")).to_have_text("1 ---> AAA")
    for _ in range(4):
        page.locator("#step-next").click()
    expect(page.locator("#step-answer")).to_have_text("5 ---> BB")
    expect(page.locator("#step-list li.current")).to_contain_text("tap: [275, 300]")
    finger = page.locator("#overlay circle.finger")
    expect(finger).to_have_count(1)
    expect(finger).to_have_attribute("cx", "275")
    expect(finger).to_have_attribute("cy", "300")
    expect(tree_item(page, "BB")).to_have_class(re.compile(r"\bstep-view\b"))
    log = page.locator("#step-log")
    expect(log).to_contain_text("touch 1 began in window on BB")
    expect(log).to_contain_text("tapBB: possible -> ended")
    expect(log).to_contain_text("vc performs viewTarget: from tapBB on BB")
    page.locator("#step-prev").click()
    expect(page.locator("#step-answer")).to_have_text("4 ---> BBBB")
    page.locator("#step-next").click()
    if SHOTS:
        page.screenshot(path=str(ROOT / "Documentation" / "playground-script.png"), full_page=True)
    # Why step 5 went to BB: its point, explained by the engine.
    page.locator("#step-explain").click()
    expect(page.locator("#answer-summary")).to_have_text("A touch at (275, 300) goes to BB (UILabel) in window window.")
    expect(page.locator("#step-answer")).to_have_text("5 ---> BB")


def test_hiding_the_view_hit_changes_the_answer_and_the_download(page):
    click_scene_point(page, 100, 120)
    expect(page.locator("#answer-summary")).to_contain_text("goes to AAA")
    tree_item(page, "AAA").locator("button").click()
    expect(page.locator("#edit-name")).to_have_text("AAA (UILabel)")
    page.locator("#edit-hidden").check()
    expect(page.locator("#answer-summary")).to_contain_text("goes to AA")
    expect(tree_item(page, "AAA").locator(".verdict")).to_have_text(re.compile("hidden"))
    expect(page.locator("#file-name")).to_contain_text("1 edit")
    with page.expect_download() as download:
        page.locator("#download").click()
    text = pathlib.Path(download.value.path()).read_text()
    assert re.search(r"id: AAA\n(.*\n)*?\s+hidden: true", text), text
    page.locator("#revert").click()
    expect(page.locator("#answer-summary")).to_contain_text("goes to AAA")


def test_a_pasted_dump_loads_with_its_warnings_beside_their_lines(page):
    dump = (ROOT / "Examples" / "Dumps" / "cut-lines-imageview.txt").read_text()
    page.locator("#source").fill(dump)
    page.locator("#load").click()
    expect(page.locator("#status")).to_contain_text("Loaded pasted: a dump")
    warning = page.locator("#messages li.warning").first
    expect(warning).to_contain_text("warning:")
    line = int(warning.get_attribute("data-line"))
    expect(warning.locator(".line-text")).to_have_text(f"{line} | {dump.splitlines()[line - 1]}")
    expect(page.locator("#tree li").nth(3)).to_be_attached()
    click_scene_point(page, 20, 20)
    expect(page.locator("#answer-summary")).to_contain_text("A touch at (20, 20)")


def test_a_malformed_paste_shows_the_error_at_its_line(page):
    page.locator("#source").fill("windows:\n  - id: w\n    subviews:\n      - id: A\n        frame: [0, 0, 10]\n")
    page.locator("#load").click()
    error = page.locator("#messages li.error")
    expect(error).to_contain_text("pasted:5:")
    expect(error.locator(".line-text")).to_have_text("5 |         frame: [0, 0, 10]")
    expect(page.locator("#status")).to_have_class("error")
    # The scene loaded before stays, and still answers.
    expect(page.locator("#file-name")).to_have_text(SEED)
    click_scene_point(page, 275, 300)
    expect(page.locator("#answer-summary")).to_contain_text("goes to BB")


def test_a_file_opened_from_the_page_replaces_the_scene(page):
    expect(page.locator("#picture svg")).to_be_visible()
    page.locator("#open-file").set_input_files(str(ROOT / "Examples" / "seed000-test2.yaml"))
    expect(page.locator("#file-name")).to_have_text("seed000-test2.yaml")
    expect(page.locator("#source")).to_have_value(re.compile("TEST_2"))
    page.locator("#play").click()
    expect(page.locator("#step-answer")).to_have_text("1 ---> AA")


def test_a_50_megabyte_file_gets_a_clear_error_and_the_server_goes_on(page, tmp_path):
    big = tmp_path / "huge.yaml"
    big.write_bytes(b"windows:\n" + b"#" * (50 * 1048576))
    page.locator("#open-file").set_input_files(str(big))
    expect(page.locator("#status")).to_contain_text("the request is too large (50.0 MB)", timeout=60000)
    expect(page.locator("#status")).to_contain_text("at most 16.0 MB")
    click_scene_point(page, 275, 300)
    expect(page.locator("#answer-summary")).to_contain_text("goes to BB")


@pytest.mark.parametrize("page", [["Examples/lint-gallery.yaml"]], indirect=True)
def test_lint_findings_are_drawn_where_they_are(page):
    findings = page.locator("#lint-list li")
    expect(findings.first).to_contain_text("fix:")
    expect(page.locator("#overlay polygon.lint").first).to_be_attached()
    first = findings.first
    first.locator("button").click()
    expect(page.locator("#overlay polygon.selected")).to_have_count(1)
    if SHOTS:
        page.screenshot(path=str(ROOT / "Documentation" / "playground-lint.png"), full_page=True)


@pytest.mark.parametrize("page", [["Examples/Errors/unknown-key.yaml"]], indirect=True)
def test_a_malformed_file_given_opens_with_its_error_at_its_line(page):
    error = page.locator("#messages li.error")
    expect(error).to_contain_text("Examples/Errors/unknown-key.yaml:7:9: error: unknown key 'frmae' in a view")
    expect(error).to_contain_text("hint: did you mean 'frame'?")
    expect(error.locator(".line-text")).to_have_text("7 |         frmae: [20, 20, 100, 100]")
    # Fixed in the box and loaded again, it answers.
    page.locator("#source").fill(page.locator("#source").input_value().replace("frmae", "frame"))
    page.locator("#load").click()
    expect(page.locator("#messages li.error")).to_have_count(0)
    click_scene_point(page, 50, 50)
    expect(page.locator("#answer-summary")).to_have_text("A touch at (50, 50) goes to card in window main.")


@pytest.mark.parametrize("page", [[]], indirect=True)
def test_with_no_file_the_page_asks_for_one(page):
    expect(page.locator("#status")).to_contain_text("Drop a scene file")
    expect(page.locator("#tree li")).to_have_count(0)


def scene_point_on_screen(page, x, y):
    """Where the scene's point (x, y) is on the screen, in CSS pixels."""
    return page.evaluate(
        """([x, y]) => {
            const svg = document.querySelector('#picture svg');
            const point = svg.createSVGPoint();
            point.x = x; point.y = y;
            const on = point.matrixTransform(svg.getScreenCTM());
            return [Math.round(on.x * 10) / 10, Math.round(on.y * 10) / 10];
        }""",
        [x, y],
    )


@pytest.mark.parametrize("size", [(1280, 800), (1440, 900)])
def test_the_answer_is_in_view_and_the_picture_holds_still(browser, size):
    process, url = start_server(SEED)
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_load_state("networkidle")
        page.locator("#picture svg").wait_for()
        before = scene_point_on_screen(page, 275, 300)
        click_scene_point(page, 275, 300)
        # (A point of the picture is about a pixel: the click lands within a point of (275, 300).)
        expect(page.locator("#answer-summary")).to_contain_text("goes to BB (UILabel) in window window.")
        # The same scene point is on the same pixel after each answer: a second click lands
        # where the first did.
        assert scene_point_on_screen(page, 275, 300) == before
        click_scene_point(page, 100, 120)
        expect(page.locator("#answer-summary")).to_contain_text("goes to AAA")
        assert scene_point_on_screen(page, 275, 300) == before
        # The answer, the picture and its legend are in view without scrolling.
        for selector in ["#answer-summary", "#answer-chain", "#picture svg", "#legend"]:
            box = page.locator(selector).bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= size[1], (selector, box)
        # Code in the engine's sentences is shown as code, not in backquotes.
        expect(page.locator("#answer-summary code")).to_have_text(["AAA", "window"])
        if SHOTS and size == (1280, 800):
            page.screenshot(path=str(ROOT / "Documentation" / "playground-1280.png"))
    finally:
        context.close()
        process.terminate()
        process.wait(timeout=10)


def test_the_selection_follows_the_view_across_edits_and_is_cleared_by_a_new_scene(page):
    tree_item(page, "AAA").locator("button").click()
    expect(page.locator("#edit-name")).to_have_text("AAA (UILabel)")
    page.locator("#edit-hidden").check()
    expect(page.locator("#file-name")).to_contain_text("1 edit")
    # Still AAA after the edit, wherever its row now is.
    expect(page.locator("#edit-name")).to_have_text("AAA (UILabel)")
    expect(tree_item(page, "AAA")).to_have_class(re.compile(r"\bselected\b"))
    # The box shows the scene as edited, so Load keeps the edit.
    expect(page.locator("#source-state")).to_have_text("(as edited)")
    expect(page.locator("#source")).to_have_value(re.compile(r"id: AAA\n(.*\n)*?\s+hidden: true"))
    page.locator("#load").click()
    expect(page.locator("#status")).to_contain_text("Loaded pasted")
    expect(page.locator("#edit")).to_be_hidden()
    expect(page.locator("#tree li.selected")).to_have_count(0)
    expect(page.locator("#answer-summary")).to_have_text("Click the picture to touch it: the engine's answer shows here.")
    click_scene_point(page, 100, 120)
    expect(page.locator("#answer-summary")).to_contain_text("goes to AA ")


def test_views_are_named_by_what_a_person_sees_and_the_legend_says_each_colour(page):
    dump = (ROOT / "Examples" / "Dumps" / "cut-lines-imageview.txt").read_text()
    page.locator("#source").fill(dump)
    page.locator("#load").click()
    expect(page.locator("#status")).to_contain_text("Loaded pasted: a dump")
    expect(page.locator("#tree .shown", has_text="“Linen shirt”")).to_have_count(1)
    expect(page.locator("#tree .shown", has_text="“Add to cart”").first).to_be_attached()
    expect(page.locator("#legend li")).to_have_count(10)
    colours = page.evaluate(
        """() => [...document.querySelectorAll('#legend .swatch')].map((s) => {
            const style = getComputedStyle(s);
            return style.borderTopColor + ' ' + style.borderTopStyle + ' ' + style.backgroundImage + ' ' + style.backgroundColor;
        })"""
    )
    assert len(set(colours)) == len(colours), colours


def test_an_edit_keeps_the_comments_or_says_it_could_not(page):
    tree_item(page, "AAA").locator("button").click()
    page.locator("#edit-hidden").check()
    expect(page.locator("#file-name")).to_contain_text("1 edit")
    # The seed file's own comments stay in the edited scene.
    expect(page.locator("#source")).to_have_value(re.compile(r"^# Seed article 000"))
    expect(page.locator("#rewrite-note")).to_be_hidden()
    # A file with an anchor cannot be patched in place: the page says what Download drops.
    page.locator("#source").fill(
        "# mine\nwindows:\n  - id: w\n    subviews:\n      - {id: A, frame: &box [0, 0, 50, 50]}\n"
        "      - {id: B, frame: *box}\n"
    )
    page.locator("#load").click()
    expect(page.locator("#status")).to_contain_text("Loaded pasted")
    tree_item(page, "A").locator("button").click()
    page.locator("#edit-hidden").check()
    expect(page.locator("#rewrite-note")).to_be_visible()
    expect(page.locator("#rewrite-note")).to_contain_text("its comments and blank lines were not kept")

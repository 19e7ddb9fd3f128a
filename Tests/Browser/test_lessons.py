"""The playground's lessons mode (`responder serve --lessons`) in Debian's headless Chromium:
predict, reveal, switch language, keep progress across a reload, open a lesson by its address.
Every answer checked here is the engine's, computed by the server from the lesson's scene.

Run: RESPONDER_BIN=.build/debug/responder python3 -m pytest Tests/Browser
Screenshots go to Documentation/ (RESPONDER_SCREENSHOTS=0 skips them).
"""

import re
import subprocess

import pytest
from playwright.sync_api import expect

from test_playground import BINARY, ROOT, SHOTS, start_server

expect.set_options(timeout=30_000)


@pytest.fixture
def lessons(browser):
    """A server with the lessons, and a page (1440×900) opened at them, in English."""
    process, url = start_server("--lessons")
    context = browser.new_context(viewport={"width": 1440, "height": 900}, locale="en-US")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page, url
    context.close()
    process.terminate()
    process.wait(timeout=10)
    assert errors == [], f"the page's script failed: {errors}"


def open_lesson(page, url, lesson_id):
    page.goto(f"{url}#/lessons/{lesson_id}")
    expect(page.locator("#lesson")).to_have_attribute("data-id", lesson_id)


def click_scene_point(page, x, y):
    """Clicks the lesson's picture where the scene's point (x, y) is drawn."""
    client = page.evaluate(
        """([x, y]) => {
            const svg = document.querySelector('#lesson-picture svg');
            const point = svg.createSVGPoint();
            point.x = x; point.y = y;
            const on = point.matrixTransform(svg.getScreenCTM());
            return [Math.round(on.x), Math.round(on.y)];
        }""",
        [x, y],
    )
    page.mouse.click(client[0], client[1])


def test_serve_with_lessons_prints_the_lessons_address():
    process = subprocess.Popen(
        [str(BINARY), "serve", "--lessons"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        line = process.stdout.readline()
        assert re.match(r"responder playground: http://127\.0\.0\.1:\d+/#/lessons  \(Ctrl-C stops it\)$", line), line
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_the_printed_address_opens_the_lessons_grouped_by_article(lessons):
    page, url = lessons
    page.goto(url + "#/lessons")
    expect(page.locator("#lessons")).to_be_visible()
    expect(page.locator("main")).to_be_hidden()
    expect(page.locator("#lessons-list li.article")).to_have_count(5)
    expect(page.locator("#lessons-list li.lesson")).to_have_count(27)
    expect(page.locator("#lessons-list li.article h3").first).to_have_text("Seed 000 · Four hit-testing experiments and the fix")
    expect(page.locator("#lessons-progress")).to_have_text("0 of 27 answered, 0 right")


def test_predicting_a_touch_by_clicking_the_view_then_the_walk_view_by_view(lessons):
    page, url = lessons
    open_lesson(page, url, "seed000-first-tap")
    expect(page.locator("#lesson-title")).to_have_text("The deepest view under the finger")
    # Nothing is revealed before the prediction.
    expect(page.locator("#lesson-reveal")).to_be_hidden()
    expect(page.locator("#lesson-check")).to_be_disabled()
    # The hint, before the answer.
    page.locator("#lesson-hint-button").click()
    expect(page.locator("#lesson-hint")).to_contain_text("Hit-testing starts at the window")
    # A click on AAA's drawing, away from the finger, predicts AAA.
    click_scene_point(page, 75, 85)
    expect(page.locator("#lesson-prediction")).to_have_text("Your prediction: AAA")
    expect(page.locator('#lesson-choices button[data-choice="AAA"]')).to_have_attribute("aria-pressed", "true")
    page.locator("#lesson-check").click()
    expect(page.locator("#lesson-verdict")).to_have_text("Right.")
    expect(page.locator("#lesson-engine")).to_have_text("The engine's answer: AAA.")
    # The walk, one view at a time, then the outcome.
    walk = page.locator("#lesson-walk")
    expect(walk).to_have_attribute("data-state", "done")
    expect(walk.locator("li.visit").first).to_contain_text("window — point (100, 120) is inside")
    expect(walk.locator("li.visit").last).to_contain_text("AAA — point")
    expect(walk.locator("li.outcome")).to_have_text("The touch goes to AAA.")
    expect(page.locator("#lesson-chain")).to_contain_text("AAA (UILabel) → AA (UILabel) → root → vc → window")
    expect(page.locator("#lesson-recognizers")).to_contain_text("tapAAA")
    expect(page.locator("#lesson-why")).to_contain_text("AAA, is the hit-test view")
    # The engine's own picture of the touch replaces the plain one.
    expect(page.locator("#lesson-picture svg text", has_text="touch (100, 120)")).to_have_count(1)


def test_predicting_a_step_by_picking_its_output_and_being_told_it_is_wrong(lessons):
    page, url = lessons
    open_lesson(page, url, "seed004-nil-targeted-action")
    expect(page.locator("#lesson-script li.asked")).to_have_attribute("value", "3")
    expect(page.locator("#lesson-script li.asked")).to_contain_text("sendAction paste: to nil")
    page.locator('#lesson-choices button[data-choice="vc"]').click()
    expect(page.locator("#lesson-prediction")).to_have_text("Your prediction: vc")
    page.locator("#lesson-check").click()
    expect(page.locator("#lesson-verdict")).to_have_text("Not quite.")
    expect(page.locator("#lesson-engine")).to_have_text("The engine's answer: appDelegate. You predicted vc.")
    expect(page.locator('#lesson-choices button[data-choice="appDelegate"]')).to_have_class(re.compile(r"\banswer\b"))
    expect(page.locator("#lesson-chain")).to_contain_text("from the first responder")
    expect(page.locator("#lesson-walk")).to_contain_text("No touch in this step")
    expect(page.locator("#lesson-recognizers")).to_be_hidden()
    expect(page.locator("#lesson-log li.action").first).to_be_visible()
    # Wrong is kept as wrong in the list.
    expect(page.locator('#lessons-list li[data-id="seed004-nil-targeted-action"]')).to_have_attribute("data-mark", "wrong")


def test_chinese_is_chosen_kept_and_the_lesson_is_written_in_it(lessons):
    page, url = lessons
    open_lesson(page, url, "seed000-first-tap")
    page.locator('#lessons-language button[data-language="zh"]').click()
    expect(page.locator("#lesson-title")).to_have_text("手指下最深的视图")
    expect(page.locator("#lessons-list li.article h3").first).to_have_text("种子文章 000 · 四个命中测试实验与修正")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
    page.reload()
    expect(page.locator("#lesson-title")).to_have_text("手指下最深的视图")
    page.locator('#lesson-choices button[data-choice="AA"]').click()
    page.locator("#lesson-check").click()
    expect(page.locator("#lesson-verdict")).to_have_text("不对。")
    expect(page.locator("#lesson-walk li.outcome")).to_have_text("触摸交给 AAA。")
    expect(page.locator("#lesson-why")).to_contain_text("命中测试的结果")
    expect(page.locator("#lesson-walk")).to_have_attribute("data-state", "done")
    if SHOTS:
        page.screenshot(path=str(ROOT / "Documentation" / "lessons-zh.png"))
    page.locator('#lessons-language button[data-language="en"]').click()
    expect(page.locator("#lesson-verdict")).to_have_text("Not quite.")
    expect(page.locator("#lesson-why")).to_contain_text("is the hit-test view")


def test_progress_is_kept_across_a_reload(lessons):
    page, url = lessons
    open_lesson(page, url, "seed000-first-tap")
    page.locator('#lesson-choices button[data-choice="AAA"]').click()
    page.locator("#lesson-check").click()
    expect(page.locator("#lesson-verdict")).to_have_text("Right.")
    open_lesson(page, url, "seed004-nil-targeted-action")
    page.locator('#lesson-choices button[data-choice="field"]').click()
    page.locator("#lesson-check").click()
    expect(page.locator("#lesson-verdict")).to_have_text("Not quite.")
    page.reload()
    expect(page.locator("#lesson")).to_have_attribute("data-id", "seed004-nil-targeted-action")
    expect(page.locator("#lessons-progress")).to_have_text("2 of 27 answered, 1 right")
    expect(page.locator('#lessons-list li[data-id="seed000-first-tap"]')).to_have_attribute("data-mark", "right")
    expect(page.locator('#lessons-list li[data-id="seed004-nil-targeted-action"]')).to_have_attribute("data-mark", "wrong")
    expect(page.locator("#lesson-before")).to_have_text("You answered this lesson before: wrong.")


def test_a_lesson_address_opens_it_and_an_unknown_one_says_so(lessons):
    page, url = lessons
    open_lesson(page, url, "seed002-round-button-corner")
    expect(page.locator('#lessons-list li[data-id="seed002-round-button-corner"]')).to_have_class(re.compile(r"\bcurrent\b"))
    page.locator("#lesson-next").click()
    expect(page.locator("#lesson")).to_have_attribute("data-id", "seed002-too-faint-to-touch")
    assert page.url.endswith("#/lessons/seed002-too-faint-to-touch")
    page.goto(f"{url}#/lessons/seed002-round-buton-corner")
    expect(page.locator("#lessons-status")).to_contain_text("no lesson named 'seed002-round-buton-corner'")
    expect(page.locator("#lessons-status")).to_contain_text("did you mean 'seed002-round-button-corner'?")
    page.locator("#lessons-back").click()
    expect(page.locator("main")).to_be_visible()


@pytest.mark.parametrize("size", [(1280, 800), (1440, 900)])
def test_the_answer_is_in_view_at_each_size(browser, size):
    process, url = start_server("--lessons")
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale="en-US")
    page = context.new_page()
    try:
        page.goto(f"{url}#/lessons/seed000-outside-its-parent")
        expect(page.locator("#lesson")).to_have_attribute("data-id", "seed000-outside-its-parent")
        page.locator("#lesson-choices button.choice").first.click()
        page.locator("#lesson-check").click()
        expect(page.locator("#lesson-walk")).to_have_attribute("data-state", "done")
        # BBBB is drawn under the finger, but BBB's bounds end before it.
        expect(page.locator("#lesson-walk li.visit.outside").last).to_contain_text("BBB — point (215, 50) is outside its bounds (0, 0, 200, 200)")
        expect(page.locator("#lesson-walk li.outcome")).to_have_text("The touch goes to BB.")
        for element in ["#lesson-verdict", "#lesson-engine", "#lesson-check", "#lesson-picture svg"]:
            box = page.locator(element).bounding_box()
            assert box and box["y"] >= 0 and box["y"] + min(box["height"], 40) <= size[1], f"{element} at {box}"
        if SHOTS:
            page.screenshot(path=str(ROOT / "Documentation" / f"lessons-{size[0]}.png"))
    finally:
        context.close()
        process.terminate()
        process.wait(timeout=10)

// ResponderKit playground: the lessons mode (#/lessons, #/lessons/<name>). The learner predicts,
// then the server says what the engine does, computed now from the lesson's scene (LessonsAPI.swift):
// this page decides nothing, it draws, animates and remembers. Progress and the language are kept
// in localStorage. Everything lives in this function, apart from playground.js.
"use strict";

(() => {
  const SVG_NS = "http://www.w3.org/2000/svg";
  const PROGRESS_KEY = "responderkit.lessons.progress";
  const LANGUAGE_KEY = "responderkit.lessons.language";
  const STEP_MS = 450;

  const TEXT = {
    en: {
      lessons: "Lessons", playground: "Playground", language: "Language",
      intro: "Each lesson shows a scene from one of the seed articles and asks what UIKit does with it. Predict first, then see the engine's answer, the hit-test walk view by view, and why.",
      pick: "Pick a lesson on the left.",
      progress: (answered, right, total) => `${answered} of ${total} answered, ${right} right`,
      articles: [
        "Seed 000 · Four hit-testing experiments and the fix",
        "Seed 001 · The keyboard, the first responder, a covered view",
        "Seed 002 · From the event queue to the view hit",
        "Seed 003 · Hit areas and the chain to the app delegate",
        "Seed 004 · First responder, motion, remote control, actions",
      ],
      marks: { right: "right", wrong: "wrong", open: "not answered yet" },
      touchTask: "Click the view that gets the touch (the cross marks the finger), or pick it from the list.",
      stepTask: (step) => `What does step ${step} print after "${step} --->"? Pick one.`,
      nothing: "no view: the touch is dropped",
      yourPick: (name) => `Your prediction: ${name}`,
      noPick: "No prediction yet.",
      check: "Check my prediction",
      hint: "Show a hint", hintTitle: "Hint",
      right: "Right.", wrong: "Not quite.",
      engineSays: (answer) => `The engine's answer: ${answer}.`,
      youSaid: (prediction) => `You predicted ${prediction}.`,
      why: "Why", walk: "The hit-test walk, view by view", chain: "The responder chain",
      chainFromHit: "from the view hit, up next:", chainFromFirst: "from the first responder, up next:",
      chainNone: "No responder: nothing was hit.",
      chainNoFirst: "No first responder when this step starts: the step's log below shows where the event went.",
      recognizers: "Recognizers that see the touch", noRecognizers: "none",
      log: "What the step caused, in order", explain: "As responder explain prints it",
      replay: "Replay the walk", tryAgain: "Predict again", next: "Next lesson", previous: "Previous lesson",
      noWalk: "No touch in this step: nothing is hit-tested.",
      answeredBefore: (right) => `You answered this lesson before: ${right ? "right" : "wrong"}.`,
      lessonOf: (index, total) => `Lesson ${index} of ${total}`,
      script: "The scene's script", asked: "asked",
      verdict: {
        inside: (v) => `point ${pt(v.point)} is inside: its subviews are asked next, front-most first`,
        outside: (v) => `point ${pt(v.point)} is outside its bounds ${rect(v.bounds)}: its subviews are never asked`,
        hidden: () => "hidden: skipped, with everything inside it",
        transparent: (v) => `alpha ${v.alpha} < 0.01: skipped, with everything inside it`,
        interactionDisabled: () => "userInteractionEnabled is false: skipped, with everything inside it",
        animating: () => "animating without .allowUserInteraction: skipped",
      },
      goesTo: (name) => `The touch goes to ${name}.`,
      dropped: "No view takes the touch: it is dropped.",
      failed: "The lessons could not be loaded.",
    },
    zh: {
      lessons: "课程", playground: "练习场", language: "语言",
      intro: "每节课给出种子文章里的一个场景，问 UIKit 会怎么处理。先预测，再看引擎的答案、逐个视图的命中测试过程和原因。",
      pick: "从左边选一节课。",
      progress: (answered, right, total) => `共 ${total} 节，已答 ${answered} 节，答对 ${right} 节`,
      articles: [
        "种子文章 000 · 四个命中测试实验与修正",
        "种子文章 001 · 键盘、第一响应者、被遮住的视图",
        "种子文章 002 · 从事件队列到被点中的视图",
        "种子文章 003 · 点击区域与通往 app delegate 的响应链",
        "种子文章 004 · 第一响应者、摇动、远程控制与动作",
      ],
      marks: { right: "答对", wrong: "答错", open: "还没答" },
      touchTask: "点击会收到这次触摸的视图（叉号是手指的位置），或在列表里选。",
      stepTask: (step) => `第 ${step} 步在 "${step} --->" 后面打印什么？选一个。`,
      nothing: "没有视图：这次触摸被丢弃",
      yourPick: (name) => `你的预测：${name}`,
      noPick: "还没有预测。",
      check: "核对我的预测",
      hint: "给个提示", hintTitle: "提示",
      right: "答对了。", wrong: "不对。",
      engineSays: (answer) => `引擎的答案：${answer}。`,
      youSaid: (prediction) => `你的预测是 ${prediction}。`,
      why: "原因", walk: "命中测试，逐个视图", chain: "响应链",
      chainFromHit: "从被点中的视图沿 next 往上：", chainFromFirst: "从第一响应者沿 next 往上：",
      chainNone: "没有响应者：什么都没点中。",
      chainNoFirst: "这一步开始时没有第一响应者：事件去了哪里，见下面这一步的日志。",
      recognizers: "能看到这次触摸的手势识别器", noRecognizers: "没有",
      log: "这一步引起的事，按顺序", explain: "responder explain 的输出",
      replay: "重放命中测试", tryAgain: "重新预测", next: "下一课", previous: "上一课",
      noWalk: "这一步没有触摸：不做命中测试。",
      answeredBefore: (right) => `你以前答过这一课：${right ? "答对" : "答错"}。`,
      lessonOf: (index, total) => `第 ${index} 课，共 ${total} 课`,
      script: "场景的脚本", asked: "问的是这一步",
      verdict: {
        inside: (v) => `点 ${pt(v.point)} 在它里面：接着从最上层开始问它的子视图`,
        outside: (v) => `点 ${pt(v.point)} 不在它的 bounds ${rect(v.bounds)} 里：它的子视图都不会被问到`,
        hidden: () => "hidden 为 true：连同里面的视图一起跳过",
        transparent: (v) => `alpha ${v.alpha} 小于 0.01：连同里面的视图一起跳过`,
        interactionDisabled: () => "userInteractionEnabled 为 false：连同里面的视图一起跳过",
        animating: () => "正在做没有 .allowUserInteraction 的动画：跳过",
      },
      goesTo: (name) => `触摸交给 ${name}。`,
      dropped: "没有视图接收这次触摸：它被丢弃了。",
      failed: "课程加载失败。",
    },
  };

  const state = { list: null, lesson: null, prediction: null, reveal: null, timer: null, walkShown: 0 };

  // MARK: Small helpers

  const $ = (id) => document.getElementById(id);
  function el(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (className) node.className = className;
    return node;
  }
  function svgEl(tag, attributes) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    return node;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  // The engine's names and code come in backquotes: shown as code.
  function rich(tag, text, className) {
    const node = el(tag, null, className);
    String(text).split("`").forEach((part, index) => {
      if (part) node.appendChild(index % 2 === 1 ? el("code", part) : document.createTextNode(part));
    });
    return node;
  }
  function round(value) { return Math.round(value * 100) / 100; }
  function pt(point) { return `(${point.map(round).join(", ")})`; }
  function rect(bounds) { return `(${bounds.map(round).join(", ")})`; }

  function language() {
    const kept = localStorage.getItem(LANGUAGE_KEY);
    if (kept === "en" || kept === "zh") return kept;
    return (navigator.language || "").toLowerCase().startsWith("zh") ? "zh" : "en";
  }
  function t() { return TEXT[language()]; }
  function local(text) { return text[language()]; }

  function progress() {
    try {
      const kept = JSON.parse(localStorage.getItem(PROGRESS_KEY) || "{}");
      return kept && typeof kept === "object" ? kept : {};
    } catch (error) { return {}; }
  }
  function remember(id, prediction, right) {
    const kept = progress();
    kept[id] = { prediction, right };
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(kept));
  }

  async function call(method, path, body) {
    const options = { method, headers: {} };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, options);
    } catch (error) {
      throw { message: "the playground server does not answer (was it stopped?)" };
    }
    let data = null;
    try { data = await response.json(); } catch (error) { data = null; }
    if (!response.ok) throw (data && data.error) || { message: `the server answered ${response.status}` };
    return data;
  }

  function say(text, isError) {
    const status = $("lessons-status");
    status.textContent = text || "";
    status.className = isError ? "error" : "";
  }

  // MARK: Mode and address

  function route() {
    const hash = location.hash;
    const inLessons = hash === "#/lessons" || hash.startsWith("#/lessons/");
    document.body.classList.toggle("lessons-mode", inLessons);
    $("lessons").hidden = !inLessons;
    if (!inLessons) { stopWalk(); return; }
    const id = hash.startsWith("#/lessons/") ? decodeURIComponent(hash.slice("#/lessons/".length)) : null;
    showMode(id);
  }

  async function showMode(id) {
    applyLanguage();
    if (!state.list) {
      try {
        state.list = (await call("GET", "/api/lessons")).lessons;
      } catch (error) {
        say(`${t().failed} ${error.message}${error.hint ? ` (${error.hint})` : ""}`, true);
        return;
      }
    }
    drawList();
    if (!id) { showWelcome(); return; }
    if (state.lesson && state.lesson.id === id) { drawLesson(); return; }
    try {
      state.lesson = await call("GET", `/api/lessons/${encodeURIComponent(id)}`);
    } catch (error) {
      state.lesson = null;
      showWelcome();
      say(`${error.message}${error.hint ? ` (${error.hint})` : ""}`, true);
      return;
    }
    state.prediction = null;
    state.reveal = null;
    say("");
    drawLesson();
  }

  // MARK: The list

  function drawList() {
    const list = $("lessons-list");
    clear(list);
    const kept = progress();
    const text = t();
    let answered = 0, right = 0;
    for (const lesson of state.list) {
      if (kept[lesson.id]) { answered += 1; if (kept[lesson.id].right) right += 1; }
    }
    $("lessons-progress").textContent = text.progress(answered, right, state.list.length);
    const current = state.lesson && location.hash.startsWith("#/lessons/") ? state.lesson.id : null;
    for (let article = 0; article < text.articles.length; article++) {
      const lessons = state.list.filter((lesson) => lesson.article === article);
      if (!lessons.length) continue;
      const group = el("li", null, "article");
      group.appendChild(el("h3", text.articles[article]));
      const items = el("ol");
      for (const lesson of lessons) {
        const mark = kept[lesson.id] ? (kept[lesson.id].right ? "right" : "wrong") : "open";
        const item = el("li", null, `lesson ${mark}${lesson.id === current ? " current" : ""}`);
        item.dataset.id = lesson.id;
        item.dataset.mark = mark;
        const link = el("a", null);
        link.href = `#/lessons/${encodeURIComponent(lesson.id)}`;
        const sign = el("span", mark === "right" ? "✓" : mark === "wrong" ? "✗" : "•", "mark");
        sign.title = text.marks[mark];
        sign.setAttribute("aria-label", text.marks[mark]);
        link.appendChild(sign);
        link.appendChild(document.createTextNode(local(lesson.title)));
        if (lesson.id === current) link.setAttribute("aria-current", "page");
        item.appendChild(link);
        items.appendChild(item);
      }
      group.appendChild(items);
      list.appendChild(group);
    }
  }

  function showWelcome() {
    stopWalk();
    $("lesson").hidden = true;
    $("lesson-reveal").hidden = true;
    $("lessons-welcome").hidden = false;
    $("lessons-intro").textContent = t().intro;
    $("lessons-pick").textContent = t().pick;
  }

  // MARK: A lesson

  function drawLesson() {
    stopWalk();
    drawList();
    const lesson = state.lesson;
    const text = t();
    $("lessons-welcome").hidden = true;
    $("lesson").hidden = false;
    $("lesson").dataset.id = lesson.id;
    $("lesson").dataset.kind = lesson.kind;
    const position = state.list.findIndex((item) => item.id === lesson.id);
    $("lesson-position").textContent = `${text.lessonOf(position + 1, state.list.length)} · ${text.articles[lesson.article]}`;
    $("lesson-title").textContent = local(lesson.title);
    clear($("lesson-question"));
    $("lesson-question").appendChild(rich("span", local(lesson.question)));
    $("lesson-hint-button").textContent = text.hint;
    $("lesson-hint").hidden = true;
    clear($("lesson-hint"));
    $("lesson-hint").appendChild(el("strong", `${text.hintTitle}: `));
    $("lesson-hint").appendChild(rich("span", local(lesson.hint)));
    const before = progress()[lesson.id];
    $("lesson-before").textContent = before ? text.answeredBefore(before.right) : "";
    $("lesson-check").textContent = text.check;
    $("lesson-previous").textContent = `◀ ${text.previous}`;
    $("lesson-next").textContent = `${text.next} ▶`;
    $("lesson-previous").hidden = !lesson.previous;
    $("lesson-next").hidden = !lesson.next;
    if (lesson.previous) $("lesson-previous").href = `#/lessons/${encodeURIComponent(lesson.previous)}`;
    if (lesson.next) $("lesson-next").href = `#/lessons/${encodeURIComponent(lesson.next)}`;
    drawTask();
    drawPicture();
    drawPrediction();
    drawReveal();
  }

  function drawTask() {
    const lesson = state.lesson;
    const text = t();
    $("lesson-task").textContent = lesson.kind === "touch" ? text.touchTask : text.stepTask(lesson.step);
    const script = $("lesson-script");
    clear(script);
    $("lesson-script-title").textContent = text.script;
    // A touch lesson asks about a touch on the scene as loaded: its script is for `responder run`.
    $("lesson-script-box").hidden = lesson.kind !== "step" || lesson.script.length === 0;
    for (const step of lesson.script) {
      const item = el("li", null, step.number === lesson.step ? "asked" : "");
      item.value = step.number;
      item.appendChild(el("code", step.text));
      if (step.number === lesson.step) item.appendChild(el("span", ` ← ${text.asked}`, "asked-mark"));
      script.appendChild(item);
    }
    const choices = $("lesson-choices");
    clear(choices);
    const revealed = state.reveal !== null;
    const options = lesson.kind === "step" ? lesson.choices : pickableViews().map((view) => view.name).concat(["(nothing)"]);
    for (const choice of options) {
      const button = el("button", null, "choice");
      button.type = "button";
      button.dataset.choice = choice;
      if (choice === "(nothing)" && lesson.kind === "touch") button.textContent = text.nothing;
      else button.appendChild(el("code", choice));
      const view = lesson.views.find((item) => item.name === choice);
      if (view && view.shown) button.appendChild(el("span", ` “${view.shown}”`, "shown"));
      button.setAttribute("aria-pressed", String(state.prediction === choice));
      button.disabled = revealed;
      if (revealed && state.reveal.answer === choice) button.classList.add("answer");
      button.addEventListener("click", () => choose(choice));
      choices.appendChild(button);
    }
  }

  // Windows are not offered: a window is never the answer a learner means by "the view".
  function pickableViews() { return state.lesson.views.filter((view) => view.depth > 0); }

  function choose(choice) {
    if (state.reveal) return;
    state.prediction = choice;
    for (const button of document.querySelectorAll("#lesson-choices button")) {
      button.setAttribute("aria-pressed", String(button.dataset.choice === choice));
    }
    drawPrediction();
    drawOverlay();
  }

  function drawPrediction() {
    const text = t();
    const shown = state.prediction === "(nothing)" && state.lesson.kind === "touch" ? text.nothing : state.prediction;
    $("lesson-prediction").textContent = state.prediction === null ? text.noPick : text.yourPick(shown);
    $("lesson-check").disabled = state.prediction === null || state.reveal !== null;
  }

  // Before the answer, the picture is drawn here from the views' corners alone: the engine's own
  // picture marks where each view can really be touched, which would give the answer away.
  function drawPicture() {
    const lesson = state.lesson;
    const holder = $("lesson-picture");
    clear(holder);
    const [x, y, width, height] = lesson.canvas;
    let svg;
    if (state.reveal) {
      holder.innerHTML = state.reveal.svg;
      svg = holder.querySelector("svg");
    } else {
      svg = svgEl("svg", { viewBox: `${x} ${y} ${width} ${height}`, "font-size": "11", "font-family": "Helvetica, Arial, sans-serif" });
      svg.appendChild(svgEl("rect", { x, y, width, height, fill: "#fff" }));
      const placed = [];
      for (const view of lesson.views) {
        const classes = ["plain"];
        if (view.depth === 0) classes.push("window");
        if (view.hidden || view.alpha < 0.01) classes.push("gone");
        else if (!view.userInteractionEnabled) classes.push("off");
        const shape = svgEl("polygon", { points: view.corners.map((c) => c.join(",")).join(" "), class: classes.join(" ") });
        const title = svgEl("title");
        title.textContent = `${view.name} (${view.className})${view.shown ? ` “${view.shown}”` : ""}`;
        shape.appendChild(title);
        svg.appendChild(shape);
      }
      for (const view of lesson.views) {
        if (view.depth === 0) continue;
        const label = view.shown ? `${view.name} “${view.shown}”` : view.name;
        const [lx, ly] = placeLabel(placed, view.corners[0][0] + 3, view.corners[0][1] + 12, label.length * 6.2, 12);
        const node = svgEl("text", { x: lx, y: ly, class: "plain-label" });
        node.textContent = label;
        svg.appendChild(node);
      }
      if (lesson.point) {
        const [px, py] = lesson.point;
        svg.appendChild(svgEl("path", { d: `M${px - 7},${py - 7}L${px + 7},${py + 7}M${px - 7},${py + 7}L${px + 7},${py - 7}`, class: "finger-cross" }));
        const [tx, ty] = placeLabel(placed, px + 9, py - 8, 80, 12);
        const note = svgEl("text", { x: tx, y: ty, class: "finger-label" });
        note.textContent = `(${px}, ${py})`;
        svg.appendChild(note);
      }
    }
    if (!svg) return;
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", local(lesson.title));
    svg.appendChild(svgEl("g", { id: "lesson-overlay" }));
    if (lesson.kind === "touch" && !state.reveal) {
      svg.classList.add("pickable");
      svg.addEventListener("click", (event) => {
        const point = svg.createSVGPoint();
        point.x = event.clientX;
        point.y = event.clientY;
        const at = point.matrixTransform(svg.getScreenCTM().inverse());
        const view = smallestViewAt(at.x, at.y);
        if (view) choose(view.name);
      });
    }
    holder.replaceChildren(svg);
    drawOverlay();
  }

  // A label goes where asked, or lower, clear of the labels already placed.
  function placeLabel(placed, x, y, width, height) {
    let top = y;
    for (let tries = 0; tries < 12; tries++) {
      const box = { x, y: top - height + 2, width, height };
      const hits = placed.some((other) => box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height);
      if (!hits) { placed.push(box); return [x, top]; }
      top += height + 1;
    }
    placed.push({ x, y: top - height + 2, width, height });
    return [x, top];
  }

  // The view drawn smallest under the pointer: the one a click means, not an answer.
  function smallestViewAt(x, y) {
    let best = null, bestArea = Infinity;
    for (const view of pickableViews()) {
      if (!inside(view.corners, x, y)) continue;
      const area = Math.abs(polygonArea(view.corners));
      if (area <= bestArea) { best = view; bestArea = area; }
    }
    return best;
  }
  function inside(corners, x, y) {
    let result = false;
    for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
      const [xi, yi] = corners[i], [xj, yj] = corners[j];
      if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
    }
    return result;
  }
  function polygonArea(corners) {
    let sum = 0;
    for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) sum += (corners[j][0] + corners[i][0]) * (corners[j][1] - corners[i][1]);
    return sum / 2;
  }

  function viewByName(views, name) { return views.find((view) => view.name === name); }

  function drawOverlay() {
    const overlay = $("lesson-overlay");
    if (!overlay) return;
    clear(overlay);
    const lesson = state.lesson;
    if (!state.reveal) {
      const chosen = lesson.kind === "touch" && viewByName(lesson.views, state.prediction);
      if (chosen) overlay.appendChild(svgEl("polygon", { points: chosen.corners.map((c) => c.join(",")).join(" "), class: "predicted" }));
      return;
    }
    const reveal = state.reveal;
    const visit = reveal.walk[state.walkShown - 1];
    const current = visit && reveal.views[visit.key];
    if (current && state.walkShown <= reveal.walk.length && state.timer !== null) {
      overlay.appendChild(svgEl("polygon", { points: current.corners.map((c) => c.join(",")).join(" "), class: `walking ${visit.verdict}` }));
    }
  }

  // MARK: The answer

  async function check() {
    if (state.prediction === null || state.reveal) return;
    const lesson = state.lesson;
    $("lesson-check").disabled = true;
    let reveal;
    try {
      reveal = await call("POST", `/api/lessons/${encodeURIComponent(lesson.id)}/reveal`, { prediction: state.prediction });
    } catch (error) {
      say(`${error.message}${error.hint ? ` (${error.hint})` : ""}`, true);
      $("lesson-check").disabled = false;
      return;
    }
    if (!state.lesson || state.lesson.id !== lesson.id) return;
    state.reveal = reveal;
    remember(lesson.id, reveal.prediction, reveal.correct);
    drawList();
    drawTask();
    drawPrediction();
    drawPicture();
    drawReveal();
    startWalk();
  }

  function drawReveal() {
    const reveal = state.reveal;
    const box = $("lesson-reveal");
    box.hidden = !reveal;
    $("lesson-try-again").hidden = !reveal;
    if (!reveal) return;
    const text = t();
    const lesson = state.lesson;
    box.dataset.correct = String(reveal.correct);
    $("lesson-verdict").textContent = reveal.correct ? text.right : text.wrong;
    $("lesson-verdict").className = reveal.correct ? "right" : "wrong";
    const name = (value) => (value === "(nothing)" && lesson.kind === "touch" ? text.nothing : value);
    $("lesson-engine").textContent = `${text.engineSays(name(reveal.answer))} ${reveal.correct ? "" : text.youSaid(name(reveal.prediction))}`.trim();
    $("lesson-why-title").textContent = text.why;
    clear($("lesson-why"));
    $("lesson-why").appendChild(rich("span", local(reveal.why)));
    $("lesson-walk-title").textContent = text.walk;
    $("lesson-replay").textContent = text.replay;
    $("lesson-replay").hidden = reveal.walk.length === 0;
    $("lesson-try-again").textContent = text.tryAgain;
    $("lesson-chain-title").textContent = text.chain;
    const chain = $("lesson-chain");
    clear(chain);
    if (reveal.chain.length === 0) {
      chain.appendChild(el("span", reveal.point ? text.chainNone : text.chainNoFirst));
    } else {
      chain.appendChild(el("span", `${reveal.chainStart === "firstResponder" ? text.chainFromFirst : text.chainFromHit} `, "muted"));
      reveal.chain.forEach((responder, index) => {
        if (index > 0) chain.appendChild(document.createTextNode(" → "));
        chain.appendChild(rich("span", responder, "responder"));
      });
    }
    $("lesson-recognizers-title").textContent = text.recognizers;
    // Recognizers see touches: a step without one (a shake, an action) has none to show.
    $("lesson-recognizers-title").hidden = !reveal.point;
    $("lesson-recognizers").hidden = !reveal.point;
    const recognizers = $("lesson-recognizers");
    clear(recognizers);
    if (reveal.recognizers.length === 0) recognizers.appendChild(el("li", text.noRecognizers, "muted"));
    for (const recognizer of reveal.recognizers) recognizers.appendChild(rich("li", recognizer));
    $("lesson-log-box").hidden = reveal.log.length === 0;
    $("lesson-log-title").textContent = text.log;
    const log = $("lesson-log");
    clear(log);
    for (const line of reveal.log) log.appendChild(rich("li", line.text, line.kind));
    $("lesson-explain-title").textContent = text.explain;
    $("lesson-explain-box").hidden = !reveal.explanation;
    $("lesson-explain").textContent = reveal.explanation;
    drawWalk();
  }

  function drawWalk() {
    const reveal = state.reveal;
    const text = t();
    const walk = $("lesson-walk");
    clear(walk);
    walk.dataset.state = state.walkShown >= reveal.walk.length ? "done" : "walking";
    if (reveal.walk.length === 0) { walk.appendChild(el("li", text.noWalk, "muted")); return; }
    reveal.walk.slice(0, state.walkShown).forEach((visit) => {
      const item = el("li", null, `visit ${visit.verdict}`);
      item.dataset.verdict = visit.verdict;
      const view = reveal.views[visit.key];
      item.style.paddingLeft = `${(view ? view.depth : 0) * 0.9 + 0.3}em`;
      item.appendChild(el("code", visit.name));
      item.appendChild(document.createTextNode(" — " + text.verdict[visit.verdict](visit)));
      walk.appendChild(item);
    });
    if (state.walkShown >= reveal.walk.length) {
      const hit = reveal.hit !== null && reveal.hit !== undefined ? reveal.views[reveal.hit] : null;
      walk.appendChild(el("li", hit ? text.goesTo(hit.name) : text.dropped, "outcome"));
    }
  }

  function startWalk() {
    stopWalk();
    const reveal = state.reveal;
    const still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    state.walkShown = still ? reveal.walk.length : 0;
    if (still || reveal.walk.length === 0) { drawWalk(); drawOverlay(); return; }
    const advance = () => {
      state.walkShown += 1;
      drawWalk();
      drawOverlay();
      if (state.walkShown >= reveal.walk.length) { state.timer = null; drawOverlay(); return; }
      state.timer = setTimeout(advance, STEP_MS);
    };
    state.timer = setTimeout(advance, 0);
  }

  function stopWalk() {
    if (state.timer !== null) clearTimeout(state.timer);
    state.timer = null;
    if (state.reveal) state.walkShown = state.reveal.walk.length;
  }

  function tryAgain() {
    stopWalk();
    state.reveal = null;
    state.prediction = null;
    drawLesson();
  }

  // MARK: Language

  function applyLanguage() {
    const chosen = language();
    const text = t();
    document.documentElement.lang = chosen === "zh" ? "zh-Hans" : "en";
    for (const button of document.querySelectorAll("#lessons-language button")) {
      button.setAttribute("aria-pressed", String(button.dataset.language === chosen));
    }
    $("lessons-language").setAttribute("aria-label", text.language);
    $("lessons-title").textContent = text.lessons;
    $("lessons-back").textContent = `← ${text.playground}`;
  }

  function setLanguage(chosen) {
    localStorage.setItem(LANGUAGE_KEY, chosen);
    applyLanguage();
    if (!state.list) return;
    drawList();
    if (state.lesson && !$("lesson").hidden) {
      drawLesson();
    } else {
      showWelcome();
    }
  }

  function start() {
    for (const button of document.querySelectorAll("#lessons-language button")) {
      button.addEventListener("click", () => setLanguage(button.dataset.language));
    }
    $("lesson-hint-button").addEventListener("click", () => { $("lesson-hint").hidden = false; });
    $("lesson-check").addEventListener("click", check);
    $("lesson-replay").addEventListener("click", startWalk);
    $("lesson-try-again").addEventListener("click", tryAgain);
    window.addEventListener("hashchange", route);
    route();
  }

  document.addEventListener("DOMContentLoaded", start);
})();

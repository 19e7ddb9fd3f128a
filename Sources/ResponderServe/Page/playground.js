// ResponderKit playground. The page draws what the server says and decides nothing about touches:
// every answer (where a touch goes, why, the script's log, lint) comes from the engine through
// the JSON API (PlaygroundAPI.swift).
"use strict";

const $ = (id) => document.getElementById(id);
const SVG_NS = "http://www.w3.org/2000/svg";
const state = { scene: null, views: [], answer: null, point: null, findings: [], timeline: null, step: -1, selected: null };

// MARK: Talking to the server

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
    throw { message: "the playground server does not answer (was it stopped?)", text: String(error) };
  }
  let data = null;
  try { data = await response.json(); } catch (error) { data = null; }
  if (!response.ok) {
    const info = (data && data.error) || { message: `the server answered ${response.status}`, text: `HTTP ${response.status}` };
    info.status = response.status;
    info.body = data;
    throw info;
  }
  return data;
}

function say(text, isError) {
  const status = $("status");
  setRichText(status, text);
  status.title = text;
  status.className = isError ? "error" : "";
}

// The engine's sentences name objects and code in backquotes: those parts are shown as code.
function setRichText(element, text) {
  clear(element);
  String(text).split("`").forEach((part, index) => {
    if (!part) return;
    element.appendChild(index % 2 === 1 ? el("code", part) : document.createTextNode(part));
  });
  return element;
}

function richEl(tag, text, className) { return setRichText(el(tag, null, className), text); }

function clear(element) { while (element.firstChild) element.removeChild(element.firstChild); }

function el(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  if (className) node.className = className;
  return node;
}

// MARK: Loading

async function loadText(text, name) {
  say(`Loading ${name}…`);
  try {
    const scene = await call("POST", "/api/load", { name, text });
    state.point = null;
    showScene(scene, { keepSelection: false });
    say(`Loaded ${name}: ${scene.kind === "dump" ? "a dump" : "a scene file"}, ${scene.views.length} views${scene.warnings.length ? `, ${scene.warnings.length} warning(s) beside their lines` : ""}. Click the picture to touch it.`);
  } catch (error) {
    // A scene or dump the reader refused goes into the box, to be fixed at the line shown.
    if (error.status === 422 && $("source").value !== text) $("source").value = text;
    showError(error, text);
  }
}

function showError(error, text) {
  say("Not loaded: " + (error.line ? `line ${error.line}: ` : "") + error.message + (error.hint ? ` (${error.hint})` : ""), true);
  const list = $("messages");
  clear(list);
  const item = messageItem("error", error.line, error.column, error.text || error.message, text);
  list.appendChild(item);
  if (error.line) selectLine(error.line);
}

function messageItem(kind, line, column, text, source) {
  const item = el("li", null, kind);
  item.appendChild(el("span", text));
  if (line && source) {
    const lines = source.split("\n");
    if (line <= lines.length) item.appendChild(el("span", `${line} | ${lines[line - 1]}`, "line-text"));
    item.dataset.line = line;
    item.tabIndex = 0;
    item.title = "Show this line";
    item.addEventListener("click", () => selectLine(line));
    item.addEventListener("keydown", (event) => { if (event.key === "Enter") selectLine(line); });
  }
  return item;
}

function selectLine(line) {
  const area = $("source");
  const lines = area.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  const end = start + (lines[line - 1] || "").length;
  area.focus();
  area.setSelectionRange(start, end);
  const height = area.scrollHeight / Math.max(lines.length, 1);
  area.scrollTop = Math.max(0, (line - 5) * height);
}

// MARK: The scene: picture, tree, windows, warnings

// Shows a scene the server sent. The selection is kept by the view's id (an edit, an undo) or
// cleared (a new scene): never by its row, which may now be another view.
function showScene(scene, { keepSelection = true } = {}) {
  const selectedID = keepSelection && state.selected !== null && state.views[state.selected] ? state.views[state.selected].id : null;
  state.scene = scene;
  state.views = scene.views;
  state.answer = null;
  state.timeline = null;
  state.step = -1;
  const kept = selectedID ? scene.views.find((v) => v.id === selectedID) : null;
  state.selected = kept ? kept.key : null;
  $("file-name").textContent = scene.name + (scene.edits ? ` — ${scene.edits} edit(s)` : "");
  $("revert").disabled = scene.edits === 0;
  // The box shows the scene as it stands: Load then loads what is shown, edits included.
  if ($("source").value !== scene.current) $("source").value = scene.current;
  $("source-state").textContent = scene.edits ? `(as edited${scene.kind === "dump" ? ", written as a scene file" : ""})` : "";
  // An edit that could not patch the file's own text says so: Download then drops its comments.
  $("rewrite-note").hidden = !scene.rewritten;
  $("rewrite-note").textContent = scene.rewritten ? `Download: ${scene.rewriteNote}.` : "";
  const messages = $("messages");
  clear(messages);
  for (const warning of scene.warnings) {
    messages.appendChild(messageItem("warning", warning.line, 1, `line ${warning.line}: warning: ${warning.message}` + warning.details.map((d) => "\n  " + d).join(""), scene.edits ? null : scene.source));
  }
  const select = $("window-select");
  const chosen = select.value;
  while (select.options.length > 1) select.remove(1);
  for (const window of scene.windows) {
    const option = el("option", `${window.name} (level ${window.level}${window.hidden ? ", hidden" : ""}${window.isKey ? ", key" : ""})`);
    option.value = window.key;
    select.appendChild(option);
  }
  select.value = [...select.options].some((o) => o.value === chosen) ? chosen : "";
  drawPicture(scene.svg);
  drawTree();
  clearAnswer();
  clear($("step-list")); clear($("step-log")); $("step-answer").textContent = ""; $("step-explain").hidden = true;
  $("play").disabled = !scene.hasScript;
  $("play").title = scene.hasScript ? "" : "this scene has no script";
  updateStepButtons();
  showEditor();
  refreshLint();
}

function drawPicture(svgText) {
  const picture = $("picture");
  picture.innerHTML = svgText;
  const svg = picture.querySelector("svg");
  if (!svg) return;
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "The scene drawn to scale; click to touch it");
  const overlay = document.createElementNS(SVG_NS, "g");
  overlay.id = "overlay";
  svg.appendChild(overlay);
  svg.addEventListener("click", (event) => {
    const point = svgPoint(svg, event);
    explain(Math.round(point.x), Math.round(point.y));
  });
  svg.addEventListener("mousemove", (event) => hoverPicture(svgPoint(svg, event)));
  svg.addEventListener("mouseleave", () => setHover(null));
  drawOverlay();
}

function svgPoint(svg, event) {
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  return point.matrixTransform(svg.getScreenCTM().inverse());
}

function polygon(view, className) {
  const shape = document.createElementNS(SVG_NS, "polygon");
  shape.setAttribute("points", view.corners.map((c) => c.join(",")).join(" "));
  shape.setAttribute("class", className);
  return shape;
}

function drawOverlay() {
  const overlay = $("overlay");
  if (!overlay) return;
  clear(overlay);
  if ($("show-lint").checked) {
    const marked = new Set();
    for (const finding of state.findings) {
      const view = state.views[finding.view];
      if (!view || marked.has(finding.view)) continue;
      marked.add(finding.view);
      const shape = polygon(view, "lint");
      const title = document.createElementNS(SVG_NS, "title");
      title.textContent = state.findings.filter((f) => f.view === finding.view).map((f) => `${f.check}: ${f.message}\nfix: ${f.fix}`).join("\n");
      shape.appendChild(title);
      overlay.appendChild(shape);
      const [x, y] = view.corners[0];
      const mark = document.createElementNS(SVG_NS, "circle");
      mark.setAttribute("cx", x); mark.setAttribute("cy", y); mark.setAttribute("r", 7); mark.setAttribute("class", "lint-mark");
      overlay.appendChild(mark);
      const text = document.createElementNS(SVG_NS, "text");
      text.setAttribute("x", x - 2); text.setAttribute("y", y + 4); text.setAttribute("class", "lint-mark-text");
      text.textContent = "!";
      overlay.appendChild(text);
    }
  }
  const step = state.timeline && state.timeline.steps[state.step];
  if (step) {
    for (const key of step.views) if (state.views[key]) overlay.appendChild(polygon(state.views[key], "step-view"));
    step.points.forEach(([x, y], index) => {
      const finger = document.createElementNS(SVG_NS, "circle");
      finger.setAttribute("cx", x); finger.setAttribute("cy", y); finger.setAttribute("r", 9); finger.setAttribute("class", "finger");
      overlay.appendChild(finger);
      const label = document.createElementNS(SVG_NS, "text");
      label.setAttribute("x", x + 11); label.setAttribute("y", y + 22 + index * 14); label.setAttribute("class", "finger-label");
      label.textContent = `step ${step.number}${step.points.length > 1 ? "." + (index + 1) : ""}`;
      overlay.appendChild(label);
    });
  }
  if (state.selected !== null && state.views[state.selected]) overlay.appendChild(polygon(state.views[state.selected], "selected"));
  if (state.hover !== null && state.hover !== undefined && state.views[state.hover]) overlay.appendChild(polygon(state.views[state.hover], "hover"));
}

// Hovering the picture finds the smallest view drawn under the pointer, to show it in the tree;
// it is a way to find a view, not an answer: clicking asks the engine.
function hoverPicture(point) {
  let best = null, bestArea = Infinity;
  for (const view of state.views) {
    if (!inside(view.corners, point.x, point.y)) continue;
    const area = Math.abs(polygonArea(view.corners));
    if (area <= bestArea) { best = view.key; bestArea = area; }
  }
  setHover(best);
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

function setHover(key) {
  if (state.hover === key) return;
  state.hover = key;
  for (const item of document.querySelectorAll("#tree li.hover")) item.classList.remove("hover");
  if (key !== null) {
    const item = document.querySelector(`#tree li[data-key="${key}"]`);
    if (item) { item.classList.add("hover"); revealInTree(item); }
  }
  drawOverlay();
}

// Scrolls the tree, and only the tree, to show `item`: the page and the picture stay where they are.
function revealInTree(item) {
  const tree = $("tree");
  const top = item.offsetTop - tree.offsetTop;
  if (top < tree.scrollTop) tree.scrollTop = top;
  else if (top + item.offsetHeight > tree.scrollTop + tree.clientHeight) tree.scrollTop = top + item.offsetHeight - tree.clientHeight;
}

function drawTree() {
  const tree = $("tree");
  clear(tree);
  const answer = state.answer;
  const path = new Set(answer ? answer.path : []);
  const step = state.timeline && state.timeline.steps[state.step];
  const stepViews = new Set(step ? step.views : []);
  for (const view of state.views) {
    const item = el("li");
    item.dataset.key = view.key;
    if (view.id) item.dataset.id = view.id;
    if (path.has(view.key)) item.classList.add("on-path");
    if (answer && answer.hit === view.key) item.classList.add("hit");
    if (stepViews.has(view.key)) item.classList.add("step-view");
    if (state.selected === view.key) item.classList.add("selected");
    const button = el("button");
    button.type = "button";
    button.style.paddingLeft = `${0.3 + view.depth * 1.1}em`;
    const props = [];
    props.push(`(${view.frame.map(round).join(" ")})`);
    if (view.hidden) props.push("hidden");
    if (view.alpha !== 1) props.push(`alpha ${round(view.alpha)}`);
    if (!view.userInteractionEnabled) props.push("interaction off");
    if (view.gestures.length) props.push("⟲ " + view.gestures.join(", "));
    if (view.guessed.length) props.push("guessed: " + view.guessed.join(", "));
    // The engine's class, unless the name already ends with it (`BB` (UILabel)).
    const engineClass = view.name.endsWith(`(${view.className})`) ? "" : ` ${view.className}`;
    button.appendChild(richEl("span", `${view.name}${engineClass}`, "name"));
    if (view.shown) button.appendChild(el("span", ` “${view.shown}”`, "shown"));
    button.appendChild(el("span", " " + props.join(" · "), "props"));
    if (answer && answer.verdicts[view.key] !== undefined) {
      if (answer.pruned.includes(view.key)) item.classList.add("pruned");
      button.appendChild(richEl("span", answer.verdicts[view.key], "verdict"));
    }
    button.addEventListener("click", () => select(view.key));
    button.addEventListener("mouseenter", () => setHover(view.key));
    button.addEventListener("mouseleave", () => setHover(null));
    button.addEventListener("focus", () => setHover(view.key));
    item.appendChild(button);
    tree.appendChild(item);
  }
}

function round(value) { return Math.round(value * 100) / 100; }

// MARK: Explain

async function explain(x, y) {
  if (!state.scene) { say("Load a scene first.", true); return; }
  state.point = { x, y };
  $("point-x").value = x;
  $("point-y").value = y;
  const chosen = $("window-select").value;
  const body = { x, y };
  if (chosen !== "") body.window = Number(chosen);
  try {
    const answer = await call("POST", "/api/explain", body);
    state.answer = answer;
    state.timeline = state.timeline; // the script's state is kept
    drawPicture(answer.svg);
    drawTree();
    showAnswer(answer);
    say(answer.headline);
  } catch (error) {
    say(error.message, true);
  }
}

function showAnswer(answer) {
  const summary = $("answer-summary");
  setRichText(summary, answer.headline);
  summary.className = "";
  $("answer-details").hidden = false;
  const stack = $("answer-stack");
  clear(stack);
  for (const entry of answer.stack) stack.appendChild(richEl("li", entry.text, entry.lost ? "lost" : ""));
  if (!answer.stack.length) stack.appendChild(el("li", "(none)"));
  setRichText($("answer-chain"), answer.chain.length ? answer.chain.join(" → ") : "(no view is hit)");
  setRichText($("answer-recognizers"), answer.recognizers.length ? answer.recognizers.join(", ") : "none");
  setRichText($("answer-nearmiss"), answer.nearMiss ? "Near miss: " + answer.nearMiss : "");
  const notes = $("answer-notes");
  clear(notes);
  for (const note of answer.notes) notes.appendChild(richEl("li", note));
  $("answer-text").textContent = answer.text;
}

function clearAnswer() {
  const summary = $("answer-summary");
  summary.textContent = "Click the picture to touch it: the engine's answer shows here.";
  summary.className = "muted";
  $("answer-details").hidden = true;
}

// MARK: Editing

function select(key) {
  state.selected = key;
  drawTree();
  drawOverlay();
  showEditor();
}

function showEditor() {
  const view = state.selected !== null ? state.views[state.selected] : null;
  $("edit").hidden = !view;
  if (!view) return;
  setRichText($("edit-name"), view.name + (view.shown ? ` “${view.shown}”` : ""));
  $("edit-hidden").checked = view.hidden;
  $("edit-interaction").checked = view.userInteractionEnabled;
  $("edit-alpha").value = round(view.alpha);
  ["x", "y", "w", "h"].forEach((name, index) => { $("edit-frame-" + name).value = round(view.frame[index]); });
  $("edit-gestures").textContent = view.gestures.length ? "Recognizers: " + view.gestures.join(", ") : "No recognizers.";
  const editable = view.id !== null && view.id !== undefined;
  for (const id of ["edit-hidden", "edit-interaction", "edit-alpha", "edit-alpha-apply", "edit-frame-apply", "edit-add-tap"]) $(id).disabled = !editable;
  if (!editable) $("edit-gestures").textContent += " This view has no id, so it cannot be changed here.";
}

async function edit(change) {
  const view = state.views[state.selected];
  if (!view || !view.id) return;
  const id = view.id;
  try {
    const scene = await call("POST", "/api/edit", Object.assign({ view: id }, change));
    showScene(scene);
    say(`Changed ${view.name}: ${Object.keys(change).map((k) => `${k} ${JSON.stringify(change[k])}`).join(", ")}.` + (state.point ? " The answer is the engine's for the changed scene." : ""));
    if (state.point) await explain(state.point.x, state.point.y);
  } catch (error) {
    say("Not changed: " + (error.line ? `line ${error.line}: ` : "") + error.message + (error.hint ? ` (${error.hint})` : ""), true);
    showEditor();
  }
}

// MARK: Lint

async function refreshLint() {
  const list = $("lint-list");
  clear(list);
  try {
    state.findings = await call("GET", "/api/lint");
  } catch (error) {
    state.findings = [];
    list.appendChild(el("li", error.message));
    return;
  }
  if (!state.findings.length) list.appendChild(el("li", "No findings: every control and touch target can be touched."));
  for (const finding of state.findings) {
    const item = el("li");
    item.appendChild(richEl("span", `line ${finding.line}: ${finding.message} [${finding.check}]`));
    item.appendChild(richEl("span", "fix: " + finding.fix, "fix"));
    if (finding.view !== null && finding.view !== undefined) {
      const show = el("button", "show");
      show.type = "button";
      show.addEventListener("click", () => select(finding.view));
      item.appendChild(show);
    }
    list.appendChild(item);
  }
  drawOverlay();
}

// MARK: The script's timeline

async function play() {
  try {
    const timeline = await call("GET", "/api/play");
    state.timeline = timeline;
    const list = $("step-list");
    clear(list);
    timeline.steps.forEach((step, index) => {
      const item = el("li");
      const button = el("button", `${step.source || "step " + step.number}  → ${step.answer}`);
      button.type = "button";
      button.addEventListener("click", () => showStep(index));
      item.appendChild(button);
      list.appendChild(item);
    });
    say(`Played ${timeline.steps.length} step(s) on a fresh copy of the scene. Step through them with ◀ and ▶ (or the arrow keys here).`);
    showStep(0);
  } catch (error) {
    say("Not played: " + (error.line ? `line ${error.line}: ` : "") + error.message, true);
  }
}

function showStep(index) {
  const timeline = state.timeline;
  if (!timeline || index < 0 || index >= timeline.steps.length) return;
  state.step = index;
  const step = timeline.steps[index];
  [...$("step-list").children].forEach((item, i) => item.classList.toggle("current", i === index));
  $("step-answer").textContent = `${step.number} ---> ${step.answer}`;
  $("step-explain").hidden = step.points.length === 0;
  const log = $("step-log");
  clear(log);
  const visits = $("show-visits").checked;
  for (const entry of step.entries) {
    if (entry.kind === "hitTestVisit" && !visits) continue;
    const item = richEl("li", `${entry.t.toFixed(3)}  ${entry.text}`, entry.kind);
    if (entry.view !== null && entry.view !== undefined) {
      item.addEventListener("mouseenter", () => setHover(entry.view));
      item.addEventListener("mouseleave", () => setHover(null));
    }
    log.appendChild(item);
  }
  updateStepButtons();
  // A script that changes the hierarchy comes with the picture after each step.
  if (step.svg) drawPicture(step.svg);
  drawTree();
  drawOverlay();
}

function updateStepButtons() {
  const count = state.timeline ? state.timeline.steps.length : 0;
  $("step-prev").disabled = !count || state.step <= 0;
  $("step-next").disabled = !count || state.step >= count - 1;
}

// MARK: Wiring

// The server decides what it takes (a file over its limit gets its 413 and message); the text
// goes into the box once it has loaded.
function readFile(file) {
  const reader = new FileReader();
  reader.onload = () => loadText(reader.result, file.name);
  reader.onerror = () => say(`Cannot read ${file.name}.`, true);
  reader.readAsText(file);
}

function start() {
  $("load").addEventListener("click", () => loadText($("source").value, "pasted"));
  $("open-file").addEventListener("change", (event) => { if (event.target.files[0]) readFile(event.target.files[0]); });
  document.addEventListener("dragover", (event) => { event.preventDefault(); });
  document.addEventListener("drop", (event) => {
    event.preventDefault();
    const file = event.dataTransfer && event.dataTransfer.files[0];
    if (file) readFile(file);
  });
  $("point-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const x = Number($("point-x").value), y = Number($("point-y").value);
    if (Number.isFinite(x) && Number.isFinite(y)) explain(x, y);
  });
  $("window-select").addEventListener("change", () => { if (state.point) explain(state.point.x, state.point.y); });
  $("show-lint").addEventListener("change", drawOverlay);
  $("revert").addEventListener("click", async () => {
    try {
      showScene(await call("POST", "/api/revert", {}));
      say("Edits undone: the scene is as loaded.");
      if (state.point) await explain(state.point.x, state.point.y);
    } catch (error) { say(error.message, true); }
  });
  $("edit-hidden").addEventListener("change", (event) => edit({ hidden: event.target.checked }));
  $("edit-interaction").addEventListener("change", (event) => edit({ userInteractionEnabled: event.target.checked }));
  $("edit-alpha-apply").addEventListener("click", () => edit({ alpha: Number($("edit-alpha").value) }));
  $("edit-frame-apply").addEventListener("click", () => edit({ frame: ["x", "y", "w", "h"].map((n) => Number($("edit-frame-" + n).value)) }));
  $("edit-add-tap").addEventListener("click", () => edit({ addTap: true }));
  $("edit-explain-center").addEventListener("click", () => {
    const view = state.views[state.selected];
    if (!view) return;
    const xs = view.corners.map((c) => c[0]), ys = view.corners.map((c) => c[1]);
    explain(Math.round((Math.min(...xs) + Math.max(...xs)) / 2), Math.round((Math.min(...ys) + Math.max(...ys)) / 2));
  });
  $("play").addEventListener("click", play);
  $("step-prev").addEventListener("click", () => showStep(state.step - 1));
  $("step-next").addEventListener("click", () => showStep(state.step + 1));
  $("step-explain").addEventListener("click", () => {
    const step = state.timeline && state.timeline.steps[state.step];
    if (step && step.points.length) explain(step.points[0][0], step.points[0][1]);
  });
  $("show-visits").addEventListener("change", () => showStep(state.step));
  $("timeline").addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT") return;
    if (event.key === "ArrowRight") { event.preventDefault(); showStep(state.step + 1); }
    if (event.key === "ArrowLeft") { event.preventDefault(); showStep(state.step - 1); }
  });
  call("GET", "/api/scene").then((scene) => {
    showScene(scene);
    say(`Loaded ${scene.name}. Click the picture to touch it, or type a point.`);
  }).catch((error) => {
    if (error.status === 422 && error.body) {
      $("source").value = error.body.source;
      $("file-name").textContent = error.body.name;
      showError(error, error.body.source);
    } else {
      say("Drop a scene file or a recursiveDescription dump on the page, or paste one and press Load.");
    }
  });
}

document.addEventListener("DOMContentLoaded", start);

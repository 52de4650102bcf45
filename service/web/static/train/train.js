// The trainer page: rated puzzles at your level (GET /train/next, POST /train/attempts),
// streaks and timed runs (POST /train/runs, /train/runs/{id}/answers) and your
// dashboard (GET /train/me). A signed cookie names the visitor; no key. The server
// judges, rates, times and scores; this page shows what it says.
import * as api from "/static/api.js";
import { Board, formatMoves, parseMoves } from "/static/board/board.js";
import { HintButton } from "/static/board/hint.js";
import { moves as countMoves, runVerdictText, verdictText } from "/static/train/words.js";

const $ = id => document.getElementById(id);
let board = null;
let hint = null;    // the Hint button of a rated puzzle (none in a run)
let puzzle = null;  // the puzzle on the board
let run = null;     // the run being played, as the server last showed it
let clock = null;   // the timed run's ticking interval

/** Call the page's routes (POSTing `body` when given); return [ok, body]. */
async function call(url, body) {
  const answer = await api.call(url, { body });
  return [answer.ok, answer.body || {}];
}

/** Say what went wrong, naming the field the server named. */
const problem = api.problemText;

/** Ask for the next rated puzzle at the chosen difficulty, family and theme. */
async function next() {
  leaveRun();
  const query = new URLSearchParams({ difficulty: $("difficulty").value, family: $("family").value });
  if ($("theme").value) query.set("theme", $("theme").value);
  $("pick-error").textContent = "";
  const [ok, body] = await call(`/train/next?${query}`);
  if (!ok) {
    $("pick-error").textContent = String(body.type).endsWith("/no-puzzle")
      ? "No puzzle is left near your level with these choices: try another difficulty, family or theme, or come back later (the library is restocked as you play)."
      : problem(body, "No puzzle could be picked.");
    return;
  }
  show(body, `Puzzle rated ${Math.round(body.rating)} (aimed at ${Math.round(body.target_rating)})`);
}

/** Mount a puzzle on the board, with a fresh answer form. */
function show(shown, note) {
  puzzle = shown;
  if (board) board.destroy();
  if (hint) hint.destroy();
  hint = null;
  $("hint").hidden = true;
  $("play").hidden = false;
  $("result").hidden = true;
  $("run-over").hidden = true;
  $("verdict").textContent = "";
  $("verdict").className = "status";
  $("moves").value = "";
  $("check").disabled = false;
  $("puzzle-rating").textContent = note;
  $("rule-note").hidden = !shown.rules?.ricochet_rule;
  board = new Board($("board-mount"), shown, { label: run ? `${run.mode} run puzzle` : "rated puzzle", solvedHint: "press Enter to check" });
  let typing = false;
  board.addEventListener("change", () => { if (!typing) $("moves").value = formatMoves(board.moves); });
  board.svg.addEventListener("keydown", event => {  // Enter on the board checks the moves
    if (event.key === "Enter") { event.preventDefault(); submit(); }
  });
  $("moves").oninput = () => {
    let moves;
    try { moves = parseMoves($("moves").value); } catch { return; }
    typing = true;
    board.setMoves(moves);
    typing = false;
  };
  const robot = shown.target.color === "any" ? "any robot" : `the ${shown.target.color} robot`;
  $("play-title").textContent = `Bring ${robot} to its target in as few moves as you can`;
  document.documentElement.dataset.puzzle = shown.id;
}

/** Send the moves: a rated attempt, or a run's answer. */
async function submit() {
  if (!puzzle || $("check").disabled) return;
  let moves;
  try {
    moves = parseMoves($("moves").value);
  } catch (error) {
    verdict(error.message, "error");
    return;
  }
  if (!moves.length) { verdict("Play some moves first.", "error"); return; }
  $("check").disabled = true;
  const solution = formatMoves(moves);
  if (run) await answerRun(solution);
  else await attempt(solution);
}

/** Show a verdict line. */
function verdict(text, kind) {
  $("verdict").textContent = text;
  $("verdict").className = `status ${kind}`;
}

/** A rated attempt: the verdict, both ratings' change, the optimum and themes. */
async function attempt(solution) {
  const [ok, body] = await call("/train/attempts", { puzzle_id: puzzle.id, solution });
  if (!ok) {
    $("check").disabled = false;
    verdict(problem(body, "That could not be checked."), "error");
    return;
  }
  verdict(verdictText(body), body.won ? "solved" : "error");
  if (!body.won && !hint) {  // hints open once answered (a hint before would give it away)
    hint = new HintButton($("hint"), $("hint-text"), board, puzzle.id,
      { url: `/train/puzzles/${encodeURIComponent(puzzle.id)}/hints` });
  }
  if (body.won) board.setSolved(`Solved in ${countMoves(body.moves)}`);
  $("player-change").replaceChildren(...change(body.player, body.rated));
  $("puzzle-change").replaceChildren(...change(body.puzzle, body.rated, "muted"));
  $("optimum").textContent = countMoves(body.optimal_moves);
  $("themes").replaceChildren(...body.themes.map(chip));
  $("result").hidden = false;
  $("next-after").focus();
  await dashboard();
}

/** Say a rating and how far it moved (or that the attempt was not rated); the
 * player's change is coloured, up or down, the puzzle's `tone` is given. */
function change(rating, rated, tone) {
  const figure = document.createElement("span");
  figure.textContent = `${Math.round(rating.rating)} `;
  const delta = document.createElement("span");
  if (!rated) {
    delta.textContent = "(not rated: you tried this puzzle before)";
    delta.className = "muted";
  } else {
    const d = rating.delta;
    delta.textContent = `(${d >= 0 ? "+" : "−"}${Math.abs(d).toFixed(1)})`;
    delta.className = tone || (d >= 0 ? "up" : "down");
    delta.dataset.delta = String(d);
  }
  return [figure, delta];
}

/** A theme's chip. */
function chip(name) {
  const span = document.createElement("span");
  span.textContent = name.replace(/-/g, " ");
  return span;
}

/** Start a streak or a timed run. */
async function startRun(mode) {
  leaveRun();
  $("pick-error").textContent = "";
  const [ok, body] = await call("/train/runs", { mode });
  if (!ok) {
    $("pick-error").textContent = problem(body, "The run could not start.");
    return;
  }
  run = body;
  $("runbar").hidden = false;
  $("run-mode").textContent = mode === "streak" ? "Streak" : "Timed run";
  $("run-verdict").textContent = "";
  showRun();
  if (mode === "timed") tick();
  board?.svg.focus();
}

/** Show the run's score, best and clock, and its puzzle (or that it is over). */
function showRun() {
  $("run-score").textContent = run.score;
  $("run-best").textContent = run.best;
  $("run-clock").hidden = run.seconds_left === null || run.status !== "running";
  run.receivedAt = performance.now();
  if (run.status === "running" && run.puzzle) {
    show(run.puzzle, run.mode === "streak" ? "Streak: one miss ends it." : "Timed: a miss costs 10 seconds.");
    return;
  }
  stopClock();
  $("check").disabled = true;
  $("play-title").textContent = `Run over: ${run.score} solved${run.score >= run.best && run.score > 0 ? ", your best!" : ` (best ${run.best})`}`;
  $("run-over").hidden = false;
  $("run-again").focus();
  dashboard();
}

/** Answer the run's puzzle; show the verdict and the next puzzle. */
async function answerRun(solution) {
  const [ok, body] = await call(`/train/runs/${encodeURIComponent(run.id)}/answers`, { solution });
  if (!ok) {
    if (body.status === 409) { await refreshRun(); return; }
    $("check").disabled = false;
    verdict(problem(body, "That could not be checked."), "error");
    return;
  }
  const last = body.last;
  $("run-verdict").textContent = runVerdictText(last);
  $("run-verdict").className = `status ${last.right ? "solved" : "error"}`;
  run = body;
  showRun();
  if (run.status === "running") board.svg.focus();
}

/** Ask the server how the run stands (its clock decides when it ends). */
async function refreshRun() {
  if (!run) return;
  const [ok, body] = await call(`/train/runs/${encodeURIComponent(run.id)}`);
  if (ok) { run = body; showRun(); }
}

/** Count a timed run's clock down; ask the server when it reaches zero. */
function tick() {
  stopClock();
  const update = () => {
    if (!run || run.seconds_left === null) return stopClock();
    const left = Math.max(0, run.seconds_left - (performance.now() - run.receivedAt) / 1000);
    const whole = Math.ceil(left);
    $("run-clock").textContent = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
    $("run-clock").classList.toggle("low", left < 20);
    if (left <= 0) { stopClock(); refreshRun(); }
  };
  update();
  clock = setInterval(update, 250);
}

function stopClock() {
  if (clock) clearInterval(clock);
  clock = null;
}

/** Drop the run (the server ends a streak at a miss and a timed run by its clock). */
function leaveRun() {
  stopClock();
  run = null;
  $("runbar").hidden = true;
  $("run-over").hidden = true;
  $("run-verdict").textContent = "";
}

/** Fill the dashboard: rating, deviation, history, themes, best runs. */
async function dashboard() {
  const [ok, me] = await call("/train/me");
  if (!ok) return;
  $("rating").textContent = Math.round(me.rating);
  $("rd").textContent = `± ${Math.round(me.rd)}`;
  $("provisional").textContent = me.provisional ? "Provisional: a few more rated puzzles settle it." : "Established rating.";
  $("record").textContent = `${me.attempts} rated, ${me.wins} won.`;
  $("bests").textContent = `Best streak ${me.best.streak}; best 3-minute run ${me.best.timed}.`;
  const extremes = [];
  if (me.strongest) extremes.push(`strongest: ${me.strongest.replace(/-/g, " ")}`);
  if (me.weakest) extremes.push(`weakest: ${me.weakest.replace(/-/g, " ")}`);
  $("extremes").textContent = extremes.length ? capitalise(extremes.join("; ")) + "." : "Three tries in a theme rank it.";
  sparkline(me.history.map(point => point.rating));
  $("theme-rows").replaceChildren(...me.themes.map(theme => {
    const row = document.createElement("tr");
    for (const value of [theme.theme.replace(/-/g, " "), theme.attempts, theme.wins, Math.round(theme.performance)]) {
      const cell = document.createElement("td");
      cell.textContent = value;
      row.append(cell);
    }
    return row;
  }));
  $("theme-table").hidden = !me.themes.length;
  document.documentElement.dataset.rating = String(me.rating);
}

/** Draw the rating history as a line scaled to its own range. */
function sparkline(ratings) {
  const points = ratings.length === 1 ? [ratings[0], ratings[0]] : ratings;
  const n = ratings.length;
  $("history-note").textContent = !n ? "No rated attempt yet."
    : n === 1 ? `Rating after your rated puzzle: ${Math.round(ratings[0])}.`
    : `Rating over your last ${n} rated puzzles: ${Math.round(Math.min(...ratings))} to ${Math.round(Math.max(...ratings))}.`;
  const low = Math.min(...points), high = Math.max(...points), span = high - low;
  const step = 100 / (points.length - 1);
  const y = r => span ? 28 - (r - low) / span * 26 : 15;  // a flat history runs mid-height
  const line = points.map((r, i) => `${(i * step).toFixed(2)},${y(r).toFixed(2)}`);
  $("spark-line").setAttribute("points", ratings.length ? line.join(" ") : "");
  $("sparkline").classList.toggle("empty", !ratings.length);
  $("sparkline").setAttribute("aria-label", ratings.length
    ? `Rating history: from ${Math.round(ratings[0])} to ${Math.round(ratings[ratings.length - 1])}` : "No rating history yet");
}

function capitalise(text) { return text.charAt(0).toUpperCase() + text.slice(1); }

$("choose").addEventListener("submit", event => { event.preventDefault(); next(); });
$("attempt").addEventListener("submit", event => { event.preventDefault(); submit(); });
$("next-after").addEventListener("click", next);
$("show-solution").addEventListener("click", async () => {
  const [ok, answer] = await call(`/train/puzzles/${encodeURIComponent(puzzle.id)}/solution`);
  if (ok && answer.solution) board.replay(answer.solution);
});
$("start-streak").addEventListener("click", () => startRun("streak"));
$("start-timed").addEventListener("click", () => startRun("timed"));
$("leave-run").addEventListener("click", next);
$("back-to-rated").addEventListener("click", next);
$("run-again").addEventListener("click", () => startRun(run ? run.mode : "streak"));
await dashboard();
await next();
document.documentElement.dataset.ready = "true";

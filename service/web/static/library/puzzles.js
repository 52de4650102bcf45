// The puzzles page: picks a library puzzle by family and band (GET /puzzles/pick),
// plays it on the board, checks an attempt and then reveals the proven optimum.
// Classic families: the board component, POST /v1/puzzles/{id}/checks, then
// GET /v1/puzzles/{id}/solution. Micro Robots: its own board component, whose route
// POST /v1/puzzles/{id}/route-checks judges beside the optimum (puzzles-micro.js).
// No key, no storage.
import { call, problemText } from "/static/api.js";
import { Board, formatMoves, parseMoves } from "/static/board/board.js";
import { HintButton } from "/static/board/hint.js";
import { MicroPlay, verdictText } from "./puzzles-micro.js";
import { listSolutions } from "./solution-list.js";

const $ = id => document.getElementById(id);
const FAMILY_BANDS = JSON.parse($("family-bands").textContent);
let board = null;
let hint = null;  // the Hint button of the puzzle on the board
let microPlay = null;
let microVerdict = null;  // the last route's verdict: it carries the optimum
let current = null;  // {puzzle_id, themes?, micro?}
let picks = 0;  // the latest pick's number: an answer to an older one is dropped

/** Fill the band menu with the bands the family (or the sections) can meet. */
function setBands(bands) {
  const previous = $("band").value;
  $("band").replaceChildren(...bands.map(([low, high], index) => {
    const option = document.createElement("option");
    option.value = `${low}-${high}`;
    option.textContent = high >= 30 ? `${low}+ moves` : `${low}–${high} moves`;  // 30: open-ended
    option.selected = option.value === previous || (index === 1 && !bands.some(([l, h]) => `${l}-${h}` === previous));
    return option;
  }));
}

/** Show the family's bands; for Micro Robots, those of the sections typed. */
async function familyChanged() {
  const isMicro = $("family").value === "micro";
  $("sections-label").hidden = !isMicro;
  $("pick-error").textContent = "";
  $("next").disabled = false;
  const sections = $("sections").value.trim() || "any";
  if (!isMicro || sections.toLowerCase() === "any") {
    setBands(FAMILY_BANDS[$("family").value]);
    return;
  }
  const query = new URLSearchParams({ family: "micro", micro: sections });
  const { ok, body } = await call(`/puzzles/bands?${query}`);
  if (!ok) {
    $("pick-error").textContent = problemText(body, "Those are not sections.");
    $("next").disabled = true;
    return;
  }
  setBands(body.bands.map(band => [band.min, band.max]));
}

/** Ask the server for a puzzle of the chosen band and family, then show it. */
async function pick() {
  const ticket = ++picks;
  const [min, max] = $("band").value.split("-");
  const family = $("family").value;
  const query = new URLSearchParams({ min, max, family });
  if (family === "micro") query.set("micro", $("sections").value.trim() || "any");
  $("pick-error").textContent = "";
  const { ok, body } = await call(`/puzzles/pick?${query}`);
  if (ticket !== picks) return;
  if (!ok) {
    $("pick-error").textContent = problemText(body, "No puzzle could be picked.");
    return;
  }
  if (body.micro) {
    history.replaceState(null, "", "/puzzles");
    await showMicro(body, ticket);
  } else {
    history.replaceState(null, "", `/puzzles?puzzle=${body.puzzle_id}`);
    await show({ puzzle_id: body.puzzle_id, themes: body.themes }, ticket);
  }
}

/** Clear the attempt and show the controls of one kind of puzzle. */
function reset(isMicro) {
  if (board) board.destroy();
  board = null;
  if (hint) hint.destroy();
  hint = null;
  $("hint").hidden = true;
  microPlay = null;
  $("play").hidden = false;
  $("answer").hidden = true;
  $("solutions-box").hidden = $("list-solutions").hidden = true;
  $("verdict").textContent = "";
  $("verdict").className = "status";
  $("moves").value = "";
  $("check").disabled = false;
  $("give-up").hidden = isMicro;  // a route is checked before its optimum is offered
  $("rule-note").hidden = true;
  microVerdict = null;
  $("board-mount").hidden = $("moves-label").hidden = isMicro;
  for (const id of ["micro-mount", "route-line", "undo", "reset"]) $(id).hidden = !isMicro;
}

/** Load a stored puzzle and mount it on the board. */
async function show(item, ticket = picks) {
  const { ok, body: puzzle } = await call(`/v1/puzzles/${encodeURIComponent(item.puzzle_id)}`);
  if (ticket !== picks) return;
  if (!ok) {
    $("pick-error").textContent = "That puzzle does not exist.";
    return;
  }
  current = item;
  reset(false);
  $("rule-note").hidden = !puzzle.rules?.ricochet_rule;
  board = new Board($("board-mount"), puzzle, { label: "library puzzle" });
  hint = new HintButton($("hint"), $("hint-text"), board, item.puzzle_id);
  let typing = false;
  board.addEventListener("change", () => { if (!typing) $("moves").value = formatMoves(board.moves); });
  $("moves").oninput = () => {  // typed moves play on the board as they are typed
    let moves;
    try { moves = parseMoves($("moves").value); } catch { return; }
    typing = true;
    board.setMoves(moves);
    typing = false;
  };
  const robot = puzzle.target.color === "any" ? "any robot" : `the ${puzzle.target.color} robot`;
  $("play-title").textContent = `Bring ${robot} to its target in as few moves as you can`;
  document.documentElement.dataset.puzzle = item.puzzle_id;
}

/** Load a Micro Robots library puzzle's board and play it. */
async function showMicro(item, ticket) {
  let play;
  try {
    play = await MicroPlay.load(item);
  } catch (error) {
    if (ticket === picks) $("pick-error").textContent = error.message;
    return;
  }
  if (ticket !== picks) return;
  current = item;
  reset(true);
  microPlay = play;
  microPlay.render();
  $("play-title").textContent = "Bring the robot to the ringed cell in as few moves as you can";
  document.documentElement.dataset.puzzle = item.puzzle_id;
}

/** Check the attempt, then reveal the optimum and the themes. */
async function attempt(event) {
  event.preventDefault();
  if (!current) return;
  if (microPlay) return attemptMicro();
  let moves;
  try {
    moves = parseMoves($("moves").value);
  } catch (error) {
    return fail(error.message);
  }
  const id = encodeURIComponent(current.puzzle_id);
  const checked = await call(`/v1/puzzles/${id}/checks`, { body: { solution: formatMoves(moves) } });
  if (!checked.ok) return fail(problemText(checked.body, "That could not be checked."));
  const verdict = checked.body;
  if (!verdict.solved) return showVerdict(notSolved(verdict), false);
  await reveal(verdict);
}

/** Say why an attempt did not solve the puzzle. */
function notSolved(verdict) {
  return `Not solved${verdict.error ? `: ${verdict.error.message}.` : "."} Try again, or give up to see the optimum.`;
}

/** Give up: show the proven optimum and an optimal solution. */
async function giveUp() {
  if (!current) return;
  if (microPlay) return microVerdict && revealMicro(microVerdict);
  await reveal(null);
}

/** Check a Micro Robots route: the verdict carries the optimum and an optimal route. */
async function attemptMicro() {
  let verdict;
  try {
    verdict = await microPlay.check();
  } catch (error) {
    return fail(error.message);
  }
  showVerdict(verdictText(verdict), verdict.solved);
  microVerdict = verdict;
  if (verdict.solved) revealMicro(verdict);
  else $("give-up").hidden = false;
}

/** Show a Micro Robots verdict's optimum and one optimal route. */
function revealMicro(verdict) {
  const play = microPlay;
  const optimum = verdict.optimal_moves;
  $("optimum").textContent = optimum == null ? "The optimum is hidden for now."
    : `Proven optimum: ${optimum} moves. One optimal route: ${play.describe(verdict.optimal_path)}.`;
  showThemes();
  $("show-solution").hidden = optimum == null;
  $("show-solution").onclick = () => play.replay(verdict.optimal_path);
  $("answer").hidden = false;
  $("give-up").hidden = true;
}

function fail(message) {
  $("verdict").textContent = message;
  $("verdict").className = "status error";
}

function showVerdict(text, solved) {
  $("verdict").textContent = text;
  $("verdict").className = `status ${solved ? "solved" : "error"}`;
}

function showThemes() {
  $("themes").replaceChildren(...(current.themes || []).map(name => {
    const span = document.createElement("span");
    span.textContent = name;
    return span;
  }));
}

/** Show the proven optimum, beside the verdict of a solving attempt (none: given up). */
async function reveal(verdict) {
  const { ok, body: answer } = await call(`/v1/puzzles/${encodeURIComponent(current.puzzle_id)}/solution`);
  if (!ok) return fail(problemText(answer, "The optimum could not be loaded."));
  const optimum = answer.optimal_moves;
  if (verdict) {
    let text = `Solved in ${verdict.moves} moves`;
    if (optimum != null) text += verdict.moves === optimum ? ": optimal!" : `; the optimum is ${optimum}.`;
    showVerdict(text, true);
  } else {
    showVerdict("You gave up: here is the optimum.", false);
  }
  $("give-up").hidden = true;
  $("optimum").textContent = optimum != null ? `Proven optimum: ${optimum} moves.` : "The optimum is being computed.";
  showThemes();
  $("show-solution").hidden = false;
  $("show-solution").onclick = () => board.replay(answer.solution || []);
  const shown = board;
  $("list-solutions").hidden = false;
  $("list-solutions").onclick = () =>
    listSolutions($("solutions-box"), current.puzzle_id, moves => shown.replay(moves), () => board === shown);
  $("answer").hidden = false;
}

$("choose").addEventListener("submit", event => { event.preventDefault(); pick(); });
$("attempt").addEventListener("submit", attempt);
$("family").addEventListener("change", familyChanged);
$("sections").addEventListener("change", familyChanged);
$("next-puzzle").addEventListener("click", () => pick());
$("give-up").addEventListener("click", giveUp);
$("undo").addEventListener("click", () => microPlay?.undo());
$("reset").addEventListener("click", () => microPlay?.reset());
const wanted = new URLSearchParams(location.search).get("puzzle");
if (wanted) show({ puzzle_id: wanted });
else familyChanged().then(pick);  // a reload may keep another family chosen
document.documentElement.dataset.ready = "true";

// The puzzles page: picks a library puzzle by family and band (GET /puzzles/pick),
// plays it on the board, checks an attempt and then reveals the proven optimum.
// Classic families: the board component, POST /v1/puzzles/{id}/checks, then
// GET /v1/puzzles/{id}/solution. Micro Robots: its own board component, whose route
// POST /v1/puzzles/{id}/route-checks judges beside the optimum (puzzles-micro.js).
// No key, no storage.
import { Board, formatMoves, parseMoves } from "/static/board/board.js";
import { MicroPlay, verdictText } from "./puzzles-micro.js";

const $ = id => document.getElementById(id);
const FAMILY_BANDS = JSON.parse($("family-bands").textContent);
let board = null;
let microPlay = null;
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
  const response = await fetch(`/puzzles/bands?${query}`);
  const body = await response.json();
  if (!response.ok) {
    $("pick-error").textContent = problemText(body, "Those are not sections.");
    $("next").disabled = true;
    return;
  }
  setBands(body.bands.map(band => [band.min, band.max]));
}

/** Return a problem's first field message, else its detail. */
function problemText(body, fallback) {
  const messages = Object.values(body.errors || {}).flat();
  return messages[0] || body.detail || fallback;
}

/** Ask the server for a puzzle of the chosen band and family, then show it. */
async function pick() {
  const ticket = ++picks;
  const [min, max] = $("band").value.split("-");
  const family = $("family").value;
  const query = new URLSearchParams({ min, max, family });
  if (family === "micro") query.set("micro", $("sections").value.trim() || "any");
  $("pick-error").textContent = "";
  const response = await fetch(`/puzzles/pick?${query}`);
  const body = await response.json();
  if (ticket !== picks) return;
  if (!response.ok) {
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
  microPlay = null;
  $("play").hidden = false;
  $("answer").hidden = true;
  $("verdict").textContent = "";
  $("verdict").className = "status";
  $("moves").value = "";
  $("check").disabled = false;
  $("board-mount").hidden = $("moves-label").hidden = isMicro;
  for (const id of ["micro-mount", "route-line", "undo", "reset"]) $(id).hidden = !isMicro;
}

/** Load a stored puzzle and mount it on the board. */
async function show(item, ticket = picks) {
  const response = await fetch(`/v1/puzzles/${encodeURIComponent(item.puzzle_id)}`);
  if (ticket !== picks) return;
  if (!response.ok) {
    $("pick-error").textContent = "That puzzle does not exist.";
    return;
  }
  const puzzle = await response.json();
  if (ticket !== picks) return;
  current = item;
  reset(false);
  board = new Board($("board-mount"), puzzle, { label: "library puzzle" });
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
  const checked = await fetch(`/v1/puzzles/${id}/checks`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ solution: formatMoves(moves) }),
  });
  const verdict = await checked.json();
  if (!checked.ok) return fail(verdict.detail || "That could not be checked.");
  await reveal(verdict);
}

/** Check a Micro Robots route: the verdict carries the optimum and an optimal route. */
async function attemptMicro() {
  let verdict;
  try {
    verdict = await microPlay.check();
  } catch (error) {
    return fail(error.message);
  }
  const play = microPlay;
  showVerdict(verdictText(verdict), verdict.solved);
  const optimum = verdict.optimal_moves;
  $("optimum").textContent = optimum == null ? "The optimum is hidden for now."
    : `Proven optimum: ${optimum} moves. One optimal route: ${play.describe(verdict.optimal_path)}.`;
  showThemes();
  $("show-solution").hidden = optimum == null;
  $("show-solution").onclick = () => play.replay(verdict.optimal_path);
  $("answer").hidden = false;
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

/** Show the verdict beside the proven optimum. */
async function reveal(verdict) {
  const answer = await (await fetch(`/v1/puzzles/${encodeURIComponent(current.puzzle_id)}/solution`)).json();
  const optimum = answer.optimal_moves;
  const solved = verdict.solved;
  let text = solved ? `Solved in ${verdict.moves} moves` : "Not solved";
  if (solved && optimum != null) text += verdict.moves === optimum ? ": optimal!" : `; the optimum is ${optimum}.`;
  showVerdict(text + (solved ? "" : (verdict.error ? `: ${verdict.error.message}` : ".")), solved);
  $("optimum").textContent = optimum != null ? `Proven optimum: ${optimum} moves.` : "The optimum is being computed.";
  showThemes();
  $("show-solution").hidden = false;
  $("show-solution").onclick = () => board.replay(answer.solution || []);
  $("answer").hidden = false;
}

$("choose").addEventListener("submit", event => { event.preventDefault(); pick(); });
$("attempt").addEventListener("submit", attempt);
$("family").addEventListener("change", familyChanged);
$("sections").addEventListener("change", familyChanged);
$("next-puzzle").addEventListener("click", () => pick());
$("undo").addEventListener("click", () => microPlay?.undo());
$("reset").addEventListener("click", () => microPlay?.reset());
const wanted = new URLSearchParams(location.search).get("puzzle");
if (wanted) show({ puzzle_id: wanted });
else familyChanged().then(pick);  // a reload may keep another family chosen
document.documentElement.dataset.ready = "true";

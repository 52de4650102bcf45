// The puzzles page: picks a library puzzle by band and family (GET /puzzles/pick),
// plays it on the board, checks an attempt (POST /v1/puzzles/{id}/checks) and then
// reveals the proven optimum (GET /v1/puzzles/{id}/solution). No key, no storage.
import { Board, formatMoves, parseMoves } from "/static/board/board.js";

const $ = id => document.getElementById(id);
let board = null;
let current = null;  // {puzzle_id, themes?}

/** Ask the server for a puzzle of the chosen band and family, then show it. */
async function pick() {
  const [min, max] = $("band").value.split("-");
  const query = new URLSearchParams({ min, max, family: $("family").value });
  $("pick-error").textContent = "";
  const response = await fetch(`/puzzles/pick?${query}`);
  const body = await response.json();
  if (!response.ok) {
    $("pick-error").textContent = body.detail || "No puzzle could be picked.";
    return;
  }
  history.replaceState(null, "", `/puzzles?puzzle=${body.puzzle_id}`);
  await show({ puzzle_id: body.puzzle_id, themes: body.themes });
}

/** Load a stored puzzle and mount it on the board. */
async function show(item) {
  const response = await fetch(`/v1/puzzles/${encodeURIComponent(item.puzzle_id)}`);
  if (!response.ok) {
    $("pick-error").textContent = "That puzzle does not exist.";
    return;
  }
  const puzzle = await response.json();
  current = item;
  if (board) board.destroy();
  $("play").hidden = false;
  $("answer").hidden = true;
  $("verdict").textContent = "";
  $("verdict").className = "status";
  $("moves").value = "";
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

/** Check the moves, then reveal the optimum and the themes. */
async function attempt(event) {
  event.preventDefault();
  if (!current) return;
  let moves;
  try {
    moves = parseMoves($("moves").value);
  } catch (error) {
    $("verdict").textContent = error.message;
    $("verdict").className = "status error";
    return;
  }
  const id = encodeURIComponent(current.puzzle_id);
  const checked = await fetch(`/v1/puzzles/${id}/checks`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ solution: formatMoves(moves) }),
  });
  const verdict = await checked.json();
  if (!checked.ok) {
    $("verdict").textContent = verdict.detail || "That could not be checked.";
    $("verdict").className = "status error";
    return;
  }
  await reveal(verdict);
}

/** Show the verdict beside the proven optimum. */
async function reveal(verdict) {
  const answer = await (await fetch(`/v1/puzzles/${encodeURIComponent(current.puzzle_id)}/solution`)).json();
  const optimum = answer.optimal_moves;
  const solved = verdict.solved;
  let text = solved ? `Solved in ${verdict.moves} moves` : "Not solved";
  if (solved && optimum != null) text += verdict.moves === optimum ? ": optimal!" : `; the optimum is ${optimum}.`;
  $("verdict").textContent = text + (solved ? "" : (verdict.error ? `: ${verdict.error.message}` : "."));
  $("verdict").className = `status ${solved ? "solved" : "error"}`;
  $("optimum").textContent = optimum != null ? `Proven optimum: ${optimum} moves.` : "The optimum is being computed.";
  const themes = $("themes");
  themes.replaceChildren(...(current.themes || []).map(name => {
    const span = document.createElement("span");
    span.textContent = name;
    return span;
  }));
  $("show-solution").onclick = () => board.replay(answer.solution || []);
  $("answer").hidden = false;
}

$("choose").addEventListener("submit", event => { event.preventDefault(); pick(); });
$("attempt").addEventListener("submit", attempt);
const wanted = new URLSearchParams(location.search).get("puzzle");
if (wanted) show({ puzzle_id: wanted });
else pick();
document.documentElement.dataset.ready = "true";

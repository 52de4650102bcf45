// The daily page's boards: mounts a Board (board.js) in every tier section, keeps it
// in sync with the typed-moves field, replays a verdict, marks a solved tier.
// The page's own script owns the network and tells this module what happened by
// dispatching events on the tier's <section>:
//   "daily:verdict"  {status, body}  the answer to an attempt (replayed on the board)
//   "daily:best"     {best}          the player's stored best (marks the tier solved;
//                                    the board stays at the start, the best a button away)
import { Board, formatMoves, parseMoves } from "./board.js";

/** Mount a board in one tier section and wire it to the section's form. */
function mount(section) {
  const data = section.querySelector("script.board-puzzle");
  const holder = section.querySelector(".board-mount");
  if (!data || !holder) return null;
  const puzzle = JSON.parse(data.textContent);
  const tier = section.dataset.tier;
  const board = new Board(holder, puzzle, { label: `${tier} puzzle` });
  const picture = section.querySelector("img.daily-picture");
  if (picture) picture.hidden = true;  // the static picture stays for pages without script
  section.classList.add("has-board");
  const replay = section.querySelector("button.board-replay");
  if (replay) {  // a finished day: its optimal solution, played on the board
    replay.hidden = false;
    replay.addEventListener("click", () => board.replay(JSON.parse(replay.dataset.moves)));
  }
  const field = section.querySelector("form.attempt input[name=solution]");
  if (field) syncField(board, field);
  section.addEventListener("daily:verdict", event => showVerdict(board, event.detail));
  section.addEventListener("daily:best", event => showBest(board, event.detail.best));
  section.board = board;
  if (section["daily:best"]) showBest(board, section["daily:best"].best);  // told before mounting
  return board;
}

/** Keep the typed field and the board's move list equal, whichever changes. */
function syncField(board, field) {
  let typing = false;
  board.addEventListener("change", () => {
    if (!typing) field.value = formatMoves(board.moves);
  });
  field.addEventListener("input", () => {
    let moves;
    try {
      moves = parseMoves(field.value);
    } catch (error) {
      const typed = field.value.trimEnd().split(/[\s,]+/);
      if (typed[typed.length - 1].length > 1 || /[\s,]$/.test(field.value)) {
        board.announce(error.message);  // not a move still being typed
      }
      return;
    }
    typing = true;
    const error = board.setMoves(moves);
    typing = false;
    if (error) board.announce(`Move ${error.step + 1}: ${error.message}.`);
  });
}

/** Replay the checked moves on the board; mark it solved when they solve it, and say
 * the verdict on the board's status line (it said "submit to check" before). */
async function showVerdict(board, { status, body }) {
  if (status !== 200 || !body.verdict) return;
  const moves = body.verdict.steps.map(step => [step.robot, step.direction]);
  if (!body.solved) board.setSolved(null);
  await board.replay(moves);
  if (body.solved) board.setSolved(`Solved in ${body.moves} moves`);
  else if (body.best) board.setSolved(`Solved before in ${body.best.moves} moves`);
  board.announce(body.solved
    ? `Checked: solved in ${body.moves} moves. Undo or Reset to try another way.`
    : "Checked: not solved (the verdict below says why).");
}

/** Show a stored best after a reload: the tier is marked solved and the board starts
 * from the puzzle's position, playable at once; a button replays the best. */
function showBest(board, best) {
  if (!best) return;
  board.setSolved(`Solved in ${best.moves} moves`);
  if (!board.moves.length) board.announce(`You solved this in ${best.moves} moves. Play it again, or replay your solution.`);
  if (Array.isArray(best.solution)) mineButton(board, best.solution);
}

/** Add (once) or update the button that replays the player's own best solution. */
function mineButton(board, solution) {
  let button = board.container.parentElement.querySelector("button.board-mine");
  if (!button) {
    button = document.createElement("button");
    button.type = "button";
    button.className = "board-mine";
    button.textContent = "▶ Replay your solution";
    button.addEventListener("click", () => board.replay(JSON.parse(button.dataset.moves)));
    const line = document.createElement("p");
    line.append(button);
    board.container.after(line);
  }
  button.dataset.moves = JSON.stringify(solution);
}

for (const section of document.querySelectorAll("section.tier")) mount(section);
document.documentElement.dataset.boards = "ready";

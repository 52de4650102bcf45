// The optimal solutions of a puzzle, once solved or given up on the puzzles page
// (GET /v1/puzzles/{id}/solutions): each listed with its moves and a button that
// replays it on the board component. A listing a worker finishes is polled.
import { call, problemText } from "/static/api.js";
import { formatMoves } from "/static/board/board.js";

const LIMIT = 100;
const POLL_MS = 1000;
const POLL_TRIES = 60;

/** Say how many solutions are listed and whether that is all of them. */
function summary(body) {
  const shown = body.items.length;
  if (body.complete) return shown === 1 ? "The only optimal solution:" : `All ${shown} optimal solutions:`;
  const total = body.total_capped ? `${body.total} or more` : `${body.total}`;
  return `${shown} of ${body.exact === false ? "at least " : ""}${total} optimal solutions:`;
}

/** Fill the list with one entry per solution, each replaying on the board. */
function render(list, items, replay) {
  list.replaceChildren(...items.map((item, index) => {
    const entry = document.createElement("li");
    const button = document.createElement("button");
    const text = formatMoves(item.solution);
    button.type = "button";
    button.textContent = "Replay";
    button.setAttribute("aria-label", `Replay solution ${index + 1}: ${text}`);
    button.onclick = () => {
      for (const other of list.querySelectorAll("[aria-current]")) other.removeAttribute("aria-current");
      entry.setAttribute("aria-current", "true");
      replay(item.solution);
    };
    const code = document.createElement("code");
    code.textContent = text;
    const line = document.createElement("span");
    line.append(button, code);
    entry.append(line);
    return entry;
  }));
}

/** List a puzzle's optimal solutions into `box` (#solutions-summary, #solutions);
 * `replay(moves)` plays one on the board; `current()` tells the list is still wanted. */
export async function listSolutions(box, puzzleId, replay, current = () => true) {
  const status = box.querySelector("#solutions-summary");
  const list = box.querySelector("#solutions");
  box.hidden = false;
  list.replaceChildren();
  status.className = "status";
  status.textContent = "Listing the optimal solutions…";
  const url = `/v1/puzzles/${encodeURIComponent(puzzleId)}/solutions?limit=${LIMIT}`;
  for (let tries = 0; tries < POLL_TRIES; tries++) {
    const { ok, body } = await call(url);
    if (!current()) return;
    if (!ok) {
      status.textContent = problemText(body, "The solutions could not be listed.");
      status.className = "status error";
      return;
    }
    if (body.status === "done") {
      status.textContent = summary(body);
      render(list, body.items, replay);
      return;
    }
    if (body.status === "failed") break;
    await new Promise(resolve => setTimeout(resolve, POLL_MS));
  }
  status.textContent = "The solutions are not listed yet; try again later.";
}

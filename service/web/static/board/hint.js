// The Hint button of the pages that play a puzzle on the board: it asks
// POST /v1/puzzles/{id}/hints for the position the board shows. A first press names
// the robot to move (and rings it on the board), a second press its direction; any
// move on the board starts over. A position whose solve is queued (202) is polled at
// its Location, then asked again.
import { call, problemText } from "/static/api.js";

const WORD = { N: "north", E: "east", S: "south", W: "west" };
const POLL_MS = 1000;
const POLL_LIMIT = 60;  // polls before giving up (about a minute)

export class HintButton {
  /** `button` and `output` are the page's elements; `options.url` replaces the API's
   * URL (a page's own route). */
  constructor(button, output, board, puzzleId, options = {}) {
    Object.assign(this, { button, output, board, puzzleId, options });
    this.stage = 0;  // 0: next press names the robot; 1: it names the direction
    this.onChange = () => this.clear();
    board.addEventListener("change", this.onChange);
    this.onClick = () => this.press();
    button.addEventListener("click", this.onClick);
    button.hidden = false;
    this.clear();
  }

  /** Forget the hint shown (the position changed). */
  clear() {
    this.stage = 0;
    this.button.setAttribute("aria-label", "Hint");
    this.button.disabled = false;
    this.output.textContent = "";
  }

  /** Stop listening (the page shows another puzzle). */
  destroy() {
    this.board.removeEventListener("change", this.onChange);
    this.button.removeEventListener("click", this.onClick);
    this.clear();
  }

  async press() {
    const reveal = this.stage === 0 ? "robot" : "move";
    const moves = this.board.moves.map(([robot, direction]) => [robot, direction]);
    this.button.disabled = true;
    try {
      const answer = await this.ask(moves, reveal);
      if (JSON.stringify(this.board.moves) !== JSON.stringify(moves)) return;  // moved meanwhile
      this.show(answer);
    } finally {
      this.button.disabled = false;
    }
  }

  /** Ask for the hint, waiting out a queued solve of the position. */
  async ask(moves, reveal) {
    const url = this.options.url || `/v1/puzzles/${encodeURIComponent(this.puzzleId)}/hints`;
    const request = { body: { moves, reveal } };
    for (let polls = 0; polls <= POLL_LIMIT; polls++) {
      const { ok, status, body } = await call(url, request);
      if (!ok) return { error: problemText(body, "No hint could be given.") };
      if (status !== 202) return body;
      this.output.textContent = "Working out the best move from here…";
      await waitForSolve(body.position_id);
    }
    return { error: "The best move from here is still being worked out; try again soon." };
  }

  show(answer) {
    if (answer.error) {
      this.output.textContent = answer.error;
      return;
    }
    if (answer.solved) {
      this.output.textContent = "Already solved: check your moves.";
      return;
    }
    if (!answer.hint) {
      this.output.textContent = answer.result === "unsolvable" ? "No solution from here."
        : "No hint could be worked out quickly from here: take back a move and ask again.";
      return;
    }
    const { robot, direction } = answer.hint;
    const move = direction ? `the ${robot} robot ${WORD[direction]}` : `the ${robot} robot`;
    const again = direction ? "" : " Press Hint again for its direction.";
    this.output.textContent = `${pathText(answer)} Hint: move ${move}.${again}`;
    this.board.showHint(robot, direction);
    this.stage = direction ? 0 : 1;
    this.button.setAttribute("aria-label", direction ? "Hint" : "Hint: which way?");
  }
}

/** Say where the player stands: on an optimal path, or how many moves are left. */
function pathText(answer) {
  const left = answer.moves_left;
  const moves = `${left} more move${left === 1 ? "" : "s"} from here`;
  if (answer.on_optimal_path === false) return `Off the optimal path: ${moves}.`;
  if (answer.on_optimal_path === true && answer.moves_played > 0) return `On an optimal path: ${moves}.`;
  return `${left} move${left === 1 ? "" : "s"} from here.`;
}

/** Poll a queued position's solution until it is no longer queued or running. */
async function waitForSolve(positionId) {
  for (let polls = 0; polls < POLL_LIMIT; polls++) {
    await new Promise(resolve => setTimeout(resolve, POLL_MS));
    const { ok, body } = await call(`/v1/puzzles/${encodeURIComponent(positionId)}/solution`);
    if (!ok || !["queued", "running", "retrying"].includes(body.status)) return;
  }
}

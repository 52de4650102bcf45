// The Micro Robots part of the puzzles page: plays a library micro puzzle on the
// Micro Robots board component of the live game page (static/play/micro.js: cells to
// click, tap, or reach with Tab and press Enter), checks the route
// (POST /v1/puzzles/{id}/route-checks) and replays the optimal route it reveals.
import { call, problemText } from "/static/api.js";
import * as micro from "/static/play/micro.js";

const $ = id => document.getElementById(id);

/** One micro puzzle in play: its board, start, target and the route so far. */
export class MicroPlay {
  constructor(item, board) {
    this.id = item.puzzle_id;
    this.board = board;
    this.start = item.micro.start;
    this.target = item.micro.target;
    this.path = [];
    this.replaying = false;
  }

  /** Load the puzzle's board (GET /v1/boards/{id}: its 36 cells). */
  static async load(item) {
    const { ok, body } = await call(`/v1/boards/${encodeURIComponent(item.micro.board_id)}`);
    if (!ok) throw new Error("The board of that puzzle could not be loaded.");
    return new MicroPlay(item, body.board);
  }

  get here() { return this.path.length ? this.path[this.path.length - 1] : this.start; }

  describe(cells) { return cells.map(cell => micro.describe(this.board, cell)).join(" → "); }

  /** Draw the board with the moves open from where the robot stands; `focus`
   * puts the keyboard on the first of them (a redraw replaces every cell). */
  render(focus = false) {
    const svg = $("micro-board");
    micro.draw(svg, this.board, {robot: this.start, target: this.target, path: this.path,
      choices: micro.moves(this.board, this.here), onCell: cell => this.add(cell)});
    $("micro-caption").textContent = `The robot stands on ${micro.describe(this.board, this.here)}; ` +
      `bring it to the ringed ${micro.describe(this.board, this.target)}. ` +
      "Click or tap a dashed cell, or reach one with Tab and press Enter.";
    $("route").textContent = this.path.length ? this.describe(this.path) : "none yet";
    $("undo").disabled = $("reset").disabled = !this.path.length;
    $("check").disabled = !this.path.length;
    if (focus) svg.querySelector(".cell-click")?.focus();
  }

  add(cell) {
    if (this.replaying) return;
    this.path.push(cell);
    this.render(true);
  }

  undo() { this.path.pop(); this.render(true); }

  reset() { this.path = []; this.render(true); }

  /** Check the route; return the verdict (with the optimum) or throw its problem. */
  async check() {
    const { ok, body } = await call(`/v1/puzzles/${encodeURIComponent(this.id)}/route-checks`, { body: { path: this.path } });
    if (!ok) throw new Error(problemText(body, "That could not be checked."));
    return body;
  }

  /** Play a route move by move, then give the board back to the player. */
  async replay(path) {
    this.replaying = true;
    try {
      await micro.replay($("micro-board"), this.board, this.start, this.target, path);
      await new Promise(resolve => setTimeout(resolve, 900));
    } finally {
      this.replaying = false;
      this.render();
    }
  }
}

/** Return the verdict's sentence (the optimum beside a solved route). */
export function verdictText(verdict) {
  const optimum = verdict.optimal_moves;
  if (verdict.solved) {
    const text = `Solved in ${verdict.moves} move${verdict.moves === 1 ? "" : "s"}`;
    if (optimum == null) return `${text}.`;
    return verdict.moves === optimum ? `${text}: optimal!` : `${text}; the optimum is ${optimum}.`;
  }
  if (verdict.error) return `Not solved: ${verdict.error.message}.`;
  return "Not solved: the route does not end on the target.";
}

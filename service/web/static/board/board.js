// The Ricochet board: one plain-JavaScript ES module (no build step, no external
// asset) that every page embeds. It draws a puzzle as SVG, lets a person play it
// (click/tap or number keys to pick a robot; arrow keys, swipes, taps or the arrow
// buttons to move it), animates each slide cell by cell with the core's rules, and
// emits moves. Pages own the network: the board never fetches anything.
//
// API (stable; the daily page and the live game page import it):
//
//   import { Board } from "/static/board/board.js";
//   const board = new Board(container, puzzle, options);
//     container  an element; the board fills it (SVG, controls, move list).
//     puzzle     the API's puzzle JSON with a full board:
//                {board: {width, height, walls, blocked, targets, diagonals},
//                 robots: {red: [x, y], ...}, target: {color, cell}, rules}
//                (target may be null: a position with no chip drawn yet)
//                (a layout code must be resolved server-side first, e.g. with
//                 service/daily/playable.py; docs/board.md has the whole story)
//     options    {label: "easy puzzle", speed: ms per cell (60; 0 = no animation),
//                 readOnly: false, controls: true, moveList: true,
//                 solvedHint: "submit to check" (said when the target is reached)}
//   Events (board is an EventTarget; detail in brackets):
//     "move"     a legal move was played        {robot, direction, moves, step}
//     "illegal"  a move was refused             {robot, direction, reason, message}
//                (reason "after_target": the target is reached, nothing follows it)
//     "change"   the move list changed          {moves}   (move, undo, reset, setMoves)
//     "select"   a robot was selected           {robot}
//   Properties: moves (array of [colour, "N"|"E"|"S"|"W"]), robots (current cells),
//     selected, busy (animating), status (local judgement, see `play`).
//   Methods: select(robot), move(robot, direction) -> bool, undo(), reset(),
//     setMoves(moves) (no animation; stops at the first illegal move or where the
//     target is reached, returns the error or null),
//     replay(moves = this.moves) -> Promise (animated from the start),
//     idle() -> Promise (resolves when animations end), setSolved(text | null),
//     announce(text), destroy().
//
// Pure helpers, also exported (the tests compare them with the Python core):
//   slide(board, robots, robot, direction) -> {end, heading, path} | {error, message}
//   play(puzzle, moves) -> {robots, steps, error, reachedTarget, ricochetSatisfied, solved}
//   parseMoves(text) -> moves (throws on a bad token), formatMoves(moves) -> "rN gE"
//   cellName(board, [x, y]) -> "C2" (column letter, row number from the top)
//   describeCell(board, [x, y]) -> "C2 (column C, row 2)"
//   describeGoal(puzzle) -> "move the red robot onto the target at C2 (column C, row 2)"

export const DIRECTIONS = ["N", "E", "S", "W"];
export const ROBOT_COLORS = ["red", "green", "blue", "yellow", "black"];
export const LETTER = { red: "r", green: "g", blue: "b", yellow: "y", black: "k" };
const COLOR_OF = { r: "red", g: "green", b: "blue", y: "yellow", k: "black" };
const DELTA = [[0, -1], [1, 0], [0, 1], [-1, 0]];
const WALL_BIT = [1, 2, 4, 8];
const WORD = { N: "north", E: "east", S: "south", W: "west" };
// '/' runs lower-left to upper-right: E->N, N->E, W->S, S->W; '\' mirrors it.
const DEFLECT = { "/": [1, 0, 3, 2], "\\": [3, 2, 1, 0] };
const REASONS = {
  no_movement: "{robot} cannot move {direction}",
  ends_on_diagonal: "{robot} {direction} would stop on a diagonal",
  endless_loop: "{robot} {direction} never stops",
};
const AFTER_TARGET = "the target is reached: undo or reset to play on";

// --- the rules (a faithful twin of service/game/moves.py and check.py) -----------

const compiled = new WeakMap();

/** Return a board's derived tables (wall masks, blocked cells, diagonals), cached. */
export function compile(board) {
  let tables = compiled.get(board);
  if (tables) return tables;
  const { width, height } = board;
  const masks = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (y === 0) masks[i] |= 1;
      if (x === width - 1) masks[i] |= 2;
      if (y === height - 1) masks[i] |= 4;
      if (x === 0) masks[i] |= 8;
    }
  }
  for (const [x, y, side] of board.walls || []) {
    const d = DIRECTIONS.indexOf(side);
    const nx = x + DELTA[d][0], ny = y + DELTA[d][1];
    masks[y * width + x] |= WALL_BIT[d];
    if (nx >= 0 && nx < width && ny >= 0 && ny < height) {
      masks[ny * width + nx] |= WALL_BIT[(d + 2) % 4];
    }
  }
  const blocked = new Set((board.blocked || []).map(([x, y]) => y * width + x));
  const diagonals = new Map();
  for (const d of board.diagonals || []) diagonals.set(d.cell[1] * width + d.cell[0], d);
  tables = { width, height, masks, blocked, diagonals };
  compiled.set(board, tables);
  return tables;
}

function refusal(reason, robot, direction) {
  const message = REASONS[reason].replace("{robot}", robot).replace("{direction}", direction);
  return { error: reason, message };
}

/** Slide one robot until an obstacle stops it (the core's `slide`). */
export function slide(board, robots, robot, direction) {
  const { width, masks, blocked, diagonals } = compile(board);
  const start = robots[robot];
  const obstacles = new Set(blocked);
  for (const [name, cell] of Object.entries(robots)) {
    if (name !== robot) obstacles.add(cell[1] * width + cell[0]);
  }
  let [x, y] = start;
  let heading = DIRECTIONS.indexOf(direction);
  const path = [[x, y]];
  const seen = new Set();
  while (!(masks[y * width + x] & WALL_BIT[heading])) {
    const nx = x + DELTA[heading][0], ny = y + DELTA[heading][1];
    const k = ny * width + nx;
    if (obstacles.has(k)) break;
    x = nx; y = ny;
    path.push([x, y]);
    const diagonal = diagonals.get(k);
    if (diagonal !== undefined) {
      if (diagonal.color !== robot) heading = DEFLECT[diagonal.orientation][heading];
      if (seen.has(k * 4 + heading)) return refusal("endless_loop", robot, direction);
      seen.add(k * 4 + heading);
    }
  }
  if (diagonals.has(y * width + x)) return refusal("ends_on_diagonal", robot, direction);
  if (x === start[0] && y === start[1]) return refusal("no_movement", robot, direction);
  return { end: [x, y], heading: DIRECTIONS[heading], path };
}

/** Replay moves from a puzzle's position and judge them as the server would
 * (an empty list is a position, not an error, here). */
export function play(puzzle, moves) {
  const robots = Object.fromEntries(
    Object.entries(puzzle.robots).map(([c, cell]) => [c, [...cell]]));
  const arrival = {};
  const ricocheted = new Set();
  const steps = [];
  let error = null;
  for (const [i, [robot, direction]] of moves.entries()) {
    const problem = stepProblem(robots, robot, direction);
    if (problem) { error = { step: i, ...problem }; break; }
    const result = slide(puzzle.board, robots, robot, direction);
    if (result.error) { error = { step: i, reason: result.error, message: result.message }; break; }
    const last = arrival[robot];
    if (last !== undefined && (DIRECTIONS.indexOf(last) - DIRECTIONS.indexOf(direction)) % 2 !== 0) {
      ricocheted.add(robot);
    }
    arrival[robot] = result.heading;
    steps.push({ robot, direction, from: robots[robot], to: result.end, path: result.path });
    robots[robot] = result.end;
  }
  const goal = puzzle.target;
  const last = moves.length ? moves[moves.length - 1][0] : null;
  const reachedTarget = Boolean(goal) && error === null && last !== null && (goal.color === "any" || goal.color === last)
    && robots[last][0] === goal.cell[0] && robots[last][1] === goal.cell[1];
  const ricochetSatisfied = reachedTarget && ricocheted.has(last);
  const rule = !puzzle.rules || puzzle.rules.ricochet_rule !== false;
  return { robots, steps, error, reachedTarget, ricochetSatisfied,
    solved: reachedTarget && (ricochetSatisfied || !rule) };
}

/** Say why a step cannot be played before sliding (the checker's reasons). */
function stepProblem(robots, robot, direction) {
  if (!ROBOT_COLORS.includes(robot)) return { reason: "unknown_robot", message: `unknown robot '${robot}'` };
  if (!(robot in robots)) return { reason: "robot_not_in_play", message: `the ${robot} robot is not in play` };
  if (!DIRECTIONS.includes(direction)) {
    return { reason: "bad_direction", message: `direction must be N, E, S or W, not '${direction}'` };
  }
  return null;
}

/** Parse the compact notation ("rN gE", commas allowed); throw on a bad token. */
export function parseMoves(text) {
  const tokens = text.replace(/,/g, " ").split(/\s+/).filter(Boolean);
  return tokens.map((token, i) => {
    const robot = COLOR_OF[token[0]?.toLowerCase()];
    const direction = token.slice(1).toUpperCase();
    if (token.length !== 2 || !robot || !DIRECTIONS.includes(direction)) {
      throw new SyntaxError(`move ${i + 1}: "${token}" is not a robot letter (r g b y k) and a direction (N E S W)`);
    }
    return [robot, direction];
  });
}

/** Write moves in the compact notation. */
export function formatMoves(moves) {
  return moves.map(([robot, direction]) => LETTER[robot] + direction).join(" ");
}

/** Name a cell as people do: a column letter (A = left) and a row number (1 = top). */
export function cellName(board, [x, y]) {
  return board.width <= 26 ? columnName(board, x) + (y + 1) : `${x + 1}:${y + 1}`;
}

/** Name a cell with its axes spelled out, as the board's labels show them. */
export function describeCell(board, cell) {
  return `${cellName(board, cell)} (column ${columnName(board, cell[0])}, row ${cell[1] + 1})`;
}

function columnName(board, x) {
  return board.width <= 26 ? String.fromCharCode(65 + x) : String(x + 1);
}

// --- drawing ----------------------------------------------------------------------

const SVG = "http://www.w3.org/2000/svg";
const S = 32; // user units per cell
const M = 18; // margin for the axis labels
const COLORS = { red: "#d7263d", green: "#1e9e4a", blue: "#1f5fd6", yellow: "#f2c10f", black: "#1c1c1c" };
const TINT = { red: "#f5c5cb", green: "#c4e9cf", blue: "#c8d7f6", yellow: "#fbeaa6", black: "#d0d0d0", any: "#e6dcf3" };
const WALL = "#2b2523";

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.append(node);
  return node;
}

function html(name, attrs = {}, text = null) {
  const node = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== null) node.textContent = text;
  return node;
}

function symbolPoints(shape, cx, cy, r) {
  const n = shape === "triangle" ? 3 : 6;
  const turn = shape === "triangle" ? 0 : Math.PI / 6;
  const oy = shape === "triangle" ? r * 0.15 : 0;
  const rr = shape === "triangle" ? r * 1.1 : r;
  return Array.from({ length: n }, (_, i) => {
    const a = turn + 2 * Math.PI * i / n;
    return `${(cx + rr * Math.sin(a)).toFixed(2)},${(cy + oy - rr * Math.cos(a)).toFixed(2)}`;
  }).join(" ");
}

function drawSymbol(parent, shape, color, cx, cy, r) {
  const style = { fill: COLORS[color] || "#888", stroke: "#1a1a1a", "stroke-width": (r * 0.14).toFixed(2) };
  if (shape === "vortex" || color === "any") {
    const g = el("g", { class: "vortex" }, parent);
    ["red", "green", "blue", "yellow"].forEach((c, i) => {
      const a = Math.PI / 2 * i;
      const d = `M${cx} ${cy}L${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)}` +
        `A${r} ${r} 0 0 1 ${cx + r * Math.cos(a + Math.PI / 2)} ${cy + r * Math.sin(a + Math.PI / 2)}Z`;
      el("path", { d, fill: COLORS[c], stroke: "#1a1a1a", "stroke-width": r * 0.08 }, g);
    });
    el("circle", { cx, cy, r: r * 0.18, fill: "#1a1a1a" }, g);
  } else if (shape === "square") {
    el("rect", { x: cx - r * 0.8, y: cy - r * 0.8, width: r * 1.6, height: r * 1.6, ...style }, parent);
  } else if (shape === "triangle" || shape === "hexagon") {
    el("polygon", { points: symbolPoints(shape, cx, cy, r), ...style }, parent);
  } else {
    el("circle", { cx, cy, r: r * 0.92, ...style }, parent);
    el("circle", { cx, cy, r: r * 0.42, fill: "#f4f1e8" }, parent);
  }
}

function drawBoard(svg, puzzle) {
  const board = puzzle.board;
  const { width: W, height: H } = board;
  const corner = (x, y) => [M + x * S, M + y * S];
  el("rect", { x: 0, y: 0, width: W * S + 2 * M, height: H * S + 2 * M, fill: "#f7f5ef" }, svg);
  el("rect", { x: M, y: M, width: W * S, height: H * S, fill: "#ddd8cb", class: "cells" }, svg);
  let grid = "";
  for (let y = 1; y < H; y++) grid += `M${M} ${M + y * S}H${M + W * S}`;
  for (let x = 1; x < W; x++) grid += `M${M + x * S} ${M}V${M + H * S}`;
  el("path", { d: grid, stroke: "#b3ac9a", "stroke-width": 1.3, fill: "none" }, svg);
  const labels = el("g", { class: "axis", "font-size": 11, fill: "#6b6558", "text-anchor": "middle", "aria-hidden": "true" }, svg);
  for (let x = 0; x < W; x++) {
    el("text", { x: M + x * S + S / 2, y: M - 5 }, labels).textContent = columnName(board, x);
  }
  for (let y = 0; y < H; y++) {
    el("text", { x: M / 2, y: M + y * S + S / 2 + 4 }, labels).textContent = String(y + 1);
  }
  const goal = puzzle.target;
  if (goal) {
    const [gx, gy] = corner(...goal.cell);
    el("rect", { x: gx + 2.5, y: gy + 2.5, width: S - 5, height: S - 5, fill: TINT[goal.color] || "#eee",
      stroke: COLORS[goal.color] || "#7d4fc4", "stroke-width": 3.2, class: "goal" }, svg);
  }
  for (const t of board.targets || []) {
    const [x, y] = corner(...t.cell);
    drawSymbol(svg, t.symbol, t.color, x + S / 2, y + S / 2, S * 0.3);
  }
  for (const d of board.diagonals || []) {
    const [x, y] = corner(...d.cell);
    const ends = d.orientation === "/" ? { x1: x, y1: y + S, x2: x + S, y2: y } : { x1: x, y1: y, x2: x + S, y2: y + S };
    el("line", { ...ends, stroke: WALL, "stroke-width": S * 0.2, "stroke-linecap": "round" }, svg);
    el("line", { ...ends, stroke: COLORS[d.color], "stroke-width": S * 0.12, "stroke-linecap": "round", class: "diagonal" }, svg);
  }
  let blocked = "";
  for (const [x, y] of board.blocked || []) blocked += `M${M + x * S} ${M + y * S}h${S}v${S}h${-S}Z`;
  if (blocked) el("path", { d: blocked, fill: "#4f4f52", class: "blocked" }, svg);
  drawCentreChip(svg, puzzle);
  let walls = "";
  for (const [x, y, side] of board.walls || []) {
    const [cx, cy] = corner(x, y);
    if (side === "E") walls += `M${cx + S} ${cy - 1}V${cy + S + 1}`;
    else if (side === "S") walls += `M${cx - 1} ${cy + S}H${cx + S + 1}`;
    else if (side === "W") walls += `M${cx} ${cy - 1}V${cy + S + 1}`;
    else walls += `M${cx - 1} ${cy}H${cx + S + 1}`;
  }
  el("path", { d: walls, stroke: WALL, "stroke-width": 4.5, "stroke-linecap": "square", fill: "none", class: "walls" }, svg);
  el("rect", { x: M, y: M, width: W * S, height: H * S, fill: "none", stroke: WALL, "stroke-width": 4 }, svg);
}

function drawCentreChip(svg, puzzle) {
  const { width: W, height: H, blocked = [] } = puzzle.board;
  const x = Math.floor((W - 1) / 2), y = Math.floor((H - 1) / 2);
  const has = (a, b) => blocked.some(([bx, by]) => bx === a && by === b);
  if (!(has(x, y) && has(x + 1, y) && has(x, y + 1) && has(x + 1, y + 1))) return;
  const cx = M + (x + 1) * S, cy = M + (y + 1) * S;
  const goal = puzzle.target;
  el("rect", { x: cx - S * 0.6, y: cy - S * 0.6, width: S * 1.2, height: S * 1.2, rx: 4, fill: "#f4f1e8", stroke: "#1a1a1a", "stroke-width": 1.5, class: "centre" }, svg);
  if (!goal) return;  // no chip drawn yet: the centre stays empty
  const printed = (puzzle.board.targets || []).find(t => t.cell[0] === goal.cell[0] && t.cell[1] === goal.cell[1]);
  const shape = goal.color === "any" ? "vortex" : (printed && printed.color === goal.color ? printed.symbol : "circle");
  drawSymbol(svg, shape, goal.color, cx, cy, S * 0.4);
}

// --- the component ----------------------------------------------------------------

const KEY_DIRECTION = { ArrowUp: "N", ArrowRight: "E", ArrowDown: "S", ArrowLeft: "W" };
const ARROWS = { N: "↑", E: "→", S: "↓", W: "←" };

/** A playable board: draws a puzzle, takes input, animates slides, emits moves. */
export class Board extends EventTarget {
  constructor(container, puzzle, options = {}) {
    super();
    this.container = container;
    this.puzzle = puzzle;
    this.options = { label: "puzzle", speed: 60, readOnly: false, controls: true, moveList: true,
      solvedHint: "submit to check", ...options };
    if (globalThis.matchMedia && matchMedia("(prefers-reduced-motion: reduce)").matches) this.options.speed = 0;
    this.colors = ROBOT_COLORS.filter(c => c in puzzle.robots);
    this.moves = [];
    this.status = play(puzzle, []);
    this.robots = this.status.robots;
    this.selected = puzzle.target && this.colors.includes(puzzle.target.color) ? puzzle.target.color : this.colors[0];
    this.busy = false;
    this._queue = Promise.resolve();
    this._generation = 0;
    this._build();
    this._render();
  }

  // --- public methods ---

  /** Select a robot (it is what the arrow keys and buttons move). */
  select(robot) {
    if (!this.colors.includes(robot)) return;
    this.selected = robot;
    this._render();
    this.dispatchEvent(new CustomEvent("select", { detail: { robot } }));
  }

  /** Play a move; refuse (and say why) an illegal one. Return whether it was played. */
  move(robot, direction) {
    if (this.options.readOnly) return false;
    // A solution ends where the target is reached: a move after it would undo it.
    const next = this.status.solved ? { error: { reason: "after_target", message: AFTER_TARGET } }
      : play(this.puzzle, [...this.moves, [robot, direction]]);
    if (next.error) {
      this.announce(capitalise(next.error.message) + ".");
      this._shake(robot);
      this.dispatchEvent(new CustomEvent("illegal", { detail: { robot, direction, reason: next.error.reason, message: next.error.message } }));
      return false;
    }
    const step = next.steps[next.steps.length - 1];
    this.moves = [...this.moves, [robot, direction]];
    this.status = next;
    this.robots = next.robots;
    this._animate([step]);
    this._changed();
    this.announce(this._describeStep(step) + this._describeStatus());
    this.dispatchEvent(new CustomEvent("move", { detail: { robot, direction, step, moves: this.moves } }));
    return true;
  }

  /** Take back the last move. */
  undo() {
    if (!this.moves.length || this.options.readOnly) return;
    const [robot, direction] = this.moves[this.moves.length - 1];
    this.setMoves(this.moves.slice(0, -1));
    this.announce(`Took back ${robot} ${WORD[direction]}.`);
  }

  /** Put every robot back where the puzzle starts. */
  reset() {
    this.setMoves([]);
    this.announce("Robots back at the start.");
  }

  /** Show a move list without animation; stop at the first illegal move, or after the
   * move that reaches the target (what stopped it is returned). */
  setMoves(moves) {
    const result = stopAtTarget(this.puzzle, moves);
    const legal = result.error ? moves.slice(0, result.error.step) : moves;
    this.moves = legal.map(([r, d]) => [r, d]);
    this.status = result.error ? play(this.puzzle, this.moves) : result;
    this.robots = this.status.robots;
    this._cancelAnimation();
    this._changed();
    return result.error;
  }

  /** Replay moves (default: the current list) from the start, animated. */
  replay(moves = this.moves) {
    const result = play(this.puzzle, moves);
    this._cancelAnimation();
    this.moves = moves.slice(0, result.steps.length).map(([r, d]) => [r, d]);
    this.status = result;
    this.robots = result.robots;
    this._placeAll(this.puzzle.robots);
    const done = this._animate(result.steps);
    this._changed();
    return done;
  }

  /** Resolve once every queued animation has ended. */
  idle() { return this._queue; }

  /** Mark the board solved (a text such as "Solved in 5 moves") or not (null). */
  setSolved(text) {
    this.root.classList.toggle("solved", Boolean(text));
    this.badge.hidden = !text;
    this.badge.textContent = text ? "✓ " + text : "";
  }

  /** Point at a hinted move: select its robot and ring it, and mark the direction's
   * button when given; the next change of the moves clears it (null: clear now). */
  showHint(robot, direction = null) {
    this.hint = robot ? { robot, direction } : null;
    if (robot && this.colors.includes(robot)) this.selected = robot;
    this._render();
  }

  /** Say something to screen-reader users (and show it under the board). */
  announce(text) {
    this.live.textContent = text;
  }

  /** Remove the board from its container. */
  destroy() {
    this._cancelAnimation();
    this.root.remove();
  }

  // --- building ---

  _build() {
    const { label, controls, moveList } = this.options;
    const board = this.puzzle.board;
    this.root = html("div", { class: "rb", "data-state": "idle" });
    const stage = html("div", { class: "rb-stage" });
    this.svg = el("svg", {
      viewBox: `0 0 ${board.width * S + 2 * M} ${board.height * S + 2 * M}`,
      class: "rb-svg", tabindex: "0", role: "application",
      "aria-roledescription": "game board",
      "aria-label": `${label} board. Keys: 1 to ${this.colors.length} pick a robot, arrow keys move it, Backspace takes back a move.`,
    });
    el("title", {}, this.svg).textContent = `${capitalise(label)}: ${describeGoal(this.puzzle)}`;
    drawBoard(this.svg, this.puzzle);
    this.trail = el("polyline", { class: "rb-trail", fill: "none", "stroke-width": 5, "stroke-linecap": "round", "stroke-linejoin": "round", opacity: 0.45 }, this.svg);
    this.robotNodes = {};
    this.colors.forEach((color, i) => {
      const outer = el("g", { class: `rb-robot rb-${color}`, "data-robot": color }, this.svg);
      const g = el("g", { class: "rb-body" }, outer);
      el("circle", { class: "rb-halo", r: S * 0.47, fill: "none", stroke: "#fff", "stroke-width": 3 }, g);
      el("circle", { r: S * 0.36, fill: COLORS[color], stroke: color === "black" ? "#9a9a9a" : "#1a1a1a", "stroke-width": 2.3 }, g);
      el("ellipse", { cx: -S * 0.11, cy: -S * 0.13, rx: S * 0.14, ry: S * 0.09, fill: "#fff", opacity: 0.35 }, g);
      const number = el("text", { y: 4.5, "text-anchor": "middle", "font-size": 12, "font-weight": "bold", fill: color === "yellow" ? "#1a1a1a" : "#fff", "aria-hidden": "true" }, g);
      number.textContent = String(i + 1);
      this.robotNodes[color] = outer;
    });
    this.badge = html("p", { class: "rb-badge", hidden: "" });  // above the board, over no cell
    stage.append(this.badge, this.svg);
    this.root.append(stage);
    const side = html("div", { class: "rb-side" });
    if (controls && !this.options.readOnly) side.append(this._buildControls());
    this.counter = html("p", { class: "rb-counter" });
    side.append(this.counter);
    if (moveList) {
      const heading = html("p", { class: "rb-heading", id: uid("rb-moves") }, "Your moves");
      this.list = html("ol", { class: "rb-moves", "aria-labelledby": heading.id });
      side.append(heading, this.list);
    }
    this.live = html("p", { class: "rb-live", role: "status", "aria-live": "polite" });
    side.append(this.live);
    this.root.append(side);
    this.container.append(this.root);
    this._listen();
  }

  _buildControls() {
    const box = html("div", { class: "rb-controls" });
    const robots = html("div", { class: "rb-pick", role: "group", "aria-label": "Pick a robot" });
    this.pickButtons = {};
    this.colors.forEach((color, i) => {
      const b = html("button", { type: "button", class: `rb-pick-${color}`, "data-robot": color, "aria-pressed": "false",
        "aria-label": `${color} robot (key ${i + 1})`, title: `${color} robot (key ${i + 1})` }, String(i + 1));
      b.addEventListener("click", () => this.select(color));
      robots.append(b);
      this.pickButtons[color] = b;
    });
    const pad = html("div", { class: "rb-pad", role: "group", "aria-label": "Move the selected robot" });
    this.padButtons = {};
    for (const d of DIRECTIONS) {
      const b = html("button", { type: "button", class: `rb-go rb-go-${d}`, "data-direction": d }, ARROWS[d]);
      b.addEventListener("click", () => this.move(this.selected, d));
      pad.append(b);
      this.padButtons[d] = b;
    }
    const edit = html("div", { class: "rb-edit" });
    this.undoButton = html("button", { type: "button", class: "rb-undo" }, "↶ Undo");
    this.undoButton.addEventListener("click", () => this.undo());
    this.resetButton = html("button", { type: "button", class: "rb-reset" }, "⟲ Reset");
    this.resetButton.addEventListener("click", () => this.reset());
    edit.append(this.undoButton, this.resetButton);
    box.append(robots, pad, edit);
    return box;
  }

  _listen() {
    this.svg.addEventListener("keydown", event => this._key(event));
    let start = null;
    this.svg.addEventListener("pointerdown", event => {
      start = { x: event.clientX, y: event.clientY, cell: this._cellAt(event), robot: event.target.closest("[data-robot]")?.dataset.robot };
      if (start.robot) this.select(start.robot);
      try { this.svg.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer */ }
    });
    this.svg.addEventListener("pointerup", event => {
      if (!start || this.options.readOnly) return;
      const dx = event.clientX - start.x, dy = event.clientY - start.y;
      const rect = this.svg.getBoundingClientRect();
      const threshold = Math.max(12, rect.width / (this.puzzle.board.width + 1) * 0.6);
      const robot = start.robot || this.selected;
      if (Math.hypot(dx, dy) >= threshold) {
        this.move(robot, Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "E" : "W") : (dy > 0 ? "S" : "N"));
      } else if (!start.robot && start.cell) {
        this._tapCell(start.cell);
      }
      start = null;
    });
    this.svg.addEventListener("pointercancel", () => { start = null; });
  }

  _key(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = KEY_DIRECTION[event.key];
    const number = Number.parseInt(event.key, 10);
    if (direction) {
      this.move(this.selected, direction);
    } else if (number >= 1 && number <= this.colors.length) {
      this.select(this.colors[number - 1]);
      this.announce(`${capitalise(this.selected)} robot selected, on ${this._where(this.robots[this.selected])}.`);
    } else if (COLOR_OF[event.key] && this.colors.includes(COLOR_OF[event.key])) {
      this.select(COLOR_OF[event.key]);
    } else if (event.key === "Backspace" || event.key === "u" || event.key === "z") {
      this.undo();
    } else if (event.key === "Escape") {
      this.reset();
    } else {
      return;
    }
    event.preventDefault();
  }

  /** A tap on a free cell in line with the selected robot moves it that way. */
  _tapCell([x, y]) {
    const [rx, ry] = this.robots[this.selected];
    if (x === rx && y !== ry) this.move(this.selected, y < ry ? "N" : "S");
    else if (y === ry && x !== rx) this.move(this.selected, x < rx ? "W" : "E");
  }

  _cellAt(event) {
    const point = this.svg.createSVGPoint();
    point.x = event.clientX; point.y = event.clientY;
    const matrix = this.svg.getScreenCTM();
    if (!matrix) return null;
    const p = point.matrixTransform(matrix.inverse());
    const x = Math.floor((p.x - M) / S), y = Math.floor((p.y - M) / S);
    const { width, height } = this.puzzle.board;
    return x >= 0 && y >= 0 && x < width && y < height ? [x, y] : null;
  }

  // --- state to screen ---

  _changed() {
    this.hint = null;  // a hint is for the position it was asked from
    this._render();
    this.dispatchEvent(new CustomEvent("change", { detail: { moves: this.moves } }));
  }

  _render() {
    const n = this.moves.length;
    this.counter.textContent = `${n} move${n === 1 ? "" : "s"}` + (this.status.solved ? " · target reached" : "");
    if (this.list) {
      this.list.replaceChildren(...this.status.steps.map(step => {
        const item = html("li", { "data-move": LETTER[step.robot] + step.direction });
        item.append(html("span", { class: `rb-chip rb-chip-${step.robot}`, "aria-hidden": "true" }),
          `${LETTER[step.robot]}${step.direction} `,
          html("span", { class: "rb-words" }, `${step.robot} ${WORD[step.direction]} to ${this._where(step.to)}`));
        return item;
      }));
      this.list.scrollTop = this.list.scrollHeight;  // the latest move stays in view
    }
    const hint = this.hint || {};
    for (const color of this.colors) {
      this.robotNodes[color].classList.toggle("rb-selected", color === this.selected);
      this.robotNodes[color].classList.toggle("rb-hinted", color === hint.robot);
      if (this.pickButtons) this.pickButtons[color].setAttribute("aria-pressed", String(color === this.selected));
    }
    if (this.padButtons) {
      for (const d of DIRECTIONS) {
        this.padButtons[d].setAttribute("aria-label", `Move the ${this.selected} robot ${WORD[d]}`);
        this.padButtons[d].classList.toggle("rb-hinted", d === hint.direction && this.selected === hint.robot);
      }
      this.undoButton.disabled = n === 0;
      this.resetButton.disabled = n === 0;
    }
    this.root.dataset.moves = formatMoves(this.moves);
    if (!this.busy) this._placeAll(this.robots);
  }

  _placeAll(robots) {
    for (const color of this.colors) this._place(color, robots[color]);
  }

  _place(color, [x, y]) {
    this.robotNodes[color].setAttribute("transform", `translate(${(M + x * S + S / 2).toFixed(2)} ${(M + y * S + S / 2).toFixed(2)})`);
  }

  _where(cell) {
    return `${cellName(this.puzzle.board, cell)}`;
  }

  _describeStep(step) {
    return `${capitalise(step.robot)} ${WORD[step.direction]} to ${this._where(step.to)}.`;
  }

  _describeStatus() {
    if (this.status.solved) return ` The target is reached: ${this.options.solvedHint}.`;
    if (this.status.reachedTarget) return " On the target, but that robot has not ricocheted yet.";
    return "";
  }

  _shake(robot) {
    const node = this.robotNodes[robot].firstChild;
    node.classList.remove("rb-refused");
    void node.getBoundingClientRect();
    node.classList.add("rb-refused");
  }

  // --- animation ---

  _cancelAnimation() {
    this._generation = (this._generation || 0) + 1;
    this.busy = false;
    this.trail.setAttribute("points", "");
    this._queue = Promise.resolve();
  }

  _animate(steps) {
    const generation = this._generation;
    if (steps.length) { this.busy = true; this.root.dataset.state = "moving"; }
    for (const step of steps) {
      this._queue = this._queue.then(() => this._run(step, generation));
    }
    this._queue = this._queue.then(() => {
      if (generation === this._generation) { this.busy = false; this.root.dataset.state = "idle"; this._placeAll(this.robots); }
    });
    return this._queue;
  }

  _run(step, generation) {
    if (generation !== this._generation) return Promise.resolve();
    const speed = this.options.speed;
    this.busy = true;
    this.root.dataset.state = "moving";
    const points = step.path.map(([x, y]) => [M + x * S + S / 2, M + y * S + S / 2]);
    this.trail.setAttribute("stroke", COLORS[step.robot]);
    this.trail.setAttribute("points", points.map(p => p.join(",")).join(" "));
    const node = this.robotNodes[step.robot];
    const total = (points.length - 1) * speed;
    if (!speed || !globalThis.requestAnimationFrame) {
      this._place(step.robot, step.to);
      return Promise.resolve();
    }
    return new Promise(resolve => {
      const t0 = performance.now();
      const frame = now => {
        if (generation !== this._generation) return resolve();
        const t = Math.max(0, Math.min(1, (now - t0) / total)) * (points.length - 1);
        const i = Math.min(points.length - 2, Math.floor(t));
        const f = t - i;
        const x = points[i][0] + (points[i + 1][0] - points[i][0]) * f;
        const y = points[i][1] + (points[i + 1][1] - points[i][1]) * f;
        node.setAttribute("transform", `translate(${x.toFixed(2)} ${y.toFixed(2)})`);
        if (now - t0 < total) requestAnimationFrame(frame);
        else { this._place(step.robot, step.to); resolve(); }
      };
      requestAnimationFrame(frame);
    });
  }
}

/** Play moves as `play` does, with a move after the target is reached an error. */
function stopAtTarget(puzzle, moves) {
  const result = play(puzzle, moves);
  const step = result.steps.findIndex((_, i) => play(puzzle, moves.slice(0, i + 1)).solved);
  if (step < 0 || step === moves.length - 1) return result;
  return { ...result, error: { step: step + 1, reason: "after_target", message: AFTER_TARGET } };
}

/** Say in words what a puzzle asks, with the cell as people name it. */
export function describeGoal(puzzle) {
  const goal = puzzle.target;
  if (!goal) return "no target yet";
  const who = goal.color === "any" ? "any robot" : `the ${goal.color} robot`;
  return `move ${who} onto the target at ${describeCell(puzzle.board, goal.cell)}`;
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

let counter = 0;
function uid(prefix) {
  counter += 1;
  return `${prefix}-${counter}`;
}

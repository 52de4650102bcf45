// The classic board for the live game page: an SVG drawing, the slide rules of the core
// (service/game/moves.py: walls, robots, blocked cells, diagonals that deflect other
// colours and let their own through, never stopping on one, loops refused), and a
// cell-by-cell animation. Plain ES module, no build step.
const NS = "http://www.w3.org/2000/svg";
export const CELL = 40;
export const COLORS = {red: "#d3302f", green: "#2e8b3e", blue: "#2f64c8", yellow: "#e8b90f", black: "#222", any: "#8a4fbf"};
export const LETTER = {red: "r", green: "g", blue: "b", yellow: "y", black: "k"};
export const ROBOT_OF = {r: "red", g: "green", b: "blue", y: "yellow", k: "black"};
const DELTA = {N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0]};
const DEFLECT = {"/": {N: "E", E: "N", S: "W", W: "S"}, "\\": {N: "W", E: "S", S: "E", W: "N"}};
const OPPOSITE = {N: "S", S: "N", E: "W", W: "E"};

function el(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.append(node);
  return node;
}

// Index a board's walls (edges included) as a set of "x,y,D" strings, both sides.
export function prepare(board) {
  const walls = new Set();
  for (const [x, y, side] of board.walls) {
    const [dx, dy] = DELTA[side];
    walls.add(`${x},${y},${side}`);
    walls.add(`${x + dx},${y + dy},${OPPOSITE[side]}`);
  }
  const diagonals = new Map(board.diagonals.map(d => [String(d.cell), d]));
  const blocked = new Set(board.blocked.map(String));
  return {...board, wallSet: walls, diagonalAt: diagonals, blockedSet: blocked};
}

function walled(b, x, y, dir) {
  const [dx, dy] = DELTA[dir];
  const nx = x + dx, ny = y + dy;
  return nx < 0 || ny < 0 || nx >= b.width || ny >= b.height || b.wallSet.has(`${x},${y},${dir}`);
}

// Slide a robot; return {end, path} or {error} as the core would judge the move.
export function slide(b, robots, robot, dir) {
  const others = new Set(Object.entries(robots).filter(([n]) => n !== robot).map(([, c]) => String(c)));
  let [x, y] = robots[robot];
  let heading = dir;
  const path = [[x, y]];
  const seen = new Set();
  while (!walled(b, x, y, heading)) {
    const [dx, dy] = DELTA[heading];
    const next = [x + dx, y + dy];
    if (others.has(String(next)) || b.blockedSet.has(String(next))) break;
    [x, y] = next;
    path.push(next);
    const diagonal = b.diagonalAt.get(String(next));
    if (diagonal) {
      if (diagonal.color !== robot) heading = DEFLECT[diagonal.orientation][heading];
      const key = `${next},${heading}`;
      if (seen.has(key)) return {error: `${robot} ${dir} never stops`};
      seen.add(key);
    }
  }
  if (b.diagonalAt.has(`${x},${y}`)) return {error: `${robot} ${dir} would stop on a diagonal`};
  if (path.length === 1) return {error: `${robot} cannot move ${dir}`};
  return {end: [x, y], path};
}

// Parse compact moves ("rN gE"); unknown tokens are skipped (the server judges).
export function parseCompact(text) {
  return (text.match(/[rgbyk][NESW]/gi) || []).map(t => [ROBOT_OF[t[0].toLowerCase()], t[1].toUpperCase()]);
}

export function formatCompact(moves) {
  return moves.map(([robot, dir]) => LETTER[robot] + dir).join(" ");
}

function symbol(kind, cx, cy, r, color, parent, extra = {}) {
  const attrs = {fill: color, ...extra};
  if (kind === "circle") return el("circle", {cx, cy, r, ...attrs}, parent);
  if (kind === "square") return el("rect", {x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, ...attrs}, parent);
  if (kind === "triangle") return el("polygon", {points: `${cx},${cy - r} ${cx + r},${cy + r * .8} ${cx - r},${cy + r * .8}`, ...attrs}, parent);
  if (kind === "hexagon") {
    const points = [0, 1, 2, 3, 4, 5].map(i => `${cx + r * Math.cos(i * Math.PI / 3)},${cy + r * Math.sin(i * Math.PI / 3)}`);
    return el("polygon", {points: points.join(" "), ...attrs}, parent);
  }
  const g = el("g", extra, parent);  // vortex: four colours
  ["red", "green", "blue", "yellow"].forEach((c, i) => {
    const a = i * Math.PI / 2;
    el("path", {d: `M${cx},${cy} L${cx + r * Math.cos(a)},${cy + r * Math.sin(a)} A${r},${r} 0 0 1 ${cx + r * Math.cos(a + Math.PI / 2)},${cy + r * Math.sin(a + Math.PI / 2)} Z`, fill: COLORS[c]}, g);
  });
  return g;
}

// Draw the board, its targets (the round's chip ringed) and the robots.
export function draw(svg, b, {robots = {}, chip = null, selected = null, onRobot = null} = {}) {
  svg.replaceChildren();
  svg.setAttribute("viewBox", `-2 -2 ${b.width * CELL + 4} ${b.height * CELL + 4}`);
  el("rect", {x: -2, y: -2, width: b.width * CELL + 4, height: b.height * CELL + 4, fill: "#3b3127"}, svg);
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      const blocked = b.blockedSet.has(`${x},${y}`);
      el("rect", {x: x * CELL + 1, y: y * CELL + 1, width: CELL - 2, height: CELL - 2, rx: 3, fill: blocked ? "#3b3127" : "#efe6d2"}, svg);
    }
  }
  for (const t of b.targets) {
    const [x, y] = t.cell;
    const current = chip && String(chip.cell || "") === String(t.cell) && chip.symbol === t.symbol;
    if (current) el("rect", {x: x * CELL + 2, y: y * CELL + 2, width: CELL - 4, height: CELL - 4, rx: 4, fill: "#fff3a6", stroke: "#b8860b", "stroke-width": 2}, svg);
    symbol(t.symbol, x * CELL + CELL / 2, y * CELL + CELL / 2, current ? 11 : 8, COLORS[t.color] || "#888", svg, {opacity: current ? 1 : .55});
  }
  for (const d of b.diagonals) {
    const [x, y] = d.cell;
    const [x1, y1, x2, y2] = d.orientation === "/" ? [x * CELL + 3, (y + 1) * CELL - 3, (x + 1) * CELL - 3, y * CELL + 3] : [x * CELL + 3, y * CELL + 3, (x + 1) * CELL - 3, (y + 1) * CELL - 3];
    el("line", {x1, y1, x2, y2, stroke: COLORS[d.color], "stroke-width": 4, "stroke-linecap": "round"}, svg);
  }
  for (const wall of b.walls) {
    const [x, y, side] = wall;
    const [x1, y1, x2, y2] = side === "E" ? [(x + 1) * CELL, y * CELL, (x + 1) * CELL, (y + 1) * CELL]
      : side === "S" ? [x * CELL, (y + 1) * CELL, (x + 1) * CELL, (y + 1) * CELL]
      : side === "N" ? [x * CELL, y * CELL, (x + 1) * CELL, y * CELL] : [x * CELL, y * CELL, x * CELL, (y + 1) * CELL];
    el("line", {x1, y1, x2, y2, stroke: "#2a2018", "stroke-width": 5, "stroke-linecap": "round"}, svg);
  }
  const layer = el("g", {class: "robots"}, svg);
  for (const [name, [x, y]] of Object.entries(robots)) {
    const g = el("g", {class: "robot cell-click", "data-robot": name, transform: `translate(${x * CELL + CELL / 2} ${y * CELL + CELL / 2})`}, layer);
    if (name === selected) el("circle", {r: 17, fill: "none", stroke: "#fff", "stroke-width": 3}, g);
    el("circle", {r: 13, fill: COLORS[name], stroke: "#111", "stroke-width": 1.5}, g);
    const label = el("text", {"text-anchor": "middle", "dominant-baseline": "central", fill: "#fff", "font-size": 13, "font-weight": 700}, g);
    label.textContent = LETTER[name].toUpperCase();
    el("title", {}, g).textContent = `${name} robot, column ${x + 1}, row ${y + 1}`;
    if (onRobot) g.addEventListener("click", () => onRobot(name));
  }
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

// Move one drawn robot along a path, cell by cell.
export async function animatePath(svg, robot, path, stepMs = 45) {
  const g = svg.querySelector(`g.robot[data-robot="${robot}"]`);
  if (!g) return;
  for (const [x, y] of path.slice(1)) {
    g.setAttribute("transform", `translate(${x * CELL + CELL / 2} ${y * CELL + CELL / 2})`);
    await sleep(stepMs);
  }
}

// Replay compact moves from the given robots, drawing each slide; return the end robots.
export async function replay(svg, b, robots, moves, options = {}) {
  const now = {...robots};
  draw(svg, b, {...options, robots: now});
  for (const [robot, dir] of moves) {
    if (!(robot in now)) break;
    const result = slide(b, now, robot, dir);
    if (result.error) break;
    await animatePath(svg, robot, result.path);
    now[robot] = result.end;
    await sleep(120);
  }
  return now;
}

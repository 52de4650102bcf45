// The Micro Robots board for the live game page: 6x6 coloured, numbered cells, one robot.
// A move goes along the robot's row or column to ANY cell sharing its colour or number
// (service/game/micro/rules.py). Plain ES module, no build step.
const NS = "http://www.w3.org/2000/svg";
const SIZE = 6;
const CELL = 60;
export const COLORS = {blue: "#2f64c8", yellow: "#e8b90f", green: "#2e8b3e", red: "#d3302f", pink: "#e76fae", white: "#f4f4f4"};

function el(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.append(node);
  return node;
}

const at = (board, [x, y]) => board.cells[y * SIZE + x];

// Every cell one move can reach from `cell`.
export function moves(board, cell) {
  const [color, number] = at(board, cell);
  const found = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const inLine = (x === cell[0]) !== (y === cell[1]);
      const [c, n] = at(board, [x, y]);
      if (inLine && (c === color || n === number)) found.push([x, y]);
    }
  }
  return found;
}

export function describe(board, cell) {
  const [color, number] = at(board, cell);
  return `${color} ${number}`;
}

// Draw the cells, the target, the robot, a path and the clickable next moves.
export function draw(svg, board, {robot, target, path = [], choices = [], onCell = null} = {}) {
  svg.replaceChildren();
  svg.setAttribute("viewBox", `-3 -3 ${SIZE * CELL + 6} ${SIZE * CELL + 6}`);
  el("rect", {x: -3, y: -3, width: SIZE * CELL + 6, height: SIZE * CELL + 6, fill: "#3b3127"}, svg);
  const choice = new Set(choices.map(String));
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [color, number] = at(board, [x, y]);
      const g = el("g", {"data-cell": `${x},${y}`}, svg);
      el("rect", {x: x * CELL + 2, y: y * CELL + 2, width: CELL - 4, height: CELL - 4, rx: 6, fill: COLORS[color], stroke: choice.has(`${x},${y}`) ? "#111" : "none", "stroke-width": 4, "stroke-dasharray": "6 4"}, g);
      const text = el("text", {x: x * CELL + 12, y: y * CELL + 20, "font-size": 15, "font-weight": 700, fill: color === "white" || color === "yellow" ? "#222" : "#fff"}, g);
      text.textContent = number;
      el("title", {}, g).textContent = `${color} ${number}, column ${x + 1}, row ${y + 1}`;
      if (onCell && choice.has(`${x},${y}`)) {
        g.setAttribute("class", "cell-click");
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
        g.setAttribute("aria-label", `move to ${color} ${number}`);
        g.addEventListener("click", () => onCell([x, y]));
        g.addEventListener("keydown", event => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); onCell([x, y]); } });
      }
    }
  }
  if (target) {
    const [x, y] = target;
    const ring = el("g", {class: "target", "data-target": `${x},${y}`, "pointer-events": "none"}, svg);
    el("circle", {cx: x * CELL + CELL / 2, cy: y * CELL + CELL / 2, r: 22, fill: "none", stroke: "#111", "stroke-width": 4}, ring);
    el("circle", {cx: x * CELL + CELL / 2, cy: y * CELL + CELL / 2, r: 15, fill: "none", stroke: "#fff", "stroke-width": 3}, ring);
  }
  const points = [robot, ...path].filter(Boolean).map(([x, y]) => `${x * CELL + CELL / 2},${y * CELL + CELL / 2}`);
  if (points.length > 1) el("polyline", {points: points.join(" "), fill: "none", stroke: "#111", "stroke-width": 4, "stroke-opacity": .7, "pointer-events": "none"}, svg);
  if (robot && path.length) {  // where the robot set off
    const [x, y] = robot;
    el("circle", {cx: x * CELL + CELL / 2, cy: y * CELL + CELL / 2, r: 11, fill: "none", stroke: "#333", "stroke-width": 3, "stroke-dasharray": "4 3"}, svg);
  }
  const end = path.length ? path[path.length - 1] : robot;
  if (end) {
    const [x, y] = end;
    const g = el("g", {class: "robot", transform: `translate(${x * CELL + CELL / 2 + 6} ${y * CELL + CELL / 2 + 6})`}, svg);
    el("circle", {r: 13, fill: "#333", stroke: "#fff", "stroke-width": 3}, g);
    el("title", {}, g).textContent = `the robot, column ${x + 1}, row ${y + 1}`;
  }
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

// Replay a claimed path move by move.
export async function replay(svg, board, start, target, path) {
  for (let i = 0; i <= path.length; i++) {
    draw(svg, board, {robot: start, target, path: path.slice(0, i)});
    await sleep(300);
  }
}

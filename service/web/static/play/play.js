// The live game page: creates games, hands out invite links, and plays a seat with the
// public API only (POST /v1/clients, /v1/games..., the event log or its stream), so it
// is also the reference client. Plain ES module, no build step.
import * as api from "/static/api.js";
import {Board, describeCell, formatMoves, parseMoves} from "/static/board/board.js";
import * as micro from "./micro.js";

const $ = id => document.getElementById(id);
const KEY = "ricochet.play.apiKey";
const GAME = id => "ricochet.play.game." + id;
const EVENT_TYPES = ["game_created", "round_started", "bid", "timer_started", "timer_expired", "verifier_called",
  "verification", "chip_awarded", "chip_returned", "chip_laid", "claim", "chip_given", "target_rerolled",
  "round_over", "game_finished"];
const POLL_MS = 1000;
const OPTIMUM_POLL_MS = 2000;
const OPTIMUM_POLLS = 60;
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

const query = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.slice(1));
const S = {
  id: query.get("game"),
  token: fragment.get("token"),
  seat: seatOf(fragment.get("seat")),
  game: null, board: null, offset: 0, lastSeq: 0, queue: Promise.resolve(),
  view: null, viewKey: null, typing: false, claimPath: [], animating: false, deadlines: new Set(),
  optimumPolls: {}, lastRefresh: 0,
};

// Seats are counted from 1 where people read them (the page, the invite link's
// "#seat=1"); the API numbers them from 0 (`seat`, `player`, `verifier`).
function seatOf(shown) {
  const n = Number(shown);
  return shown !== null && Number.isInteger(n) && n >= 1 ? n - 1 : null;
}

const inviteLink = (game, player) =>
  `${location.origin}/play?game=${game.id}#seat=${player.seat + 1}&token=${player.token}`;

// ---- the API --------------------------------------------------------------------
async function apiKey(renew) {
  let key = localStorage.getItem(KEY);
  if (key && !renew) return key;
  const {ok, body} = await api.call("/v1/clients", {body: {name: "play page"}});
  if (!ok) throw new Error(api.problemText(body, "could not register"));
  localStorage.setItem(KEY, body.api_key);
  return body.api_key;
}

/** Call the API (never from the cache) as a player, the admin or nobody. */
function call(method, path, body, credential) {
  return api.call(path, {method, body, credential, cache: "no-store"});
}

/** Say what a failed call's problem says. */
function problemText(result) {
  return api.problemText(result.body, "HTTP " + result.status);
}

const saved = () => JSON.parse(localStorage.getItem(GAME(S.id)) || "null");
const isAdmin = () => Boolean(saved() && saved().admin);
const isPlayer = () => S.token !== null && S.seat !== null;
// A player acts with its token; the creating client (admin) with its API key.
const credential = () => (isPlayer() ? S.token : isAdmin() ? localStorage.getItem(KEY) : null);

async function act(method, path, body, errorId, asAdmin = false) {
  const result = await call(method, path, body, asAdmin ? localStorage.getItem(KEY) : credential());
  $(errorId).textContent = result.ok ? "" : problemText(result);
  if (result.ok) await refresh();
  return result;
}

// ---- creating a game ------------------------------------------------------------
function setupCreate() {
  $("create").hidden = false;
  const preset = $("preset");
  const sync = () => {
    const micro_ = preset.selectedOptions[0].dataset.kind === "micro";
    $("classic-options").hidden = micro_;
    $("layout-label").hidden = $("board_source").value !== "layout";
  };
  preset.addEventListener("change", sync);
  $("board_source").addEventListener("change", sync);
  sync();
  $("create-form").addEventListener("submit", async event => {
    event.preventDefault();
    $("create-error").textContent = "";
    $("create-button").disabled = true;
    try {
      const result = await createGame(gameRequest());
      if (!result.ok) { $("create-error").textContent = problemText(result); return; }
      const game = result.body;
      const links = game.players.map(p => ({seat: p.seat, name: p.name, url: inviteLink(game, p)}));
      localStorage.setItem(GAME(game.id), JSON.stringify({admin: true, links}));
      // The creator plays the first seat here (a solo game's only one), or watches.
      const plays = links.length === 1 || $("creator_plays").checked;
      location.assign(plays ? links[0].url : `/play?game=${game.id}`);
    } catch (error) {
      $("create-error").textContent = "Could not create the game: " + error.message;
    } finally {
      $("create-button").disabled = false;
    }
  });
}

function gameRequest() {
  const option = $("preset").selectedOptions[0];
  const players = $("players").value.split("\n").map(s => s.trim()).filter(Boolean);
  const rules = {no_bid_wait_seconds: Number($("no_bid_wait_seconds").value)};
  const body = {players, preset: option.value, timer_seconds: Number($("timer_seconds").value), rules};
  if (option.dataset.kind !== "micro") {
    rules.verify_seconds = Number($("verify_seconds").value);
    body.black_robot = $("black_robot").checked;
    const source = $("board_source").value;
    if (source === "layout") body.board = {layout: $("layout").value.trim()};
    else if (source !== "faces") body.board = {seed: Math.floor(Math.random() * 2 ** 31), faces: source};
  }
  return body;
}

async function createGame(body) {
  for (const renew of [false, true]) {
    const result = await call("POST", "/v1/games", body, await apiKey(renew));
    if (result.status === 401 && !renew) continue;  // the key was lost or revoked
    return result;
  }
}

// ---- following the game -----------------------------------------------------------
async function refresh() {
  S.lastRefresh = Date.now();
  const result = await call("GET", `/v1/games/${S.id}`);
  if (!result.ok) { $("status").textContent = problemText(result); return; }
  S.game = result.body;
  S.offset = Date.parse(S.game.server_time) - Date.now();
  if (!S.board) {
    const board = await call("GET", S.game.links.board);
    S.board = board.body.board;
  }
  if (!S.animating) render();
}

function handle(event) {
  if (event.seq <= S.lastSeq) return;
  S.lastSeq = event.seq;
  logEvent(event);
  const behind = S.animating;  // a replay plays: this event's state waits for it
  note("received", event);
  S.queue = S.queue.then(() => react(event)).catch(() => false)
    .then(replayed => note("applied", event, {replay: behind || replayed}));
}

// Record when an event reached the page and when the page showed its state: a
// performance mark "event-received" / "event-applied" with the event's seq, type and
// commit time `at`, the wall clock then, and whether a replay held the state back
// (tests and the page bench read them).
function note(stage, event, extra = {}) {
  const detail = {seq: event.seq, type: event.type, at: event.at, shown: Date.now(), ...extra};
  performance.mark("event-" + stage, {detail});
  document.body.dataset[stage + "Seq"] = String(event.seq);
}

// Apply an event: replay another player's demonstration or claim, then read the
// state; resolve true when a replay played.
async function react(event) {
  const round = S.game && S.game.current_round;
  const others = event.data.player !== S.seat;  // the player who played it saw it already
  const replayable = others && round && round.number === event.data.round;
  let replayed = false;
  if (replayable && event.type === "verification" && event.data.solution && S.game.mode !== "micro") {
    await animate(async () => {  // everyone sees the demonstration on a read-only board
      S.viewKey = null;
      const view = mountBoard(round.robots, round.chip, false);
      S.viewKey = null;  // the next render builds the board for what follows
      await view.replay(parseMoves(event.data.solution));
      await view.idle();
    });
    replayed = true;
  } else if (replayable && event.type === "claim") {
    await animate(() => micro.replay($("board"), S.board, round.start, round.target, event.data.path));
    replayed = true;
  }
  await refresh();
  return replayed;
}

async function animate(run) {
  S.animating = true;
  try { await run(); await sleep(400); } finally { S.animating = false; }
}

async function poll() {
  $("transport").textContent = "Updates: polling the event log.";
  while (true) {
    const result = await call("GET", `/v1/games/${S.id}/events?cursor=${S.lastSeq}`).catch(() => null);
    if (result && result.ok) result.body.items.forEach(handle);
    if (S.game && S.game.status === "finished" && result && result.ok && !result.body.items.length) return;
    await sleep(POLL_MS);
  }
}

// Follow the server-sent event stream; fall back to polling when it is unavailable.
function follow() {
  if (!window.EventSource) return poll();
  const source = new EventSource(`/v1/games/${S.id}/events/stream?last_event_id=${S.lastSeq}`);
  let opened = false;
  source.addEventListener("open", () => { opened = true; $("transport").textContent = "Updates: live event stream."; });
  for (const type of EVENT_TYPES) source.addEventListener(type, message => handle(JSON.parse(message.data)));
  source.addEventListener("error", () => {
    if (source.readyState === EventSource.CLOSED || !opened) {
      source.close();
      if (!(S.game && S.game.status === "finished")) poll();
    }
  });
}

// ---- the clock -------------------------------------------------------------------
const serverNow = () => Date.now() + S.offset;

function tick() {
  const game = S.game;
  if (!game) return;
  updateButtons();
  const round = game.current_round;
  let until = null, label = "";
  if (round && round.status === "running") { until = round.timer_ends_at; label = "sand timer"; }
  else if (round && round.status === "verifying" && round.verification) { until = round.verification.deadline; label = "to demonstrate"; }
  else if (round && round.status === "waiting" && game.mode === "classic") { until = round.timer_allowed_at; label = "until the timer may be turned without a bid"; }
  else if (round && round.status === "waiting" && game.mode === "micro") { until = round.reroll_allowed_at; label = "until a new target may be rolled"; }
  const timer = $("timer");
  $("clock").hidden = !until || game.status === "finished";
  showBar();
  if (!until || game.status === "finished") { timer.textContent = "–"; timer.classList.remove("urgent"); $("timer-label").textContent = ""; return; }
  const left = Math.max(0, Date.parse(until) - serverNow());
  const seconds = Math.ceil(left / 1000);
  timer.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  timer.classList.toggle("urgent", seconds <= 10 && label === "sand timer");
  $("timer-label").textContent = label;
  if (left === 0 && !S.deadlines.has(until)) {  // the server applies timers on the next request
    S.deadlines.add(until);
    setTimeout(refresh, 150);
  }
  awaitOptimum(round);
}

// The solver finishes in the background and no event says so: while a revealed round
// lacks its optimum, ask again now and then (a bounded number of times per round).
function awaitOptimum(round) {
  const revealed = round && (S.game.mode === "classic" ? ["verifying", "over"].includes(round.status) : round.status === "over");
  if (!revealed || S.game.mode === "micro" || (round.optimum !== null && round.optimum !== undefined)) return;
  const polls = S.optimumPolls[round.number] || 0;
  if (polls >= OPTIMUM_POLLS || Date.now() - S.lastRefresh < OPTIMUM_POLL_MS || S.animating) return;
  S.optimumPolls[round.number] = polls + 1;
  refresh();
}

// ---- drawing the state -----------------------------------------------------------
const nameOf = seat => (S.game.players[seat] || {}).name || "seat " + seat;
const describeChip = chip => (chip.color === "any" ? "the vortex (any robot)" : `${chip.color} ${chip.symbol}`);
const live = round => round && !["over"].includes(round.status) && S.game.status !== "finished";

function render() {
  const game = S.game;
  const round = game.current_round;
  $("game").hidden = false;
  $("status").textContent = statusText();
  $("round-title").textContent = round ? `Round ${round.number}` : "No round yet";
  $("round-info").textContent = roundInfo(round);
  renderBids(round);
  renderStandings();
  renderVerification(round);
  $("winners").hidden = game.status !== "finished";
  if (game.status === "finished") {
    $("winners").textContent = game.winners.length
      ? "Game over. " + (game.winners.length > 1 ? "Winners: " : "Winner: ") + game.winners.map(nameOf).join(", ")
      : "Game over. Nobody won.";
  }
  const mine = isPlayer();
  $("me").textContent = mine ? `You play seat ${S.seat + 1}: ${nameOf(S.seat)}.` : isAdmin() ? "You created this game (you start rounds and may end it)." : "You are watching.";
  $("bidding").hidden = !(mine && game.mode === "classic" && live(round) && ["waiting", "running"].includes(round.status));
  const demoOpen = mine && live(round) && ((game.mode === "classic" && round.status === "verifying" && round.verification && round.verification.verifier === S.seat)
    || (game.mode === "solo" && round.status === "running"));
  const wasOpen = !$("demo").hidden;
  $("demo").hidden = !demoOpen;
  const claimOpen = mine && game.mode === "micro" && live(round) && round.status === "waiting";
  if (!claimOpen) S.claimPath = [];
  $("claim").hidden = !claimOpen;
  renderBoard();
  if (demoOpen && !wasOpen) { syncDemo(); S.view.svg.focus(); }
  renderInvites();
  tick();
}

function statusText() {
  const game = S.game, round = game.current_round;
  if (game.status === "finished") return "The game is over.";
  if (!round) return "Start the first round.";
  if (round.status === "over") {
    const how = round.winner !== null ? `${nameOf(round.winner)} took the chip` : round.outcome.replace(/_/g, " ");
    return `Round ${round.number} is over: ${how}. Start the next round.`;
  }
  if (game.mode === "micro") return `Find a path to the ringed cell and claim it. ${round.claim ? "" : "First claim decides."}`;
  if (game.mode === "solo") return `Bring ${describeChip(round.chip)} home before the sand runs out.`;
  if (round.status === "waiting") return `Find a route to ${describeChip(round.chip)}. Bids are open.`;
  if (round.status === "running") return `The sand timer is running: bid before it runs out.`;
  const v = round.verification;
  return v && v.verifier !== null ? `${nameOf(v.verifier)} demonstrates ${v.order.find(o => o.player === v.verifier)?.bid ?? ""} moves.` : "Verifying…";
}

function roundInfo(round) {
  const game = S.game;
  if (!round) return game.mode === "micro" ? "Roll the first target." : `${game.table.face_down_chips} chips face down.`;
  const parts = [];
  if (game.mode === "micro") {
    const dice = round.rolls[round.rolls.length - 1];
    parts.push(`${nameOf(round.roller)} rolled ${dice.color} and ${dice.number}: from ${micro.describe(S.board, round.start)} to ${micro.describe(S.board, round.target)}.`);
    parts.push(`${game.table.supply} chips in the supply.`);
    if (round.claim) parts.push(`${nameOf(round.claim.player)} claimed ${round.claim.claim}: ${round.claim.result}.`);
  } else {
    parts.push(`Chip: ${describeChip(round.chip)} at ${describeCell(S.board, round.chip.cell)}.`);
    if (game.mode === "solo") parts.push(`Face up ${game.table.laid_face_up.length}, face down ${game.table.laid_face_down.length}, left ${game.table.face_down_chips}.`);
    else parts.push(`${game.table.face_down_chips} chips left face down.`);
  }
  if (round.optimum !== null && round.optimum !== undefined) parts.push(`Optimum: ${round.optimum} moves.`);
  if (round.status === "over" && round.winner !== null) parts.push(`${nameOf(round.winner)} took the chip.`);
  return parts.join(" ");
}

function renderBoard() {
  if (S.animating || !S.board) return;
  const game = S.game, round = game.current_round, svg = $("board");
  if (game.mode === "micro") {
    $("micro-mount").hidden = false;
    $("board-mount").hidden = true;
    const waiting = live(round) && round.status === "waiting";
    const start = waiting ? round.start : game.table.robot;
    const claiming = !$("claim").hidden || (isPlayer() && waiting);
    const last = S.claimPath.length ? S.claimPath[S.claimPath.length - 1] : start;
    micro.draw(svg, S.board, {robot: start, target: waiting ? round.target : null, path: S.claimPath,
      choices: claiming ? micro.moves(S.board, last) : [], onCell: claiming ? addClaimStep : null});
    $("board-caption").textContent = `The robot stands on ${micro.describe(S.board, S.claimPath.length ? last : start)}.`;
    return;
  }
  $("micro-mount").hidden = true;
  $("board-mount").hidden = false;
  const markers = live(round) ? round.robots : game.table.robots;
  mountBoard(markers, round ? round.chip : null, !$("demo").hidden);  // the last chip stays marked
  $("board-caption").textContent = live(round) ? `Target: ${describeChip(round.chip)} at ${describeCell(S.board, round.chip.cell)}.` : "";
}

// Mount the board component (static/board/board.js) for a position; rebuild only on change.
function mountBoard(robots, chip, playable) {
  const key = JSON.stringify([robots, chip, playable]);
  if (S.view && key === S.viewKey) return S.view;
  if (S.view) S.view.destroy();
  const target = chip ? {color: chip.color, cell: chip.cell} : null;  // null: no chip drawn yet
  const puzzle = {board: S.board, robots, target, rules: S.game.rules};
  S.view = new Board($("board-mount"), puzzle, {label: "game", readOnly: !playable, controls: playable, moveList: playable,
    solvedHint: "press Demonstrate"});
  S.viewKey = key;
  $("board-mount").classList.toggle("watching", !playable);
  if (playable) S.view.addEventListener("change", () => syncDemo());
  return S.view;
}

function renderBids(round) {
  const tbody = $("bids").querySelector("tbody");
  const bids = round && round.bids ? round.bids : [];
  $("bids").hidden = S.game.mode !== "classic";
  tbody.replaceChildren(...bids.map(bid => row([nameOf(bid.player), bid.moves, bid.standing ? bid.standing.label : ""], bid.player === S.seat)));
  const mine = bids.find(bid => bid.player === S.seat && bid.standing);
  $("my-standing").hidden = !mine;
  $("my-standing").textContent = mine ? myStanding(mine, round.optimum) : "";
}

function myStanding(bid, optimum) {
  const label = bid.standing.label;
  const how = label === "optimal" ? "optimal" : label === "impossible" ? "impossible (below the optimum)" : `${label} over the optimum`;
  return `Your standing: your bid of ${bid.moves} is ${how}; the optimum is ${optimum} moves.`;
}

function renderStandings() {
  $("standings").querySelector("tbody").replaceChildren(...S.game.standings.map(s => row([s.rank, s.name, s.chips], s.seat === S.seat)));
}

function renderVerification(round) {
  const v = round && round.verification;
  let text = "";
  if (v) {
    text = v.attempts.map(a => `${nameOf(a.player)}: ${a.result}${a.solution ? " (" + a.solution + ")" : ""}`).join("; ");
  }
  if (round && round.summary && round.summary.optimal_solution) text += ` An optimal solution: ${round.summary.optimal_solution}.`;
  $("verification").textContent = text.trim();
}

function row(values, mine) {
  const tr = document.createElement("tr");
  if (mine) tr.className = "me";
  for (const value of values) {
    const td = document.createElement("td");
    td.textContent = value;
    tr.append(td);
  }
  return tr;
}

function renderInvites() {
  const data = saved();
  $("invites").hidden = !(data && data.links);
  if (!data || !data.links) return;
  $("invite-list").replaceChildren(...data.links.map(link => {
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = link.url;
    a.textContent = `Seat ${link.seat + 1}: ${link.name}`;
    a.className = "invite";
    a.dataset.seat = link.seat;
    const copy = document.createElement("button");
    copy.type = "button";
    copy.textContent = "Copy";
    copy.addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText(link.url));
    li.append(a, " ", copy);
    return li;
  }));
}

function updateButtons() {
  const game = S.game, round = game.current_round, can = isPlayer() || isAdmin();
  const active = game.status !== "finished";
  $("next-round").hidden = !(can && active && (!round || round.status === "over"));
  $("turn-timer").hidden = !(can && active && game.mode === "classic" && round && round.status === "waiting" && serverNow() >= Date.parse(round.timer_allowed_at));
  $("reroll").hidden = !(can && active && game.mode === "micro" && round && round.status === "waiting" && serverNow() >= Date.parse(round.reroll_allowed_at));
  $("finish").hidden = !(isAdmin() && active);
}

function logEvent(event) {
  const d = event.data, item = document.createElement("li");
  const who = seat => (S.game ? nameOf(seat) : "seat " + seat);
  const texts = {
    game_created: () => "Game created.",
    round_started: () => `Round ${d.round} started.`,
    bid: () => `${who(d.player)} bids ${d.moves}.`,
    timer_started: () => `The sand timer is running (${d.reason.replace(/_/g, " ")}).`,
    timer_expired: () => "The sand timer ran out.",
    verifier_called: () => `${who(d.player)} must demonstrate ${d.bid} moves.`,
    verification: () => `${who(d.player)}: ${d.result}${d.solution ? " (" + d.solution + ")" : ""}.`,
    chip_awarded: () => `${who(d.player)} takes the chip (${d.chips}).`,
    chip_returned: () => `The chip goes back (${d.reason.replace(/_/g, " ")}).`,
    chip_laid: () => `Chip laid face ${d.face_up ? "up" : "down"}.`,
    claim: () => `${who(d.player)} claims ${d.claim}: ${d.result}.`,
    chip_given: () => `${who(d.player)} gives a chip to ${who(d.to)}.`,
    target_rerolled: () => "A new target was rolled.",
    round_over: () => `Round ${d.round} over: ${String(d.outcome).replace(/_/g, " ")}.`,
    game_finished: () => "The game is over.",
  };
  item.textContent = (texts[event.type] || (() => event.type))();
  $("log").append(item);
  $("log").scrollTop = $("log").scrollHeight;
}

// ---- the demonstration on the board (classic and solo) --------------------------
function syncDemo() {
  const moves = S.view ? S.view.moves : [];
  if (!S.typing) $("moves-text").value = formatMoves(moves);
  $("move-count").textContent = moves.length;
}

function setupDemo() {
  $("moves-text").addEventListener("input", () => {  // typing and the board stay in sync
    let moves;
    try { moves = parseMoves($("moves-text").value); } catch (error) { $("demo-error").textContent = error.message; return; }
    S.typing = true;
    const error = S.view.setMoves(moves);
    S.typing = false;
    $("demo-error").textContent = error ? `Move ${error.step + 1}: ${error.message}.` : "";
  });
  $("submit-demo").addEventListener("click", () => demonstrate(formatMoves(S.view.moves)));
  $("concede").addEventListener("click", () => demonstrate(null));
}

async function demonstrate(solution) {
  const round = S.game.current_round;
  const result = await act("POST", `/v1/games/${S.id}/rounds/${round.number}/solution`, {solution}, "demo-error");
}

// ---- bids, claims and round buttons ---------------------------------------------
function setupActions() {
  const entry = $("bid-entry");
  document.querySelectorAll(".pad button").forEach(b => b.addEventListener("click", () => {
    entry.value = (entry.value + b.dataset.digit).replace(/^0+/, "").slice(-2);
  }));
  const bid = async () => {
    const moves = Number(entry.value);
    if (!Number.isInteger(moves) || moves < 1) { $("bid-error").textContent = "Enter a number of moves."; return; }
    const result = await act("POST", `/v1/games/${S.id}/rounds/${S.game.current_round.number}/bids`, {moves}, "bid-error");
    if (result.ok) entry.value = "";
  };
  $("bid-button").addEventListener("click", bid);
  entry.addEventListener("keydown", event => { if (event.key === "Enter") bid(); });
  $("next-round").addEventListener("click", () => act("POST", `/v1/games/${S.id}/rounds`, undefined, "action-error", !isPlayer()));
  $("turn-timer").addEventListener("click", () => act("POST", `/v1/games/${S.id}/rounds/${S.game.current_round.number}/timer`, undefined, "action-error", !isPlayer()));
  $("reroll").addEventListener("click", () => act("POST", `/v1/games/${S.id}/rounds/${S.game.current_round.number}/reroll`, undefined, "action-error", !isPlayer()));
  $("finish").addEventListener("click", () => act("POST", `/v1/games/${S.id}/finish`, undefined, "action-error", true));
  $("claim-undo").addEventListener("click", () => { S.claimPath.pop(); syncClaim(); });
  $("claim-submit").addEventListener("click", async () => {
    const path = S.claimPath;
    await act("POST", `/v1/games/${S.id}/rounds/${S.game.current_round.number}/claims`, {moves: path.length, path}, "claim-error");
  });
}

function addClaimStep(cell) {
  S.claimPath.push(cell);
  syncClaim();
}

function syncClaim() {
  $("claim-path").textContent = S.claimPath.length ? S.claimPath.map(c => micro.describe(S.board, c)).join(" → ") : "none";
  $("claim-submit").disabled = !S.claimPath.length;
  $("claim-submit").textContent = S.claimPath.length ? `Claim ${S.claimPath.length} move${S.claimPath.length > 1 ? "s" : ""}` : "Claim";
  renderBoard();
}

// The action bar shows only when it holds something: a clock, a pad, a button.
function showBar() {
  const shown = ["clock", "bidding", "demo", "claim"].some(id => !$(id).hidden)
    || [...$("round-actions").children].some(button => !button.hidden) || $("action-error").textContent !== "";
  $("actionbar").hidden = !shown;
}

// On a narrow screen the action bar is pinned to the bottom of the window: keep the
// page's end clear of it (the CSS reads --bar).
function pinActions() {
  const bar = $("actionbar");
  const fit = () => {
    const pinned = getComputedStyle(bar).position === "fixed" && !$("game").hidden;
    document.documentElement.style.setProperty("--bar", pinned ? bar.offsetHeight + "px" : "0px");
  };
  if (window.ResizeObserver) new ResizeObserver(fit).observe(bar);
  window.addEventListener("resize", fit);
  fit();
}

// ---- start -------------------------------------------------------------------------
async function start() {
  window.addEventListener("hashchange", () => location.reload());  // another seat's link
  if (!S.id) { setupCreate(); return; }
  setupDemo();
  setupActions();
  pinActions();
  await refresh();
  const history = await call("GET", `/v1/games/${S.id}/events?cursor=0&limit=1000`);
  if (history.ok) history.body.items.forEach(event => { S.lastSeq = event.seq; logEvent(event); });
  setInterval(tick, 250);
  follow();
}

start();

// The daily page: a solution per tier checked by the page's own route (a signed
// cookie names the visitor), the leaderboards refreshed, sharing, the countdown to
// the next puzzle and the visitor's streak.
import { call, problemText } from "/static/api.js";

const PLAYER = "ricochet.daily.player";

// The page's own route: a signed cookie names the visitor, no API key.
async function submit(url, player, solution) {
  const { status, body } = await call(url, { body: { player, solution } });
  return [status, body || {}];
}

function describe(status, body) {
  if (status !== 200) {
    return ["error", problemText(body, "HTTP " + status)];
  }
  if (!body.solved) {
    const v = body.verdict;
    let why = "the last move does not bring the robot onto the target";
    if (v.error) why = "move " + (v.error.step + 1) + ": " + v.error.message;
    else if (v.reached_target && !v.ricochet_rule_satisfied) why = "the finishing robot did not ricochet";
    return ["unsolved", "Not solved: " + why + "."];
  }
  // Until the day ends only "optimal or not" is told, never the distance.
  let text = "Solved in " + body.moves + " moves: " + (body.score === "optimal" ? "optimal!" : "not optimal yet; a shorter solution exists.");
  if (body.best && !body.improved) text += " Your best stays " + body.best.moves + ".";
  return ["solved", text];
}

async function refreshBoard(section) {
  const { ok, body: board } = await call(section.dataset.leaderboard + "?limit=10", { cache: "no-cache" });
  if (!ok) return;
  const tbody = section.querySelector("tbody");
  tbody.replaceChildren(...board.items.map(entry => {
    const row = document.createElement("tr");
    for (const value of [entry.rank, entry.player, ...(board.revealed ? [entry.moves, entry.score] : [])]) {
      const cell = document.createElement("td");
      cell.textContent = value;
      row.append(cell);
    }
    return row;
  }));
}

const playerInput = document.getElementById("player");
if (playerInput) {
  playerInput.value = localStorage.getItem(PLAYER) || "";
  playerInput.addEventListener("change", () => localStorage.setItem(PLAYER, playerInput.value.trim()));
}

// Tell the boards (static/board/daily-board.js) what happened.
function tell(section, name, detail) {
  section[name] = detail;  // kept for a board mounted later
  section.dispatchEvent(new CustomEvent(name, {detail}));
}

// The player's stored bests come from the server with the visitor (/daily/me):
// refreshVisitor tells each solved tier's board "daily:best".

for (const form of document.querySelectorAll("form.attempt")) {
  form.addEventListener("submit", async event => {
    event.preventDefault();
    const section = form.closest(".tier");
    const verdict = section.querySelector(".verdict");
    const player = playerInput.value.trim();
    if (!player) { verdict.className = "verdict error"; verdict.textContent = "Enter your name first."; playerInput.focus(); return; }
    localStorage.setItem(PLAYER, player);
    verdict.className = "verdict";
    verdict.textContent = "Checking…";
    try {
      const [status, body] = await submit(section.dataset.attempts, player, form.solution.value);
      const [kind, text] = describe(status, body);
      verdict.className = "verdict " + kind;
      verdict.textContent = text;
      tell(section, "daily:verdict", {status, body});  // the board replays it
      if (kind === "solved") { showShare(section, body); await refreshBoard(section); refreshVisitor(); }
    } catch (error) {
      verdict.className = "verdict error";
      verdict.textContent = "Could not check: " + error.message;
    }
  });
}
// Sharing, the countdown and the streak.
const DAY = document.getElementById("daily").dataset.date;

function shareText(tier, best) {
  // The day, the tier, the moves, optimal or not: never the moves themselves.
  const verdict = best.optimal ? "optimal \u2605" : "not optimal yet";
  return "Ricochet daily " + DAY + " \u00b7 " + tier + "\n" +
    "Solved in " + best.moves + " moves \u00b7 " + verdict + "\n" +
    location.origin + "/daily?date=" + DAY;
}

function showShare(section, result) {
  const best = result.best || {moves: result.moves, optimal: result.score === "optimal"};
  const box = section.querySelector(".share");
  if (!box) return;
  box.querySelector(".share-text").textContent = shareText(section.dataset.tier, best);
  box.hidden = false;
}

async function copyShare(box) {
  const text = box.querySelector(".share-text").textContent;
  const said = box.querySelector(".copied");
  try {
    await navigator.clipboard.writeText(text);
    said.textContent = "Copied.";
  } catch (error) {
    const range = document.createRange();  // no clipboard access: select it instead
    range.selectNodeContents(box.querySelector(".share-text"));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    said.textContent = "Selected: press Ctrl+C to copy.";
  }
}

for (const button of document.querySelectorAll(".share .copy")) {
  button.addEventListener("click", () => copyShare(button.closest(".share")));
}

// Counted from the server's figure, so a visitor's wrong clock does not matter.
const loadedAt = performance.now();

function tickCountdown(element) {
  const left = Math.max(0, element.dataset.left * 1000 - (performance.now() - loadedAt));
  if (left === 0) { element.textContent = "A new puzzle is out: reload the page."; return; }
  const s = Math.floor(left / 1000);
  const pad = n => String(n).padStart(2, "0");
  element.textContent = "Next puzzle in " + pad(Math.floor(s / 3600)) + ":" +
    pad(Math.floor(s / 60) % 60) + ":" + pad(s % 60);
}

const countdown = document.getElementById("countdown");
if (countdown) { tickCountdown(countdown); setInterval(() => tickCountdown(countdown), 1000); }

async function refreshVisitor(onLoad = false) {
  // The server knows the visitor by their cookie: streak and today's solved tiers.
  const { ok, body: me } = await call("/daily/me", { cache: "no-store" });
  if (!ok) return;
  if (!me.player) return;
  const input = document.getElementById("player");
  if (input && !input.value) input.value = me.name;
  const streak = document.getElementById("streak");
  if (streak && me.streak) {
    streak.textContent = "Your streak: " + me.streak.current + " day" +
      (me.streak.current === 1 ? "" : "s") + " (longest " + me.streak.longest + ")";
    streak.hidden = false;
  }
  if (me.date !== DAY) return;
  for (const [tier, solved] of Object.entries(me.solved)) {
    const section = document.getElementById("tier-" + tier);
    if (!section) continue;
    showShare(section, solved);
    if (onLoad) tell(section, "daily:best", {best: solved.best});  // the board shows it solved
  }
}
refreshVisitor(true);

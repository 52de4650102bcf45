// --- sharing, countdown and streak (issue 17): included inline in daily.html ---
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
  const response = await fetch("/daily/me", {cache: "no-store", credentials: "same-origin"});
  if (!response.ok) return;
  const me = await response.json();
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
// --- end sharing, countdown and streak ---

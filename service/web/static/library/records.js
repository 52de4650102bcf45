// The records page: lists GET /v1/records, each row linking to /puzzles?puzzle=<id>;
// a record on an analysed layout says it is the proven longest.
import { call } from "/static/api.js";

/** Return a table cell holding text. */
function cell(text) {
  const td = document.createElement("td");
  td.textContent = text;
  return td;
}

/** Fill the table from the API. */
async function load() {
  const status = document.getElementById("records-status");
  const { ok, body: answer } = await call("/v1/records");
  if (!ok) {
    status.textContent = "The records could not be loaded; try again later.";
    return;
  }
  const { items } = answer;
  const body = document.getElementById("records");
  for (const record of items) {
    const row = document.createElement("tr");
    const rule = record.ricochet_rule ? " (ricochet rule)" : "";
    const moves = record.longest === "proven" ? `${record.optimal_moves} (proven longest)` : `${record.optimal_moves}`;
    row.append(cell(moves), cell(record.layout),
      cell(record.family.replace(/-ricochet$/, "") + rule),
      cell(record.found_at.slice(0, 10)));
    const play = document.createElement("td");
    const link = document.createElement("a");
    link.href = `/puzzles?puzzle=${encodeURIComponent(record.puzzle_id)}`;
    link.textContent = "Play";
    link.setAttribute("aria-label", `Play the ${record.optimal_moves}-move puzzle on ${record.layout}`);
    play.append(link);
    row.append(play);
    body.append(row);
  }
  status.textContent = items.length ? `${items.length} records.` : "No record yet: the workers are searching.";
  document.documentElement.dataset.ready = "true";
}

load();

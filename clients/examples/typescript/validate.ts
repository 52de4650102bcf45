/**
 * A batch validator: uploads a JSON Lines file of solutions as a check job, shows its
 * progress and prints a summary.
 *
 *     npx tsx validate.ts solutions.jsonl --url http://127.0.0.1:8000 --key rk_...
 *
 * Each line is one item, as for `POST /v1/checks`: `{"puzzle_id": "p...", "solution":
 * "rN gE", "ref": "anything"}` or `{"puzzle": {...}, "solution": ...}`. Progress is a bar
 * on a terminal and one line per change otherwise (logs, CI). Exits 0 when every
 * solution solves its puzzle, 1 otherwise.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { Ricochet, unwrap, type Schemas } from "ricochet-client";

type Job = Schemas["CheckJob"];
const WIDTH = 30;

/** Draw the job's progress: a bar on a terminal, a line per change otherwise. */
function show(job: Job, last: string): string {
  const now = `${job.status}: ${job.done}/${job.total} checked`;
  if (process.stdout.isTTY) {
    const filled = Math.floor((WIDTH * job.done) / Math.max(job.total, 1));
    process.stdout.write(`\r[${"#".repeat(filled)}${".".repeat(WIDTH - filled)}] ${job.done}/${job.total} ${job.status}`);
  } else if (now !== last) {
    console.log(now);
  }
  return now;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: "string", default: "http://127.0.0.1:8000" },
      key: { type: "string" },
      poll: { type: "string", default: "0.5" },
    },
  });
  const [file] = positionals;
  if (!file || !values.key) throw new Error("usage: validate.ts FILE.jsonl --key rk_...");
  const api = new Ricochet({ baseUrl: values.url!, token: values.key });
  const lines = await readFile(file, "utf8");
  let job = unwrap(
    await api.api.POST("/v1/check-jobs", {
      body: lines,
      bodySerializer: (body) => body, // JSON Lines: sent as the file's text
      headers: { "Content-Type": "application/x-ndjson" },
    }),
  );
  console.log(`check job ${job.id}: ${job.total} solutions`);
  const path = { job_id: job.id };
  let last = show(job, "");
  while (job.status !== "done" && job.status !== "failed") {
    await new Promise((resolve) => setTimeout(resolve, Number(values.poll) * 1000));
    job = unwrap(await api.api.GET("/v1/check-jobs/{job_id}", { params: { path } }));
    last = show(job, last);
  }
  if (process.stdout.isTTY) console.log();
  if (job.status === "failed") return console.log(`the job failed: ${job.error}`), 2;
  const text = unwrap(await api.api.GET("/v1/check-jobs/{job_id}/results", { params: { path }, parseAs: "text" }));
  const results = text.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as Schemas["CheckJobResult"]);
  const counts = { solved: 0, "not solved": 0, invalid: 0 };
  for (const result of results) {
    if (result.solved === true) counts.solved++;
    else if (result.error) {
      counts.invalid++;
      console.log(`  invalid ${result.ref}: ${"detail" in result.error ? result.error.detail : result.error.message}`);
    } else {
      counts["not solved"]++;
      console.log(`  not solved ${result.ref}`);
    }
  }
  console.log(
    `${results.length} checked: ${counts.solved} solved, ${counts["not solved"]} not solved, ${counts.invalid} invalid`,
  );
  return counts.solved === results.length ? 0 : 1;
}

process.exitCode = await main();

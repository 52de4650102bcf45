/** The client against a live server (`make run`), its URL in RICOCHET_URL. */
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { Ricochet, RicochetError, unwrap, type GameEvent, type Schemas } from "../src/index.js";

const url = process.env.RICOCHET_URL;
const WAIT_MS = 30_000;

/** The README's puzzle: layout 1A3C2B4D, the red robot to the red circle. */
const PUZZLE: Schemas["PuzzleSpecByBoard"] = {
  board: "1A3C2B4D",
  robots: { red: [0, 15], green: [15, 0], blue: [15, 15], yellow: [0, 0] },
  target: { color: "red", cell: [4, 1] },
};

async function register(anonymous: Ricochet, name: string): Promise<Ricochet> {
  const created = unwrap(await anonymous.api.POST("/v1/clients", { body: { name } }));
  assert.match(created.api_key, /^rk_/);
  return new Ricochet({ baseUrl: url!, token: created.api_key });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("against a live server", { skip: url ? false : "RICOCHET_URL is not set" }, () => {
  let anonymous: Ricochet;
  let api: Ricochet;

  before(async () => {
    anonymous = new Ricochet({ baseUrl: url! });
    api = await register(anonymous, "typescript tests");
  });

  test("health", async () => {
    const health = unwrap(await anonymous.api.GET("/v1/health"));
    assert.equal(health.status, "ok");
  });

  test("a puzzle, a wrong check, the optimum, a right check", async () => {
    const puzzle = unwrap(await api.api.POST("/v1/puzzles", { body: PUZZLE }));
    assert.match(puzzle.id, /^p/);
    const path = { puzzle_id: puzzle.id };
    const wrong = unwrap(
      await anonymous.api.POST("/v1/puzzles/{puzzle_id}/checks", {
        params: { path },
        body: { solution: "rN rE" },
      }),
    );
    assert.equal(wrong.solved, false);
    unwrap(await api.api.POST("/v1/puzzles/{puzzle_id}/solution", { params: { path } }));
    const solve = await until(
      async () => unwrap(await anonymous.api.GET("/v1/puzzles/{puzzle_id}/solution", { params: { path } })),
      (s) => s.status === "done",
    );
    assert.equal(solve.status, "done");
    const moves = (solve.solution ?? []).map(([robot, direction]) => [robot, direction]);
    const right = unwrap(
      await anonymous.api.POST("/v1/puzzles/{puzzle_id}/checks", {
        params: { path },
        body: { solution: moves },
      }),
    );
    assert.equal(right.solved, true);
    assert.equal(right.moves, solve.optimal_moves);
  });

  test("a problem is thrown as a RicochetError with its type and fields", async () => {
    const puzzle = unwrap(await api.api.POST("/v1/puzzles", { body: PUZZLE }));
    const error = await anonymous.api
      .POST("/v1/checks", { body: { puzzle_id: puzzle.id, solution: "rX" } })
      .then(() => assert.fail("a bad move was accepted"), (thrown: unknown) => thrown);
    assert.ok(error instanceof RicochetError);
    assert.equal(error.status, 422);
    assert.equal(error.kind, "validation-error");
    assert.ok(error.type.endsWith("/validation-error"));
    assert.ok(error.detail);
    assert.deepEqual(Object.keys(error.errors), ["solution[0]"]);
  });

  test("an unknown puzzle is a 404 problem", async () => {
    await assert.rejects(
      anonymous.api.GET("/v1/puzzles/{puzzle_id}", { params: { path: { puzzle_id: "p0000000000000000" } } }),
      (error: unknown) => error instanceof RicochetError && error.status === 404,
    );
  });

  test("paging follows next to the last page", async () => {
    const first = unwrap(await anonymous.api.GET("/v1/layouts", { params: { query: { limit: 400 } } }));
    assert.equal(first.items.length, 400);
    assert.ok(first.next);
    const codes: string[] = [];
    for await (const layout of anonymous.all(first)) codes.push(layout.code);
    assert.equal(codes.length, 1536);
    assert.equal(new Set(codes).size, codes.length);
  });

  test("a check job: upload, progress, results", async () => {
    const puzzle = unwrap(await api.api.POST("/v1/puzzles", { body: PUZZLE }));
    const items = [
      { puzzle_id: puzzle.id, solution: "bN bW bS bE bS rE rN", ref: "right" },
      { puzzle_id: puzzle.id, solution: "rN rE", ref: "wrong" },
    ];
    let job = unwrap(await api.api.POST("/v1/check-jobs", { body: { items } }));
    assert.equal(job.total, 2);
    const path = { job_id: job.id };
    job = await until(
      async () => unwrap(await api.api.GET("/v1/check-jobs/{job_id}", { params: { path } })),
      (j) => j.status === "done",
    );
    assert.equal(job.done, 2);
    const text = unwrap(
      await api.api.GET("/v1/check-jobs/{job_id}/results", { params: { path }, parseAs: "text" }),
    );
    const results = text.trim().split("\n").map((line) => JSON.parse(line) as Schemas["CheckJobResult"]);
    assert.deepEqual(results.map((r) => [r.ref, r.solved]), [["right", true], ["wrong", false]]);
  });

  test("a game's event stream, resumed with Last-Event-ID", async () => {
    const game = unwrap(
      await api.api.POST("/v1/games", { body: { players: ["ann", "bob"], seed: 7 } }),
    );
    const path = { game_id: game.id };
    unwrap(await api.api.POST("/v1/games/{game_id}/rounds", { params: { path } }));
    const opening = await take(api.events(game.id), 2);
    assert.deepEqual(opening.map((e) => [e.seq, e.type]), [[1, "game_created"], [2, "round_started"]]);

    unwrap(await api.api.POST("/v1/games/{game_id}/finish", { params: { path } }));
    const rest: GameEvent[] = [];
    for await (const event of api.events(game.id, { lastEventId: 2 })) rest.push(event);
    assert.equal(rest[0]?.seq, 3); // no gap, no repeat
    assert.equal(rest.at(-1)?.type, "game_finished"); // and the generator ended there
    const last = rest.at(-1)!.seq;
    // the API hands streams to the stream server (`make run`): the path above was a redirect
    const direct = await fetch(`${url}/v1/games/${game.id}/events/stream`, { redirect: "manual" });
    assert.equal(direct.status, 307);
    // past the end: a 204, the generator ends at once
    assert.deepEqual(await take(api.events(game.id, { lastEventId: last }), 1), []);
  });

  test("a dropped stream is resumed from the last event, with no gap and no repeat", async () => {
    const game = unwrap(await api.api.POST("/v1/games", { body: { players: ["ann", "bob"], seed: 3 } }));
    const path = { game_id: game.id };
    unwrap(await api.api.POST("/v1/games/{game_id}/rounds", { params: { path } }));
    unwrap(await api.api.POST("/v1/games/{game_id}/finish", { params: { path } }));
    const sent: (string | null)[] = [];
    const dropping = new Ricochet({ baseUrl: url!, fetch: droppingFirstStream(sent) });
    const seen: number[] = [];
    for await (const event of dropping.events(game.id)) seen.push(event.seq);
    assert.ok(seen.length >= 3, `${seen}`);
    assert.deepEqual(seen, Array.from({ length: seen.length }, (_, i) => i + 1));
    assert.deepEqual(sent, ["0", "1"]); // reconnected once, after event 1
  });
});

/** A fetch whose first event stream ends after its first event (a dropped connection). */
function droppingFirstStream(sent: (string | null)[]): typeof fetch {
  const block = /id: \d+\n[^]*?\n\n/;
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    sent.push(request.headers.get("Last-Event-ID"));
    if (sent.length > 1 || !response.body) return response;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!block.test(text)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += chunk.value;
    }
    await reader.cancel();
    const first = block.exec(text)!;
    const upToFirstEvent = text.slice(0, first.index + first[0].length);
    return new Response(upToFirstEvent, { status: 200, headers: response.headers });
  };
}

async function take<T>(events: AsyncGenerator<T>, count: number): Promise<T[]> {
  const taken: T[] = [];
  for await (const event of events) {
    taken.push(event);
    if (taken.length === count) break;
  }
  return taken;
}

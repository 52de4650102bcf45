/** `requestPuzzles` against a live server (`make run`), its URL in RICOCHET_URL. */
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { Ricochet, RicochetError, unwrap, type Schemas } from "../src/index.js";

const url = process.env.RICOCHET_URL;

const SPEC: Schemas["PuzzleRequestSpec"] = {
  moves: { min: 3, max: 4 },
  count: 2,
  layout: "1A2B3A4B",
  family: "classic",
};

describe("puzzle requests against a live server", { skip: url ? false : "RICOCHET_URL is not set" }, () => {
  let api: Ricochet;

  before(async () => {
    const anonymous = new Ricochet({ baseUrl: url! });
    const created = unwrap(await anonymous.api.POST("/v1/clients", { body: { name: "ts requests" } }));
    api = new Ricochet({ baseUrl: url!, token: created.api_key });
  });

  test("requestPuzzles waits until the request is done, with its items", async () => {
    const started = Date.now();
    const done = await api.requestPuzzles({ ...SPEC, unseen: true }, { wait: 120 });
    assert.equal(done.status, "done", done.detail ?? "");
    assert.equal(done.items.length, 2);
    assert.deepEqual(new Set(done.items.map((item) => item.family)), new Set(["classic"]));
    assert.ok(Date.now() - started < 120_000);
    const again = unwrap(
      await api.api.GET("/v1/puzzle-requests/{request_id}", { params: { path: { request_id: done.id } } }),
    );
    assert.deepEqual(again, done); // one shape, whichever way it is read
  });

  test("requestPuzzles gives back the pending request once wait runs out", async () => {
    const spec = { ...SPEC, moves: { min: 24, max: 25 }, count: 1, max_seconds: 5 };
    const started = Date.now();
    const pending = await api.requestPuzzles(spec, { wait: 1 });
    assert.ok(Date.now() - started < 10_000);
    assert.ok(["queued", "running"].includes(pending.status), pending.status);
  });

  test("a refused request is thrown as a RicochetError naming both fields", async () => {
    await assert.rejects(
      api.requestPuzzles({ ...SPEC, family: "micro", black_robot: true }),
      (error: unknown) =>
        error instanceof RicochetError &&
        error.status === 422 &&
        Object.keys(error.errors).sort().join() === "black_robot,family",
    );
  });
});

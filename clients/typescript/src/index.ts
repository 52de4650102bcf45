/**
 * The Ricochet API from TypeScript: openapi-fetch calls typed by openapi.yaml, plus
 * the API key, problems raised as RicochetError, paging that follows `next`, and a
 * game's event stream.
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, paths } from "./schema.js";
import { problemOf, RicochetError } from "./problems.js";
import { streamEvents, type GameEvent, type StreamOptions } from "./events.js";

export type { components, paths } from "./schema.js";
export { RicochetError, type Problem } from "./problems.js";
export type { GameEvent, StreamOptions } from "./events.js";

/** Every schema of the contract by name, e.g. `Schemas["Puzzle"]`. */
export type Schemas = components["schemas"];

export interface RicochetOptions {
  /** Where the API is, e.g. `http://127.0.0.1:8000` (what `make run` serves). */
  baseUrl: string;
  /** An API key (`rk_...`) or a game's player token (`gp_...`): sent as a bearer token. */
  token?: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: typeof fetch;
}

/** A page of any list: its items and the URL of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  next?: string | null;
}

/** What `requestPuzzles` may be told: how long to wait for the puzzles in all. */
export interface WaitOptions {
  /** Seconds to wait in all (default 60); each call asks `Prefer: wait=` for at most 30. */
  wait?: number;
}

/** The longest `Prefer: wait` the server honours in one call. */
export const MAX_WAIT = 30;
const PENDING = new Set(["queued", "running", "retrying"]);

/** Return the `Prefer` header waiting what is left before `deadline` (ms). */
function prefer(deadline: number): Record<string, string> {
  const left = Math.min(MAX_WAIT, Math.ceil((deadline - Date.now()) / 1000));
  return left > 0 ? { Prefer: `wait=${left}` } : {};
}

/** Throw a RicochetError for every answer of 400 or more. */
const raiseProblems: Middleware = {
  async onResponse({ response }) {
    if (response.status >= 400) throw await problemOf(response);
    return undefined;
  },
};

/** One connection to the API: `api` for every call, plus pages and event streams. */
export class Ricochet {
  /** The openapi-fetch client: `api.GET("/v1/puzzles/{puzzle_id}", {params: ...})`. */
  readonly api: Client<paths>;
  readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  private readonly fetcher: typeof fetch;

  constructor(options: RicochetOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.headers = options.token ? { Authorization: `Bearer ${options.token}` } : {};
    this.fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      headers: this.headers,
      fetch: (request) => this.fetcher(request),
    });
    this.api.use(raiseProblems);
  }

  /** Yield every item of a list, from its first page on, following `next` until null. */
  async *all<T>(first: Page<T>): AsyncGenerator<T, void, undefined> {
    let page: Page<T> = first;
    for (;;) {
      yield* page.items;
      if (!page.next) return;
      const response = await this.fetcher(new URL(page.next, this.baseUrl + "/"), {
        headers: { ...this.headers, Accept: "application/json" },
      });
      if (!response.ok) throw await problemOf(response);
      page = (await response.json()) as Page<T>;
    }
  }

  /**
   * Ask for puzzles (POST /v1/puzzle-requests) and wait for them, `wait` seconds in all.
   *
   * Every call sends `Prefer: wait=N` (N at most 30): the server answers as soon as
   * the request is done, so the POST, then each GET of its `Location`, returns without
   * a polling loop. Resolves to the request as it stands: `done` with its items,
   * `failed` with `detail`, or still pending once `wait` ran out.
   */
  async requestPuzzles(
    spec: Schemas["PuzzleRequestSpec"],
    options: WaitOptions = {},
  ): Promise<Schemas["PuzzleRequest"]> {
    const deadline = Date.now() + (options.wait ?? 60) * 1000;
    const json = { ...this.headers, Accept: "application/json" };
    let response = await this.fetcher(this.baseUrl + "/v1/puzzle-requests", {
      method: "POST",
      headers: { ...json, "Content-Type": "application/json", ...prefer(deadline) },
      body: JSON.stringify(spec),
    });
    for (;;) {
      if (!response.ok) throw await problemOf(response);
      const request = (await response.json()) as Schemas["PuzzleRequest"];
      if (!PENDING.has(request.status) || Date.now() >= deadline) return request;
      const location = response.headers.get("Location") ?? request.links.self;
      response = await this.fetcher(new URL(location, this.baseUrl + "/"), {
        headers: { ...json, ...prefer(deadline) },
      });
    }
  }

  /** Yield a game's events live, from `lastEventId` on, until the game is finished. */
  events(gameId: string, options: StreamOptions = {}): AsyncGenerator<GameEvent, void, undefined> {
    const path = `/v1/games/${encodeURIComponent(gameId)}/events/stream`;
    return streamEvents(
      { url: this.baseUrl + path, fetch: this.fetcher, headers: this.headers },
      options,
    );
  }
}

/** A call's result as openapi-fetch returns it: data, or an error. */
interface Result {
  data?: unknown;
  error?: unknown;
}

/**
 * Return a call's data, typed; throw a RicochetError when it failed.
 *
 * The client already throws on every problem; this narrows `data` for TypeScript.
 */
export function unwrap<R extends Result>(result: R): NonNullable<R["data"]> {
  if (result.error !== undefined) {
    const error = result.error as components["schemas"]["Problem"];
    throw error instanceof RicochetError ? error : new RicochetError(error);
  }
  return result.data as NonNullable<R["data"]>;
}

/** A game's event stream: server-sent events, resumed with Last-Event-ID. */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import type { components } from "./schema.js";
import { problemOf } from "./problems.js";

/** One event of a game's log (the events list's items; `type` tells which). */
export type GameEvent = components["schemas"]["Event"];

export interface StreamOptions {
  /** Resume after this seq (the last event you hold); 0 or absent: from the start. */
  lastEventId?: number;
  /** Stop the stream (the generator returns). */
  signal?: AbortSignal;
  /** Milliseconds to wait before reconnecting until the server's `retry:` says. */
  retryMs?: number;
}

interface Connection {
  url: string;
  fetch: typeof fetch;
  headers: Record<string, string>;
}

/**
 * Yield a game's events, live, until `game_finished` (or a 204: nothing more to come).
 *
 * Speaks the EventSource protocol: the request carries `Last-Event-ID`, a dropped
 * connection is reopened after `retry:` with the last seq seen (no gap, no repeat),
 * and the API's 307 to the stream server is followed (fetch follows redirects).
 */
export async function* streamEvents(
  connection: Connection,
  options: StreamOptions = {},
): AsyncGenerator<GameEvent, void, undefined> {
  let last = options.lastEventId ?? 0;
  let retryMs = options.retryMs ?? 1000;
  while (!options.signal?.aborted) {
    let response: Response;
    try {
      response = await connection.fetch(connection.url, {
        headers: {
          ...connection.headers,
          Accept: "text/event-stream",
          "Last-Event-ID": String(last),
        },
        redirect: "follow",
        signal: options.signal,
      });
    } catch {
      if (options.signal?.aborted) return;
      await sleep(retryMs);
      continue;
    }
    if (response.status === 204) return; // finished, and we hold every event
    if (!response.ok || !response.body) throw await problemOf(response);
    const received: EventSourceMessage[] = [];
    const parser = createParser({
      onEvent: (message) => received.push(message),
      onRetry: (ms) => (retryMs = ms),
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        parser.feed(chunk.value);
        for (const message of received.splice(0)) {
          const event = JSON.parse(message.data) as GameEvent;
          last = event.seq;
          yield event;
          if (event.type === "game_finished") return;
        }
      }
    } catch {
      if (options.signal?.aborted) return;
      // a dropped connection: reconnect below from `last`
    } finally {
      reader.cancel().catch(() => undefined); // also when the caller stops early
    }
    await sleep(retryMs);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

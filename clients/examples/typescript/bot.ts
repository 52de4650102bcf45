/**
 * A reference bot: joins a classic game by its seat token, bids from its own search
 * and demonstrates its solution when the referee calls on it.
 *
 *     npx tsx bot.ts --url http://127.0.0.1:8000 --game GAME_ID --token gp_...
 *
 * It follows the game's event stream until the game is finished: on `round_started`
 * it reads the puzzle, searches it (breadth-first over the robots' positions) and bids
 * the length of what it found; on `verifier_called` for its own seat it sends that
 * solution. A live round's optimum is hidden (403 `answer-hidden`), so it searches.
 */
import { parseArgs } from "node:util";
import { Ricochet, RicochetError, unwrap, type GameEvent, type Schemas } from "ricochet-client";

type Side = "N" | "E" | "S" | "W";
type Move = [string, Side];
const STEP: Record<Side, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const OPPOSITE: Record<Side, Side> = { N: "S", E: "W", S: "N", W: "E" };
const SIDES = Object.keys(STEP) as Side[];

/** Return a short solution (breadth-first over positions), or null within the budget. */
export function search(puzzle: Schemas["Puzzle"], maxNodes = 200_000): Move[] | null {
  const { board, target } = puzzle;
  const walls = new Set<string>();
  for (const [x, y, side] of (board.walls ?? []) as [number, number, Side][]) {
    const [dx, dy] = STEP[side];
    walls.add(`${x},${y},${side}`).add(`${x + dx},${y + dy},${OPPOSITE[side]}`);
  }
  const blocked = new Set((board.blocked ?? []).map(([x, y]) => `${x},${y}`));
  const robots = puzzle.robots as Record<string, number[]>;
  const colors = Object.keys(robots).sort();
  const goal = `${target.cell[0]},${target.cell[1]}`;
  const rule = puzzle.rules?.ricochet_rule ?? true;

  const slide = (cells: string[], index: number, side: Side): string => {
    let [x, y] = cells[index]!.split(",").map(Number) as [number, number];
    const [dx, dy] = STEP[side];
    while (!walls.has(`${x},${y},${side}`)) {
      const [nx, ny] = [x + dx, y + dy];
      const next = `${nx},${ny}`;
      const inside = nx >= 0 && ny >= 0 && nx < board.width && ny < board.height;
      if (!inside || blocked.has(next) || cells.includes(next)) break;
      [x, y] = [nx, ny];
    }
    return `${x},${y}`;
  };
  const ricocheted = (path: Move[], robot: string, side: Side): boolean => {
    const own = path.filter(([r]) => r === robot).map(([, s]) => s);
    const last = own.at(-1);
    return last !== undefined && last !== side && last !== OPPOSITE[side];
  };

  const start = colors.map((c) => `${robots[c]![0]},${robots[c]![1]}`);
  const queue: [string[], Move[]][] = [[start, []]];
  const seen = new Set([start.join(";")]);
  for (let head = 0; head < queue.length && seen.size < maxNodes; head++) {
    const [cells, path] = queue[head]!;
    for (const [index, color] of colors.entries()) {
      for (const side of SIDES) {
        const stop = slide(cells, index, side);
        if (stop === cells[index]) continue;
        const eligible = target.color === color || target.color === "any";
        if (eligible && stop === goal && (!rule || ricocheted(path, color, side))) {
          return [...path, [color, side]];
        }
        const moved = cells.map((cell, i) => (i === index ? stop : cell));
        if (!seen.has(moved.join(";"))) {
          seen.add(moved.join(";"));
          queue.push([moved, [...path, [color, side]]]);
        }
      }
    }
  }
  return null;
}

class Bot {
  seat: number | null = null;
  readonly plans = new Map<number, Move[]>();

  constructor(
    readonly api: Ricochet,
    readonly gameId: string,
    readonly maxNodes: number,
  ) {}

  /** Search the round's puzzle and bid the length of the solution found. */
  async bid(round: number, puzzleId: string): Promise<void> {
    const puzzle = unwrap(
      await this.api.api.GET("/v1/puzzles/{puzzle_id}", { params: { path: { puzzle_id: puzzleId } } }),
    );
    const moves = search(puzzle, this.maxNodes);
    if (moves === null) return console.log(`round ${round}: nothing found, no bid`);
    this.plans.set(round, moves);
    try {
      const placed = unwrap(
        await this.api.api.POST("/v1/games/{game_id}/rounds/{number}/bids", {
          params: { path: { game_id: this.gameId, number: round } },
          body: { moves: moves.length },
        }),
      );
      this.seat = placed.player;
      console.log(`round ${round}: bid ${moves.length} as seat ${this.seat}`);
    } catch (error) {
      if (!(error instanceof RicochetError)) throw error;
      console.log(`round ${round}: bid refused (${error.kind}: ${error.detail})`);
    }
  }

  /** Send the solution behind our bid, as the referee asks. */
  async demonstrate(round: number): Promise<void> {
    const solution = this.plans.get(round)!.map(([robot, side]) => [robot, side]);
    const shown = unwrap(
      await this.api.api.POST("/v1/games/{game_id}/rounds/{number}/solution", {
        params: { path: { game_id: this.gameId, number: round } },
        body: { solution },
      }),
    );
    console.log(`round ${round}: demonstrated ${solution.length} moves: ${shown.result.result}`);
  }

  /** Act on one event of the game's log. */
  async react(event: GameEvent): Promise<void> {
    if (event.type === "round_started" && event.data.puzzle_id) {
      await this.bid(event.data.round, event.data.puzzle_id);
    } else if (event.type === "verifier_called" && event.data.player === this.seat) {
      await this.demonstrate(event.data.round);
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://127.0.0.1:8000" },
      game: { type: "string" },
      token: { type: "string" },
      "max-nodes": { type: "string", default: "200000" },
    },
  });
  if (!values.game || !values.token) throw new Error("usage: bot.ts --game ID --token gp_...");
  const api = new Ricochet({ baseUrl: values.url!, token: values.token });
  const bot = new Bot(api, values.game, Number(values["max-nodes"]));
  const path = { game_id: values.game };
  const game = unwrap(await api.api.GET("/v1/games/{game_id}", { params: { path } }));
  const current = game.current_round;
  if (current?.puzzle_id && ["waiting", "running"].includes(current.status)) {
    await bot.bid(current.number, current.puzzle_id);
  }
  for await (const event of api.events(values.game, { lastEventId: game.event_seq })) {
    await bot.react(event);
  }
  console.log("game finished");
}

await main();

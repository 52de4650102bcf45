/** RFC 9457 problems raised as one typed error. */
import type { components } from "./schema.js";

/** A problem document as the API sends it (application/problem+json). */
export type Problem = components["schemas"]["Problem"];

/** A failed call: the problem's `type`, `title`, `status`, `detail` and `errors`. */
export class RicochetError extends Error {
  /** Stable URI naming the kind of error, e.g. `.../problems/validation-error`. */
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string | undefined;
  /** Field (dotted path) -> messages, on validation errors. */
  readonly errors: Record<string, string[]>;
  readonly instance: string | undefined;
  /** The whole problem document, extension members included. */
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(`${problem.status} ${problem.title}: ${problem.detail ?? problem.type}`);
    this.name = "RicochetError";
    this.problem = problem;
    this.type = problem.type;
    this.title = problem.title;
    this.status = problem.status;
    this.detail = problem.detail;
    this.errors = problem.errors ?? {};
    this.instance = problem.instance;
  }

  /** The last path segment of `type`, e.g. `validation-error`. */
  get kind(): string {
    return this.type.slice(this.type.lastIndexOf("/") + 1);
  }
}

/** Read a failed response as a RicochetError (a problem, or one made from the status). */
export async function problemOf(response: Response): Promise<RicochetError> {
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.includes("json")) {
    try {
      const body = (await response.clone().json()) as Problem;
      if (typeof body?.type === "string" && typeof body?.status === "number") {
        return new RicochetError(body);
      }
    } catch {
      // not JSON after all: fall through to a problem made from the status line
    }
  }
  return new RicochetError({
    type: "about:blank",
    title: response.statusText || "HTTP error",
    status: response.status,
    detail: `${response.status} from ${response.url}`,
  });
}

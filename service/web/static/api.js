// The pages' one way to call the API: a JSON request, and a problem document
// (RFC 9457, application/problem+json) put into words.

/** Fetch a URL, POSTing `body` as JSON when given (or sending it with `method`); return
 * {ok, status, body} with the parsed JSON body (null when there is none). */
export async function call(url, { method, body, credential, cache } = {}) {
  const verb = method || (body === undefined ? "GET" : "POST");
  const headers = verb === "GET" ? {} : { "Content-Type": "application/json" };
  if (credential) headers.Authorization = `Bearer ${credential}`;
  const response = await fetch(url, {
    method: verb,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    cache,
  });
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body: data };
}

/** Say what a problem says: its detail (else its title, else the fallback), then
 * each field the server named with its messages. */
export function problemText(body, fallback) {
  const problem = body || {};
  const fields = Object.entries(problem.errors || {}).map(([field, m]) => `${field}: ${[].concat(m).join(", ")}`);
  return [problem.detail || problem.title || fallback, ...fields].join("; ");
}

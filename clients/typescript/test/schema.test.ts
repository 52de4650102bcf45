/** src/schema.ts is what `npm run generate` (openapi-typescript) makes of openapi.yaml. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url)); // dist/test -> package

test("the generated types match openapi.yaml (else run `make client`)", () => {
  const scratch = mkdtempSync(join(tmpdir(), "ricochet-schema-"));
  try {
    const fresh = join(scratch, "schema.ts");
    // `npm run generate`'s own command line, writing into a temporary file instead
    const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;
    const [command, ...args] = (scripts.generate as string).split(/\s+/);
    assert.equal(command, "openapi-typescript");
    const output = args.indexOf("src/schema.ts");
    assert.ok(output > 0, "the generate script writes src/schema.ts");
    args[output] = fresh;
    const cli = join(root, "node_modules/openapi-typescript/bin/cli.js");
    execFileSync(process.execPath, [cli, ...args], { cwd: root, stdio: "pipe" });
    const committed = readFileSync(join(root, "src/schema.ts"), "utf8");
    assert.ok(
      readFileSync(fresh, "utf8") === committed,
      "clients/typescript/src/schema.ts is stale: run `make client`",
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

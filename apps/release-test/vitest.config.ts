import { defineProject } from "vitest/config";

// One long test: the whole rehearsal has bounded waits of its own inside (see test/rehearsal.test.ts).
export default defineProject({ test: { name: "release", include: ["test/**/*.test.ts"], testTimeout: 900_000, hookTimeout: 60_000 } });

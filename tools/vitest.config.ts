import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "repo", testTimeout: 20_000, include: ["test/**/*.test.ts"] } });

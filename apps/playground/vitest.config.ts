import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "playground", include: ["test/**/*.test.ts"], testTimeout: 240_000, hookTimeout: 120_000 } });

import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "schemes", testTimeout: 20_000, include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "resolver", testTimeout: 20_000, include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

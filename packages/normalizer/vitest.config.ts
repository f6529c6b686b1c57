import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "normalizer", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

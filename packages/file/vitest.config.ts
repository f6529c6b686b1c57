import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "file", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

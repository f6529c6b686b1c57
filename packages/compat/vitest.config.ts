import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "compat", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "scanner", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "html", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "template", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "schemes", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

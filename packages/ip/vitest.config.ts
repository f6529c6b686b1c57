import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "ip", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "resolver", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

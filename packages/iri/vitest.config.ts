import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "iri", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });

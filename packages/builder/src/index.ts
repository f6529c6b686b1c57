export {
  withScheme,
  withUserinfo,
  withHost,
  withPort,
  withPath,
  withPathSegments,
  withQuery,
  withFragment,
  withQueryParam,
  withoutQueryParam,
} from "./with.js";
export type { UriInput } from "./with.js";

// @urikit/uri/offsets: the component-offsets layout of @urikit/core/offsets (RFC 3986 §4.1), for code that reads the
// bulk scanner's rows or calls `scanUriReference` itself: `OFFSET_SLOTS`, the `*_START`/`*_END` slots, `HOST_KIND`,
// `HOST_KIND_NAMES`, `ERROR_CODE`, `ERROR_INDEX`, `COMPONENT_NAMES`, `LAYOUT_VERSION`. Kept off the `.` entry so the
// front door stays the API the issues name (STYLE A9).
export * from "@urikit/core/offsets";

// @urikit/uri/compat: the uri-js / fast-uri API of @urikit/compat (Ajv's `uriResolver`), kept off the facade's
// front door so that `import … from "@urikit/uri"` does not carry it.
export * from "@urikit/compat";

export { parseTemplate, expandTemplate, matchTemplate, UriTemplate } from "./uri-template.js";
export type { Part, TemplateExpression, TemplateValue, TemplateVariables, VarSpec } from "./uri-template.js";
export { TemplateError } from "./template-error.js";
export type { TemplateErrorCode } from "./template-error.js";

// An oracle for RFC 3987 §2.2 written straight from its ABNF as regular expressions (one constant per rule, in the
// RFC's order), independent of the package's scanner, which reuses the RFC 3986 scanner of @urikit/core.
const ucschar =
  "\\u{A0}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFEF}\\u{10000}-\\u{1FFFD}\\u{20000}-\\u{2FFFD}\\u{30000}-\\u{3FFFD}" +
  "\\u{40000}-\\u{4FFFD}\\u{50000}-\\u{5FFFD}\\u{60000}-\\u{6FFFD}\\u{70000}-\\u{7FFFD}\\u{80000}-\\u{8FFFD}" +
  "\\u{90000}-\\u{9FFFD}\\u{A0000}-\\u{AFFFD}\\u{B0000}-\\u{BFFFD}\\u{C0000}-\\u{CFFFD}\\u{D0000}-\\u{DFFFD}\\u{E1000}-\\u{EFFFD}";
const iprivate = "\\u{E000}-\\u{F8FF}\\u{F0000}-\\u{FFFFD}\\u{100000}-\\u{10FFFD}";
const unreserved = "A-Za-z0-9\\-._~";
const subDelims = "!$&'()*+,;=";
const iunreserved = `${unreserved}${ucschar}`;
const pctEncoded = "%[0-9A-Fa-f]{2}";
const scheme = "[A-Za-z][A-Za-z0-9+\\-.]*";
const port = "[0-9]*";
const decOctet = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
const IPv4address = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`;
const h16 = "[0-9A-Fa-f]{1,4}";
const ls32 = `(?:${h16}:${h16}|${IPv4address})`;
const IPv6address =
  "(?:" +
  [
    `(?:${h16}:){6}${ls32}`,
    `::(?:${h16}:){5}${ls32}`,
    `(?:${h16})?::(?:${h16}:){4}${ls32}`,
    `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
    `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
    `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
    `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
    `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
    `(?:(?:${h16}:){0,6}${h16})?::`,
  ].join("|") +
  ")";
const IPvFuture = `v[0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+`;
const IPliteral = `\\[(?:${IPv6address}|${IPvFuture})\\]`;
const iuserinfo = `(?:[${iunreserved}${subDelims}:]|${pctEncoded})*`;
const iregName = `(?:[${iunreserved}${subDelims}]|${pctEncoded})*`;
const ihost = `(?:${IPliteral}|${IPv4address}|${iregName})`;
const iauthority = `(?:${iuserinfo}@)?${ihost}(?::${port})?`;
const ipchar = `(?:[${iunreserved}${subDelims}:@]|${pctEncoded})`;
const isegment = `${ipchar}*`;
const isegmentNz = `${ipchar}+`;
const isegmentNzNc = `(?:[${iunreserved}${subDelims}@]|${pctEncoded})+`;
const ipathAbempty = `(?:/${isegment})*`;
const ipathAbsolute = `/(?:${isegmentNz}(?:/${isegment})*)?`;
const ipathNoscheme = `${isegmentNzNc}(?:/${isegment})*`;
const ipathRootless = `${isegmentNz}(?:/${isegment})*`;
const ipathEmpty = "";
const iquery = `(?:${ipchar}|[${iprivate}/?])*`;
const ifragment = `(?:${ipchar}|[/?])*`;
const ihierPart = `(?://${iauthority}${ipathAbempty}|${ipathAbsolute}|${ipathRootless}|${ipathEmpty})`;
const irelativePart = `(?://${iauthority}${ipathAbempty}|${ipathAbsolute}|${ipathNoscheme}|${ipathEmpty})`;
const IRI = `${scheme}:${ihierPart}(?:\\?${iquery})?(?:#${ifragment})?`;
const irelativeRef = `${irelativePart}(?:\\?${iquery})?(?:#${ifragment})?`;

/** `IRI` of RFC 3987 §2.2, whole string. */
export const IRI_RE = new RegExp(`^${IRI}$`, "u");
/** `IRI-reference` of RFC 3987 §2.2, whole string. */
export const IRI_REFERENCE_RE = new RegExp(`^(?:${IRI}|${irelativeRef})$`, "u");

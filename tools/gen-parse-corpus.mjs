// Writes packages/corpus/data/parse.json. Expected components of valid cases come from the RFC 3986
// Appendix B regular expression (plus the §3.2 authority split), an oracle independent of the parser;
// expected errors are written by hand below. Run: node tools/gen-parse-corpus.mjs
// The regex runs here, on fixed trusted fixtures only, never in the library.
import { writeFileSync } from "node:fs";

const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

function split(input) {
  const m = APPENDIX_B.exec(input);
  const out = { path: m[5] };
  if (m[1] !== undefined) out.scheme = m[2];
  if (m[3] !== undefined) {
    let authority = m[4];
    const at = authority.indexOf("@");
    if (at >= 0) {
      out.userinfo = authority.slice(0, at);
      authority = authority.slice(at + 1);
    }
    let portColon = -1;
    if (authority.startsWith("[")) {
      const close = authority.indexOf("]");
      if (authority[close + 1] === ":") portColon = close + 1;
    } else {
      portColon = authority.indexOf(":");
    }
    if (portColon >= 0) {
      out.host = authority.slice(0, portColon);
      out.port = authority.slice(portColon + 1);
    } else {
      out.host = authority;
    }
  }
  if (m[6] !== undefined) out.query = m[7];
  if (m[8] !== undefined) out.fragment = m[9];
  return out;
}

function hostKind(host) {
  if (host === undefined) return undefined;
  if (host.startsWith("[v") || host.startsWith("[V")) return "ipvfuture";
  if (host.startsWith("[")) return "ipv6";
  const parts = host.split(".");
  const isOctet = (p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255;
  if (parts.length === 4 && parts.every(isOctet)) return "ipv4";
  return "reg-name";
}

const entries = [];
const section = (title) => entries.push(title);
const valid = (source, input) => {
  const expect = split(input);
  const kind = hostKind(expect.host);
  entries.push(kind === undefined ? { source, input, expect } : { source, input, expect, hostKind: kind });
};
const invalid = (source, input, code, index) => entries.push({ source, input, error: { code, index } });

section("RFC 3986 §1.1.2 examples");
for (const u of [
  "ftp://ftp.is.co.za/rfc/rfc1808.txt",
  "http://www.ietf.org/rfc/rfc2396.txt",
  "ldap://[2001:db8::7]/c=GB?objectClass?one",
  "mailto:John.Doe@example.com",
  "news:comp.infosystems.www.servers.unix",
  "tel:+1-816-555-1212",
  "telnet://192.0.2.16:80/",
  "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
]) valid("RFC 3986 §1.1.2", u);

section("RFC 3986 §1.2 and §3 examples");
valid("RFC 3986 §1.2.2", "http://localhost/");
valid("RFC 3986 §1.2.3", "file:///etc/hosts");
valid("RFC 3986 §3", "foo://example.com:8042/over/there?name=ferret#nose");
valid("RFC 3986 §3", "urn:example:animal:ferret:nose");
valid("RFC 3986 §3.3", "mailto:fred@example.com");
valid("RFC 3986 §3.3", "foo://info.example.com?fred");
valid("RFC 3986 §3.2.2", "http://[2001:db8::7]/");
valid("RFC 3986 §3.2.2", "http://[v7.fe80::a+en1]/");
valid("RFC 3986 §3.2.2", "http://192.0.2.16/");
valid("RFC 3986 §3.2.2", "http://256.0.0.1/");
valid("RFC 3986 §3.2.2", "http://1.2.3.04/");
valid("RFC 3986 §3.2.2", "http://%65xample.com/");
valid("RFC 3986 §3.2.3", "http://example.com:/");
valid("RFC 3986 §3.2.3", "http://example.com:99999/");
valid("RFC 3986 §3.4", "http://a/?");
valid("RFC 3986 §3.4", "http://a/?q/?x=1");
valid("RFC 3986 §3.5", "http://a/#");
valid("RFC 3986 §3.5", "http://a/#f/?g");
valid("RFC 3986 §7.6", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm");
valid("RFC 3986 Appendix C", "http://www.ics.uci.edu/pub/ietf/uri/#Related");
valid("RFC 3986 Appendix C", "http://www.w3.org/Addressing/");
valid("RFC 3986 Appendix C", "ftp://foo.example.com/rfc/");
valid("RFC 3986 Appendix C", "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING");

section("RFC 3986 §5.4 base and reference inputs");
valid("RFC 3986 §5.4", "http://a/b/c/d;p?q");
for (const r of [
  "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "", ".", "./",
  "..", "../", "../g", "../..", "../../", "../../g",
]) valid("RFC 3986 §5.4.1", r);
for (const r of [
  "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h",
  "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
]) valid("RFC 3986 §5.4.2", r);

section("RFC 3986 §6.2 examples");
valid("RFC 3986 §6.2.2", "example://a/b/c/%7Bfoo%7D");
valid("RFC 3986 §6.2.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
valid("RFC 3986 §6.2.2.1", "HTTP://www.EXAMPLE.com/");
valid("RFC 3986 §6.2.2.1", "http://www.example.com/");
valid("RFC 3986 §6.2.3", "http://example.com");
valid("RFC 3986 §6.2.3", "http://example.com/");
valid("RFC 3986 §6.2.3", "http://example.com:/");
valid("RFC 3986 §6.2.3", "http://example.com:80/");
valid("RFC 3986 §6.2.3", "mailto:Joe@Example.COM");
valid("RFC 3986 §6.2.3", "http://example.com/?");
valid("RFC 3986 §6.2.4", "http://example.com/data");
valid("RFC 3986 §6.2.4", "http://example.com/data/");

section("Each path form of RFC 3986 §3.3");
valid("RFC 3986 §3.3 path-abempty", "//host");
valid("RFC 3986 §3.3 path-abempty", "s://host//double//slashes");
valid("RFC 3986 §3.3 path-absolute", "/a/b");
valid("RFC 3986 §3.3 path-absolute", "s:/a//b");
valid("RFC 3986 §3.3 path-noscheme", "a/b:c");
valid("RFC 3986 §3.3 path-noscheme", "./a:b");
valid("RFC 3986 §3.3 path-rootless", "s:a:b/c");
valid("RFC 3986 §3.3 path-empty", "s:");
valid("RFC 3986 §3.3 path-empty", "s:?q");
valid("RFC 3986 §3.3 path-empty", "s:#f");
valid("RFC 3986 §3.3 pchar", "s:!$&'()*+,;=-._~:@%20/x");

section("Authority edge cases of RFC 3986 §3.2");
valid("RFC 3986 §3.2", "s://");
valid("RFC 3986 §3.2", "s://@");
valid("RFC 3986 §3.2", "s://:");
valid("RFC 3986 §3.2", "s://@:");
valid("RFC 3986 §3.2.1", "s://user:pass:word@host:1/");
valid("RFC 3986 §3.2.1", "s://%41:!$&'()*+,;=@h");
valid("RFC 3986 §3.2.2", "s://[::1]:8080/");
valid("RFC 3986 §3.2.2", "s://[::ffff:192.0.2.1]");
valid("RFC 3986 §3.2.2", "s://[V1.x]");
valid("RFC 3986 §3.2.2", "//a.b-c_d~e!$&'()*+,;=f");
valid("RFC 3986 §3.1", "a+b-c.d9:x");

section("Invalid: scheme (RFC 3986 §3.1, §4.2)");
invalid("RFC 3986 §3.1", ":x", "invalid-scheme", 0);
invalid("RFC 3986 §3.1", "1http://x", "invalid-scheme", 5);
invalid("RFC 3986 §3.1", "a_b:c", "invalid-scheme", 3);
invalid("RFC 3986 §3.1", "-a:b", "invalid-scheme", 2);
invalid("RFC 3986 §4.2", "a%20b:c", "invalid-scheme", 5);
invalid("RFC 3986 §3.1", "ht tp://x", "unexpected-char", 2);

section("Invalid: authority (RFC 3986 §3.2)");
invalid("urikit#2", "http://[::1", "unclosed-ip-literal", 7);
invalid("urikit#2", "http://[::1/x]", "unclosed-ip-literal", 7);
invalid("RFC 3986 §3.2.2", "http://[::g]/", "invalid-ip-literal", 10);
invalid("RFC 3986 §3.2.2", "http://[]/", "invalid-ip-literal", 8);
invalid("RFC 3986 §3.2.2", "http://[1:2:3:4:5:6:7:8:9]/", "invalid-ip-literal", 23);
invalid("RFC 3986 §3.2.2", "http://[v.x]/", "invalid-ip-literal", 9);
invalid("RFC 3986 §3.2.2", "http://[vf]/", "invalid-ip-literal", 10);
invalid("RFC 3986 §3.2.2", "http://[::1]x/", "unexpected-char", 12);
invalid("RFC 3986 §3.2.2", "http://a[b]/", "unexpected-char", 8);
invalid("RFC 3986 §3.2.2", "http://a]b/", "unexpected-char", 8);
invalid("RFC 3986 §3.2.2", "http://a b/", "unexpected-char", 8);
invalid("RFC 3986 §3.2.2", "http://a@b@c/", "unexpected-char", 10);
invalid("RFC 3986 §3.2.2", "http://exa%mple.com/", "invalid-pct-encoded", 11);
invalid("RFC 3986 §3.2.2", "http://ex%2/", "invalid-pct-encoded", 11);
invalid("RFC 3986 §3.2.2", "http://münchen.de/", "unexpected-char", 8);
invalid("RFC 3986 §3.2.1", "http://us er@h/", "unexpected-char", 9);
invalid("RFC 3986 §3.2.1", "http://us[er@h/", "unexpected-char", 9);
invalid("RFC 3986 §3.2.1", "http://u%zz@h/", "invalid-pct-encoded", 9);
invalid("RFC 3986 §3.2.3", "http://a:8x/", "invalid-port", 10);
invalid("RFC 3986 §3.2.3", "http://a:1:2/", "invalid-port", 10);
invalid("RFC 3986 §3.2.3", "http://[::1]:-1/", "invalid-port", 13);
invalid("RFC 3986 §3.2.3", "http://a: 80/", "invalid-port", 9);

section("Invalid: path, query, fragment (RFC 3986 §3.3–§3.5)");
invalid("urikit#2", "http://example.com/a^b", "unexpected-char", 20);
invalid("RFC 3986 §3.3", "http://a/b c", "unexpected-char", 10);
invalid("RFC 3986 §3.3", "http://a/b\\c", "unexpected-char", 10);
invalid("RFC 3986 §3.3", "http://a/b\"c", "unexpected-char", 10);
invalid("RFC 3986 §3.3", "http://a/<b>", "unexpected-char", 9);
invalid("RFC 3986 §3.3", "http://a/{b}", "unexpected-char", 9);
invalid("RFC 3986 §3.3", "http://a/b|c", "unexpected-char", 10);
invalid("RFC 3986 §3.3", "http://a/`", "unexpected-char", 9);
invalid("RFC 3986 §3.3", "http://a/[", "unexpected-char", 9);
invalid("RFC 3986 §3.3", "s:a]b", "unexpected-char", 3);
invalid("RFC 3986 §3.3", "a b", "unexpected-char", 1);
invalid("RFC 3986 §2", "http://a/é", "unexpected-char", 9);
invalid("RFC 3986 §2", "http://a/😀", "unexpected-char", 9);
invalid("RFC 3986 §2", "http://a/\u0000", "unexpected-char", 9);
invalid("RFC 3986 §2", "http://a/\t", "unexpected-char", 9);
invalid("RFC 3986 §2", "http://a/\n", "unexpected-char", 9);
invalid("RFC 3986 §2.1", "http://a/%", "invalid-pct-encoded", 10);
invalid("RFC 3986 §2.1", "http://a/%4", "invalid-pct-encoded", 11);
invalid("RFC 3986 §2.1", "http://a/%4g", "invalid-pct-encoded", 11);
invalid("RFC 3986 §2.1", "http://a/%g4", "invalid-pct-encoded", 10);
invalid("RFC 3986 §2.1", "%", "invalid-pct-encoded", 1);
invalid("RFC 3986 §2.1", "a%2?", "invalid-pct-encoded", 3);
invalid("RFC 3986 §3.4", "http://a/?b c", "unexpected-char", 11);
invalid("RFC 3986 §3.4", "http://a/?b[]=1", "unexpected-char", 11);
invalid("RFC 3986 §3.4", "http://a/?%zz", "invalid-pct-encoded", 11);
invalid("RFC 3986 §3.5", "http://a/#b#c", "unexpected-char", 11);
invalid("RFC 3986 §3.5", "http://a/#b c", "unexpected-char", 11);
invalid("RFC 3986 §3.5", "#%", "invalid-pct-encoded", 2);
invalid("RFC 3986 §3.5", "##", "unexpected-char", 1);

writeFileSync(new URL("../packages/corpus/data/parse.json", import.meta.url), JSON.stringify(entries, null, 1) + "\n");
console.log(`${entries.filter((e) => typeof e !== "string").length} parse cases written`);

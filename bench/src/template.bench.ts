// template: a URI Template and its variables in → the expanded URI string out (RFC 6570). Every contender parses
// each template once, outside the timed loop, and expands it once per pass: the job that a router or an HTTP client
// does with a template it keeps.
import { createRequire } from "node:module";
import { parseTemplate as urlTemplateParse } from "url-template";
import { facade } from "./contenders.js";
import { consume } from "./harness.js";
import type { Group, Suite, TaskDef } from "./harness.js";
import { utf8Length } from "./data.js";

const require = createRequire(import.meta.url);
const UriTemplates = require("uri-templates") as (template: string) => { fillFromObject(vars: object): string };

/** The variables of RFC 6570 §3.2 (the values every example of §3.2.1–§3.2.9 expands). */
export const RFC6570_VARIABLES = {
  count: ["one", "two", "three"],
  dom: ["example", "com"],
  dub: "me/too",
  hello: "Hello World!",
  half: "50%",
  var: "value",
  who: "fred",
  base: "http://example.com/home/",
  path: "/foo/bar",
  list: ["red", "green", "blue"],
  keys: { semi: ";", dot: ".", comma: "," },
  v: "6",
  x: "1024",
  y: "768",
  empty: "",
  empty_keys: {},
  undef: null,
};

/** The templates of RFC 6570 §1.2 (levels 1 to 4) and §3.2, each once. */
export const RFC6570_TEMPLATES = [
  "{var}", "{hello}", "{half}", "O{empty}X", "O{undef}X", "{x,y}", "{x,hello,y}", "?{x,empty}", "?{x,undef}",
  "{var:3}", "{var:30}", "{list}", "{list*}", "{keys}", "{keys*}",
  "{+var}", "{+hello}", "{+half}", "{base}index", "{+base}index", "O{+empty}X", "{+path}/here", "here?ref={+path}",
  "up{+path}{var}/here", "{+x,hello,y}", "{+path,x}/here", "{+path:6}/here", "{+list*}", "{+keys*}",
  "{#var}", "{#hello}", "{#half}", "foo{#empty}", "{#x,hello,y}", "{#path,x}/here", "{#path:6}/here", "{#list*}", "{#keys*}",
  "{.who}", "{.who,who}", "{.half,who}", "www{.dom*}", "X{.var}", "X{.empty}", "X{.var:3}", "X{.list*}", "X{.keys*}",
  "{/who}", "{/who,who}", "{/half,who}", "{/who,dub}", "{/var}", "{/var,empty}", "{/var,x}/here", "{/var:1,var}", "{/list*}", "{/list*,path:4}", "{/keys*}",
  "{;who}", "{;half}", "{;empty}", "{;v,empty,who}", "{;x,y}", "{;x,y,empty}", "{;hello:5}", "{;list*}", "{;keys*}",
  "{?who}", "{?half}", "{?x,y}", "{?x,y,empty}", "{?var:3}", "{?list}", "{?list*}", "{?keys}", "{?keys*}",
  "{&who}", "{&half}", "?fixed=yes{&x}", "{&x,y,empty}", "{&var:3}", "{&list}", "{&list*}", "{&keys}", "{&keys*}",
] as const;

export const suite: Suite = {
  name: "template",
  description: "URI Template + variables in → expanded string out (RFC 6570); each template parsed once, outside the loop",
  async groups(): Promise<Group[]> {
    const vars = RFC6570_VARIABLES;
    const ours = RFC6570_TEMPLATES.map((t) => facade.parseTemplate(t));
    const urlTemplate = RFC6570_TEMPLATES.map((t) => urlTemplateParse(t));
    const uriTemplates = RFC6570_TEMPLATES.map((t) => UriTemplates(t));
    const expected = ours.map((t) => t.expand(vars));
    const bytes = expected.reduce((n, s) => n + utf8Length(s), 0);
    // how many templates each contender expands exactly as urikit (which passes the official suite)
    const agree = (expand: (i: number) => string): number => expected.filter((e, i) => expand(i) === e).length;
    const tasks: TaskDef[] = [
      {
        name: "urikit expandTemplate",
        accepted: expected.length,
        fn() {
          let n = 0;
          for (let i = 0; i < ours.length; i++) n += ours[i]!.expand(vars).length;
          consume(n);
        },
      },
      {
        name: "url-template",
        accepted: agree((i) => urlTemplate[i]!.expand(vars as never)),
        fn() {
          let n = 0;
          for (let i = 0; i < urlTemplate.length; i++) n += urlTemplate[i]!.expand(vars as never).length;
          consume(n);
        },
      },
      {
        name: "uri-templates",
        accepted: agree((i) => uriTemplates[i]!.fillFromObject(vars)),
        fn() {
          let n = 0;
          for (let i = 0; i < uriTemplates.length; i++) n += uriTemplates[i]!.fillFromObject(vars).length;
          consume(n);
        },
      },
    ];
    return [
      {
        name: "template/rfc6570-examples",
        items: ours.length,
        bytes,
        input: `${ours.length} templates of RFC 6570 §1.2 and §3.2; "accepted" = expansions equal to urikit's (which passes uritemplate-test)`,
        baseline: "url-template",
        tasks,
      },
    ];
  },
};

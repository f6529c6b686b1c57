// Shared by the strict-input tests of every package: each public function refuses a non-string with a TypeError.
/**
 * Values that are not strings, each with the type name a `TypeError` must give for it: a number, null,
 * undefined, an array, a `String` object, an object whose `toString`/`valueOf` throw, a Proxy whose every trap
 * throws, a Symbol and a BigInt. A function that touches one of them (a property read, a coercion) fails the test.
 * A URI is a sequence of characters, so none of these is one.
 * RFC 3986 §2 <https://www.rfc-editor.org/rfc/rfc3986#section-2>
 */
export function nonStringValues(): Array<[string, unknown]> {
  const untouchable = new Proxy(
    {},
    {
      get() {
        throw new Error("a property of the Proxy was read");
      },
      has() {
        throw new Error("the Proxy was probed");
      },
      getPrototypeOf() {
        throw new Error("the prototype of the Proxy was read");
      },
      ownKeys() {
        throw new Error("the keys of the Proxy were read");
      },
    },
  );
  const trap = {
    toString() {
      throw new Error("toString was called");
    },
    valueOf() {
      throw new Error("valueOf was called");
    },
  };
  return [
    ["number", 42],
    ["null", null],
    ["undefined", undefined],
    ["array", []],
    ["object", new String("http://a/")],
    ["object", trap],
    ["object", untouchable],
    ["symbol", Symbol("x")],
    ["bigint", 10n],
  ];
}

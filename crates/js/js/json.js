// JavaScript in (crates/js/src/cross.rs): an argument as the JSON text serde_json reads,
// or why it is not plain data. JSON.stringify runs the caller's getters and Proxy traps
// here, in JavaScript, where whatever they throw is caught, as is a cycle or a value
// nested deeper than the engine's stack; `plain`, its replacer, refuses what JSON would
// drop or bend unsaid. Answers a string, or [why, detail]: 1 not plain data (a function,
// a symbol, bytes, a Set, a Map with other keys than strings), 2 an array longer than
// 10,000 items (detail: its length), 3 it threw (detail: the exception), 4 a BigInt,
// 6 a string with a lone surrogate (which Rust's strings cannot hold).
class Refused {
  constructor(why, detail) {
    this.why = why;
    this.detail = detail;
  }
}

function plain(key, v) {
  switch (typeof v) {
    case 'string':
      if (v.isWellFormed?.() === false) throw new Refused(6);
      return v;
    case 'function':
    case 'symbol':
      throw new Refused(1);
    case 'bigint':
      throw new Refused(4);
    // NaN and the infinities, which JSON makes null, as a string marked by a NUL that
    // the reader takes back for the number (src/given.rs), so that the field that holds
    // one is named as for any wrong number.
    case 'number':
      return isFinite(v) ? v : '\0' + v;
    // A field left undefined is one given, as null is (JSON would leave it out unsaid,
    // and a misspelt one with it).
    case 'undefined':
      return null;
    case 'object':
      if (v === null) return v;
      if (Array.isArray(v)) {
        if (v.length > 10000) throw new Refused(2, v.length);
        return v;
      }
      if (v instanceof Map) {
        for (const k of v.keys()) if (typeof k !== 'string') throw new Refused(1);
        return Object.fromEntries(v);
      }
      // A boxed number or boolean is an object (JSON would unbox it).
      if (v instanceof Number || v instanceof Boolean) return {};
      if (v instanceof ArrayBuffer || Symbol.iterator in v) throw new Refused(1);
  }
  return v;
}

export function json(value) {
  try {
    return JSON.stringify(value, plain) ?? 'null';
  } catch (e) {
    return e instanceof Refused ? [e.why, e.detail] : [3, e];
  }
}

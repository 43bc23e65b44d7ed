/**
 * `lshw -json` as the lshw of 2017–2020 prints it (the git builds 02.18.x that Debian and Ubuntu shipped, and the
 * B.02.19 release): not JSON. The tree comes in a top-level array, each node's children follow its last field with
 * no "children" key and no comma, a comma trails every child, and the root's closing brace is lost:
 *
 *     [
 *     {
 *       "id" : "host",
 *       "capabilities" : { … }    {
 *           "id" : "core", …
 *         },
 *
 *     ]
 *
 * Older builds also left backslashes unescaped ("\_SB_.PCI0"), and a report saved with `2>&1` ends with lshw's
 * warning to run it as root. This reader takes all of that and gives the tree lshw meant, children under
 * "children"; it is used only when JSON.parse refuses the file, and refuses (null) whatever else is malformed,
 * e.g. a file cut short. Nesting deeper than `maxDepth` is refused without recursing further.
 */

/** What lshw prints on stderr when it is not run as root (and `2>&1` puts at the end of the file). */
const ROOT_WARNING = /^WARNING:/;
const LITERAL = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const WHITESPACE = /\s*/y;

class Malformed extends Error {}

class Reader {
  private at = 0;
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
  ) {}

  document(): unknown {
    const value = this.value();
    this.space();
    const rest = this.text.slice(this.at);
    if (rest !== '' && !ROOT_WARNING.test(rest)) throw new Malformed();
    return value;
  }

  private space() {
    WHITESPACE.lastIndex = this.at;
    WHITESPACE.exec(this.text);
    this.at = WHITESPACE.lastIndex;
  }

  private value(): unknown {
    this.space();
    const ch = this.text[this.at];
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    LITERAL.lastIndex = this.at;
    const literal = LITERAL.exec(this.text);
    if (!literal) throw new Malformed();
    this.at = LITERAL.lastIndex;
    return JSON.parse(literal[0]) as unknown;
  }

  private enter() {
    if (++this.depth > this.maxDepth) throw new Malformed();
    this.at++;
  }

  private object(): Record<string, unknown> {
    this.enter();
    const node: Record<string, unknown> = {};
    const children: unknown[] = [];
    for (;;) {
      this.space();
      const ch = this.text[this.at];
      if (ch === '}') {
        this.at++;
        break;
      }
      // The root whose '}' lshw overwrote: the array's ']' closes it.
      if (ch === ']') break;
      if (ch === '{') children.push(this.object());
      else if (ch === '"') {
        const key = this.string();
        this.space();
        if (this.text[this.at] !== ':') throw new Malformed();
        this.at++;
        node[key] = this.value();
      } else throw new Malformed();
      this.space();
      const next = this.text[this.at];
      if (next === ',') this.at++;
      else if (next !== '}' && next !== ']' && next !== '{') throw new Malformed();
    }
    this.depth--;
    if (children.length > 0) node.children = [...(Array.isArray(node.children) ? (node.children as unknown[]) : []), ...children];
    return node;
  }

  private array(): unknown[] {
    this.enter();
    const items: unknown[] = [];
    for (;;) {
      this.space();
      if (this.text[this.at] === ']') {
        this.at++;
        break;
      }
      items.push(this.value());
      this.space();
      const next = this.text[this.at];
      if (next === ',') this.at++;
      else if (next !== ']') throw new Malformed();
    }
    this.depth--;
    return items;
  }

  private string(): string {
    const start = this.at;
    let end = start + 1;
    for (; end < this.text.length && this.text[end] !== '"'; end++) if (this.text[end] === '\\') end++;
    if (end >= this.text.length) throw new Malformed();
    this.at = end + 1;
    const literal = this.text.slice(start, end + 1);
    try {
      return JSON.parse(literal) as string;
    } catch {
      // A backslash lshw did not escape stands for itself.
      try {
        return JSON.parse(literal.replace(/\\(?!["\\/bfnrt]|u[0-9a-fA-F]{4})/g, '\\\\')) as string;
      } catch {
        throw new Malformed();
      }
    }
  }
}

/** The tree of a legacy `lshw -json` text, or null when the text is malformed in some other way. */
export function readLegacyLshwJson(text: string, maxDepth: number): unknown {
  try {
    return new Reader(text, maxDepth).document();
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

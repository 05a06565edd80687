// Reads an EXTF line back into its fields, for the tests only: the product writes them through
// app/models/datev/extf.server.ts and never parses them.

/** Splits one serialized line into fields, honouring quotes (for checking, not for writing). */
export function fieldsOf(line: string): string[] {
  const out: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      out.push(current);
      current = "";
    } else current += c;
  }
  out.push(current);
  return out;
}

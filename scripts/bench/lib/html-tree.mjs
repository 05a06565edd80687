// The bare handler's stand-in for a page's React tree: the HTML the app sent, turned into
// a tree of elements once, which the bare handler renders with React's renderToString per
// request – the same elements, attributes and texts, so React's share of the work is the
// same, without Remix, routes or components. Only for the HTML React itself writes (well
// formed, attributes quoted); not a general HTML parser.
import { createElement } from "react";

const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));
const RAW = new Set(["script", "style"]);
const BOOLEAN = new Set(
  "allowfullscreen async autofocus checked defer disabled hidden multiple novalidate open readonly required selected".split(
    " ",
  ),
);
const RENAMED = {
  class: "className",
  for: "htmlFor",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  tabindex: "tabIndex",
  crossorigin: "crossOrigin",
  srcset: "srcSet",
  autocomplete: "autoComplete",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  enctype: "encType",
  novalidate: "noValidate",
  colspan: "colSpan",
  rowspan: "rowSpan",
  datetime: "dateTime",
  autofocus: "autoFocus",
  inputmode: "inputMode",
  fetchpriority: "fetchPriority",
  referrerpolicy: "referrerPolicy",
  allowfullscreen: "allowFullScreen",
};

const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|nbsp|apos);/gi, (_, e) => {
    if (e[0] === "#")
      return String.fromCodePoint(
        e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
      );
    return { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0", apos: "'" }[e.toLowerCase()];
  });

const camel = (s) => s.trim().replace(/-([a-z])/g, (_, c) => c.toUpperCase());

function propsOf(attrs, tag) {
  const props = {};
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const m of attrs.matchAll(re)) {
    const name = m[1].toLowerCase();
    const value = decode(m[2] ?? m[3] ?? m[4] ?? "");
    if (name === "style") {
      props.style = Object.fromEntries(
        value
          .split(";")
          .filter((d) => d.includes(":"))
          .map((d) => {
            const i = d.indexOf(":");
            const key = d.slice(0, i).trim();
            return [key.startsWith("--") ? key : camel(key), d.slice(i + 1).trim()];
          }),
      );
    } else if (BOOLEAN.has(name)) props[RENAMED[name] ?? name] = true;
    else if (name === "value" && tag === "input") props.defaultValue = value;
    else if (name === "checked") props.defaultChecked = true;
    else props[RENAMED[name] ?? (name.includes("-") ? name : m[1])] = value;
  }
  return props;
}

/**
 * @param {string} html a whole page as the app sent it
 * @returns {unknown} a JSON tree: strings are texts, arrays [tag, props, children]
 */
export function parseHtml(html) {
  const root = ["#root", {}, []];
  const stack = [root];
  const re =
    /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|[^<]+/g;
  let m;
  while ((m = re.exec(html))) {
    const top = stack[stack.length - 1];
    if (m[0].startsWith("<!")) continue;
    if (m[1]) {
      const tag = m[1].toLowerCase();
      while (stack.length > 1 && stack[stack.length - 1][0] !== tag) stack.pop();
      if (stack.length > 1) stack.pop();
    } else if (m[2]) {
      const tag = m[2].toLowerCase();
      const props = propsOf(m[3] ?? "", tag);
      const node = [tag, props, []];
      top[2].push(node);
      if (RAW.has(tag)) {
        const end = html.indexOf(`</${tag}>`, re.lastIndex);
        props.dangerouslySetInnerHTML = { __html: html.slice(re.lastIndex, end) };
        re.lastIndex = end + tag.length + 3;
      } else if (!VOID.has(tag) && !m[4]) stack.push(node);
    } else top[2].push(decode(m[0]));
  }
  return root[2].find((n) => Array.isArray(n) && n[0] === "html") ?? root[2][0];
}

/** A React element from the tree, built anew (as a page's components do per request). */
export function toElement(node, key) {
  if (typeof node === "string") return node;
  const [tag, props, children] = node;
  const kids = children.map((c, i) => toElement(c, i));
  if (tag === "textarea") {
    const text = kids.join("");
    return createElement(tag, { ...props, key, defaultValue: text });
  }
  return createElement(tag, { ...props, key }, ...(kids.length ? kids : []));
}

import { Fragment } from "react";

// Placeholders from provider.server.ts ("[… – bitte PROVIDER_X setzen]") are marked so a
// missing configuration stands out; web addresses become links.
const TOKEN = /(\[[^\]]+ setzen\]|https:\/\/[^\s]+?(?=[.,;:)]?(?:\s|$)))/g;

// Legal references ("§ 25", "Art. 6 Abs. 1") must not break between sign and number.
const GLUED = /(§|Art\.|Abs\.|Nr\.|lit\.) (?=\S)/g;

export function RichText({ text }: { text: string }) {
  const parts = text.replace(GLUED, "$1\u00A0").split(TOKEN);
  return (
    <>
      {parts.map((part, i) => {
        if (part.startsWith("https://"))
          return (
            <a
              key={i}
              href={part}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              rel="noopener noreferrer"
            >
              {part.replace(/^https:\/\//, "")}
            </a>
          );
        if (/^\[[^\]]+ setzen\]$/.test(part))
          return (
            <mark key={i} className="rounded bg-amber-100 px-1 text-amber-900">
              {part}
            </mark>
          );
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}

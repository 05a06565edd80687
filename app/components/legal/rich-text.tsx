import { Fragment } from "react";

// Placeholders from provider.server.ts ("[… – bitte PROVIDER_X setzen]") are marked so a
// missing configuration stands out; web addresses become links.
const TOKEN = /(\[[^\]]+ setzen\]|https:\/\/[^\s]+?(?=[.,;:)]?(?:\s|$)))/g;

export function RichText({ text }: { text: string }) {
  const parts = text.split(TOKEN);
  return (
    <>
      {parts.map((part, i) => {
        if (part.startsWith("https://"))
          return (
            <a key={i} href={part} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900" rel="noopener noreferrer">
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

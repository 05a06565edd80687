// One layout for the terms, the privacy policy and the imprint (02 §2.7): title, optional
// table of contents linking to section anchors, the sections, and the way back home.
import { useLoaderData } from "@remix-run/react";
import { RichText } from "./rich-text";
import type { MetaFunction } from "@remix-run/node";
import type { LegalBlock, LegalDocument, LegalSection } from "~/content/legal/types";
import { PageShell } from "~/components/page-shell";
import { ButtonLink } from "~/components/ui/button";

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string")
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  if ("list" in block)
    return (
      <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <p>
      {block.lines.map((line, i) => (
        <span key={i} className="block">
          <RichText text={line} />
        </span>
      ))}
    </p>
  );
}

function TocList({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="block rounded-lg px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            {s.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

function BackHome({ variant = "primary" }: { variant?: "primary" | "ghost" }) {
  return (
    <ButtonLink
      to="/"
      variant={variant}
      size={variant === "ghost" ? "sm" : "md"}
      className={variant === "ghost" ? "-ml-3" : undefined}
    >
      <span aria-hidden="true">←</span> Zurück zur Startseite
    </ButtonLink>
  );
}

function LegalPage({ document, toc = true }: { document: LegalDocument; toc?: boolean }) {
  return (
    <PageShell>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page pb-10 pt-8 sm:pt-12">
          <BackHome variant="ghost" />
          <h1 className="mt-4 hyphens-auto break-words text-[1.75rem] font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">
            {document.title}
          </h1>
          {document.intro ? (
            <p className="mt-3 max-w-3xl text-slate-600">
              <RichText text={document.intro} />
            </p>
          ) : null}
          {document.updated ? (
            <p className="mt-2 text-sm text-slate-600">{document.updated}</p>
          ) : null}
        </div>
      </div>
      <div
        className={
          toc
            ? "container-page grid gap-10 pb-20 lg:grid-cols-[16rem_minmax(0,1fr)]"
            : "container-page pb-20"
        }
      >
        {toc ? (
          <>
            <details className="rounded-2xl border border-slate-200 bg-white p-4 lg:hidden">
              <summary className="cursor-pointer font-semibold text-slate-900">
                Inhaltsverzeichnis
              </summary>
              <nav aria-label="Inhaltsverzeichnis" className="mt-3">
                <TocList sections={document.sections} />
              </nav>
            </details>
            <aside className="hidden lg:block">
              <nav
                aria-label="Inhaltsverzeichnis"
                className="sticky top-24 max-h-[calc(100vh-8rem)] overflow-y-auto"
              >
                <h2 className="px-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
                  Inhalt
                </h2>
                <div className="mt-3">
                  <TocList sections={document.sections} />
                </div>
              </nav>
            </aside>
          </>
        ) : null}
        <div className="max-w-3xl">
          <article
            aria-label={document.title}
            className="space-y-10 leading-relaxed text-slate-700"
          >
            {document.sections.map((section) => (
              <section key={section.id} id={section.id} className="scroll-mt-24">
                <h2 className="hyphens-auto break-words text-xl font-semibold text-slate-900">
                  {section.heading}
                </h2>
                <div className="mt-3 space-y-3">
                  {section.blocks.map((block, i) => (
                    <Block key={i} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </article>
          <div className="mt-14 border-t border-slate-200 pt-8">
            <BackHome />
          </div>
        </div>
      </div>
    </PageShell>
  );
}

export function LegalRoute() {
  const { document, toc } = useLoaderData<{ document: LegalDocument; toc: boolean }>();
  return <LegalPage document={document} toc={toc} />;
}

export const legalMeta: MetaFunction = ({ data }) => {
  const document = (data as { document?: LegalDocument } | undefined)?.document;
  const title = document ? `${document.title} – Seitenwerk` : "Seitenwerk";
  return [{ title }, { name: "description", content: document?.intro ?? title }];
};

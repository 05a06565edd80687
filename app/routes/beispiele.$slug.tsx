// The six example sites for tax advisers, lawyers and doctors (02 §2.9).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DemoPage } from "~/components/demo/demo-page";
import { PAGE_NOT_FOUND_TEXT, PageErrorBoundary } from "~/components/error-boundary";
import { findExampleSite } from "~/content/demos";
import { invariantResponse } from "~/utils/misc";

export function loader({ params }: LoaderFunctionArgs) {
  const site = findExampleSite(params.slug);
  invariantResponse(site, PAGE_NOT_FOUND_TEXT, { status: 404 });
  return json({ slug: site.slug });
}

export const meta: MetaFunction = ({ params }) => {
  const site = findExampleSite(params.slug);
  if (!site) return [{ title: "Seite nicht gefunden – Seitenwerk" }];
  return [{ title: site.meta.title }, { name: "description", content: site.meta.description }];
};

export default function ExampleSite() {
  const { slug } = useLoaderData<typeof loader>();
  const site = findExampleSite(slug);
  if (!site) return null;
  return <DemoPage site={site} images={{}} />;
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}

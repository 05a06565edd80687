// The six example sites for tax advisers, lawyers and doctors (02 §2.9). The loader hands the
// page its site, so the browser's code carries no site's texts.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DemoPage } from "~/components/demo/demo-page";
import { PAGE_NOT_FOUND_TEXT, PageErrorBoundary } from "~/components/error-boundary";
import { findExampleSite } from "~/content/demos/sites.server";
import { invariantResponse } from "~/utils/misc";

export function loader({ params }: LoaderFunctionArgs) {
  const site = findExampleSite(params.slug);
  invariantResponse(site, PAGE_NOT_FOUND_TEXT, { status: 404 });
  return json({ site });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Seite nicht gefunden – Seitenwerk" }];
  const { title, description } = data.site.meta;
  return [{ title }, { name: "description", content: description }];
};

export default function ExampleSite() {
  const { site } = useLoaderData<typeof loader>();
  return <DemoPage site={site} images={{}} />;
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}

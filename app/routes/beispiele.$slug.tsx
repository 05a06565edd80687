// The six example sites for tax advisers, lawyers and doctors (02 §2.9).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DemoPage } from "~/components/demo/demo-page";
import { findExampleSite } from "~/content/demos";

export function loader({ params }: LoaderFunctionArgs) {
  const site = findExampleSite(params.slug);
  if (!site) throw new Response(null, { status: 404, statusText: "Not Found" });
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

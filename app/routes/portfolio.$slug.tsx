// The six portfolio demo sites (02 §2.8). Images come from the portfolio-image table via the
// same model the image call uses, so the server-rendered page already has them.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DemoPage } from "~/components/demo/demo-page";
import { PAGE_NOT_FOUND_TEXT, PageErrorBoundary } from "~/components/error-boundary";
import { findPortfolioSite } from "~/content/demos";
import { getPortfolioImageSet } from "~/models/catalog/portfolio-images.server";
import { invariantResponse } from "~/utils/misc";
import { publicPageHeaders } from "~/utils/page-cache";

export const headers = publicPageHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const site = findPortfolioSite(params.slug);
  invariantResponse(site?.imageType, PAGE_NOT_FOUND_TEXT, { status: 404 });
  return json({ slug: site.slug, images: await getPortfolioImageSet(site.imageType) });
}

export const meta: MetaFunction = ({ params }) => {
  const site = findPortfolioSite(params.slug);
  if (!site) return [{ title: "Seite nicht gefunden – Seitenwerk" }];
  return [{ title: site.meta.title }, { name: "description", content: site.meta.description }];
};

export default function PortfolioDemo() {
  const { slug, images } = useLoaderData<typeof loader>();
  const site = findPortfolioSite(slug);
  if (!site) return null;
  return <DemoPage site={site} images={images} />;
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}

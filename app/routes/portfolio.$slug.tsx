// The six portfolio demo sites (02 §2.8). The loader hands the page its site and its images
// (from the portfolio-image table via the same model the image call uses), so the
// server-rendered page already has them and the browser's code carries no site's texts.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DemoPage } from "~/components/demo/demo-page";
import { PAGE_NOT_FOUND_TEXT, PageErrorBoundary } from "~/components/error-boundary";
import { findPortfolioSite } from "~/content/demos/sites.server";
import { getPortfolioImageSet } from "~/models/catalog/portfolio-images.server";
import { invariantResponse } from "~/utils/misc";
import { publicPageHeaders } from "~/utils/page-cache";

export const headers = publicPageHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const site = findPortfolioSite(params.slug);
  invariantResponse(site?.imageType, PAGE_NOT_FOUND_TEXT, { status: 404 });
  return json({ site, images: await getPortfolioImageSet(site.imageType) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Seite nicht gefunden – Seitenwerk" }];
  const { title, description } = data.site.meta;
  return [{ title }, { name: "description", content: description }];
};

export default function PortfolioDemo() {
  const { site, images } = useLoaderData<typeof loader>();
  return <DemoPage site={site} images={images} />;
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}

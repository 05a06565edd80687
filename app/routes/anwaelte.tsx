import type { LoaderFunctionArgs } from "@remix-run/node";
import { professionLoader } from "~/components/profession/loader.server";
import { ProfessionRoute, professionMeta } from "~/components/profession/profession-page";

export const loader = (args: LoaderFunctionArgs) => professionLoader("anwaelte", args);
export const meta = professionMeta;
export default ProfessionRoute;

import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
// zod's German error map comes with the forms (utils/conform-zod.ts), not from here: a page
// without a form (the landing page until its contact form is used) loads no zod at all

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

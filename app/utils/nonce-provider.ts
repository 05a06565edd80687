// Carries the per-response CSP nonce from entry.server to <Scripts> and
// <ScrollRestoration>. In the browser the value is empty: browsers hide nonce
// attributes from scripts, and hydration must not depend on it.
import { createContext, useContext } from "react";

const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

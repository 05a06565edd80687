import { createContext, useContext, type ReactNode } from "react";
import type { DemoTheme } from "~/content/demos/schema";
import type { PortfolioType } from "~/models/catalog/portfolio-images";

type DemoContextValue = {
  theme: DemoTheme;
  imageType?: PortfolioType;
  images: Record<string, string>;
};

const DemoContext = createContext<DemoContextValue | null>(null);

export function DemoProvider({
  value,
  children,
}: {
  value: DemoContextValue;
  children: ReactNode;
}) {
  return <DemoContext.Provider value={value}>{children}</DemoContext.Provider>;
}

export function useDemo() {
  const value = useContext(DemoContext);
  if (!value) throw new Error("useDemo outside DemoProvider");
  return value;
}

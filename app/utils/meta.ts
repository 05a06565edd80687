// Page meta shared by the pages that are nobody's search result (admin, billing, test mode).

/** A page's title, kept out of search engines' indexes. */
export const noindexMeta = (title: string) => [{ title }, { name: "robots", content: "noindex" }];

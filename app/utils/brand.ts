/** The product's name, as the header, the footers and every e-mail write it. */
export const PRODUCT_NAME = "Seitenwerk";

/** The product's name, in a module of its own so pages can show it without loading any schema. */
export const PRODUCT_NAME = 'Essay Coach';

/** The product's name: a brand, the same in every language. */
export const productName = 'Tempo';

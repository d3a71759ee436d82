/** SPEC §5: a case-insensitive contains match on the name; an empty search keeps every product. */
export function filterProductsByName<T extends { name: string }>(products: T[], search: string): T[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return products;
  return products.filter((product) => product.name.toLocaleLowerCase().includes(wanted));
}

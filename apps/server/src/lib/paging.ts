/** The paging fields of SPEC §3's paged responses, for page `page` (from 0) of `size` out of `totalElements`. */
export function pageFields(totalElements: number, { page, size }: { page: number; size: number }) {
  return { totalPages: Math.ceil(totalElements / size), totalElements, pageable: { pageNumber: page, pageSize: size } };
}

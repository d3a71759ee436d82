import { plural } from '@lingui/core/macro';

/** "1 item", "3 items", in the language on screen; call it while rendering, never at module level. */
export const itemCountText = (count: number) => plural(count, { one: '# item', other: '# items' });

export const itemCountText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

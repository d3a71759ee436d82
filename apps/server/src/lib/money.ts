/** Money is integer paise inside the server; the API shows rupees with 2 decimals. */
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

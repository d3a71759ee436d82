/** The traveller has asked their browser to spend less data (Chromium on Android's Lite mode, Save-Data). */
export function savesData() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

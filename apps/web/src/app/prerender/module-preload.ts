/** One of the app's module files, fetched now as index.html's modulepreload tags would, so it is in when imported. */
export function preloadModuleFile(href: string) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
}

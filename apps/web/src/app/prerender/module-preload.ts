/**
 * The app's module files named in a head script tag's attribute (space-separated, as the build writes them),
 * fetched now as index.html's modulepreload tags would, so they are in when imported.
 */
export function preloadModuleFiles(files: string | null | undefined) {
  for (const href of new Set((files ?? '').split(' '))) {
    if (href)
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
}

/**
 * The login screen's parts that the signed-in screens draw too, imported by the entry so that the build puts
 * them in the app's chunk, which every screen loads (the `app` group of vite.config.ts takes what the entry
 * imports). Left with the login screen, they made its chunk part of every signed-in screen's first download.
 * `e2e/early-requests.spec.ts` checks that the shopping screen fetches none of the login screen's code: when
 * a signed-in screen takes another part from the login screen, it belongs here. Parts from a library go to
 * vite.config.ts's `react` group instead, as the entry importing them would not keep them.
 */
import './layouts/components/brand';
import '../components/ui/card';
// With the check mark that the product cards draw too.
import '../components/ui/checkbox';
import '../components/ui/form-error';
import '../components/ui/input';
import '../components/ui/label';
import '../components/ui/open-on-demand';
import '../lib/format/intl-cache';

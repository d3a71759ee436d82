import { useLingui } from '@lingui/react/macro';
import type { Language } from '@arrival/contracts/language';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useChooseLanguage } from '../use-choose-language';

/** Each language is named in itself, so a reader finds theirs whatever is on screen. */
const options: { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'ml', name: 'മലയാളം' },
];

/** English / മലയാളം as two pressed-or-not buttons: one tap, no menu to find. */
export function LanguageSwitch({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useLingui();
  const current = useLanguage();
  const choose = useChooseLanguage();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={cn(
        'inline-flex shrink-0 rounded-full p-0.5 ring-1',
        onDark ? 'bg-white/10 ring-white/20' : 'bg-muted ring-border',
        className,
      )}
    >
      {options.map(({ language, name }) => {
        const pressed = current === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            onClick={() => void choose(language)}
            className={cn(
              'min-h-9 rounded-full px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed
                ? onDark
                  ? 'bg-white text-slate-900'
                  : 'bg-background text-foreground shadow-sm'
                : onDark
                  ? 'text-white/85 hover:text-white'
                  : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}

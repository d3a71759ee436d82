import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addCategoryBodySchema } from '@arrival/contracts/admin';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmStepFooter } from '../../../components/ui/confirm-step';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useAddCategory } from '../api/add-category';
import { sharedText } from '../../../lib/i18n/shared-messages';

/** Inside the dialog's content, so closing it (Cancel, Escape, a save) forgets what was typed. */
function AddCategoryForm({ onDone }: { onDone: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useAddCategory();
  const { t } = useLingui();

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addCategoryBodySchema.safeParse({ name });
    // SPEC §4: an empty name is ignored, not reported; a too-long one says why.
    if (!parsed.success) {
      if (name.trim() !== '') setError(sharedText(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    setIsConfirming(true);
  };

  const save = () =>
    add.mutate(
      { name },
      {
        onSuccess: (category) => {
          const categoryName = category.name;
          toast.success(t`Category ${categoryName} added`);
          onDone();
          void navigate(paths.admin.stockCategory.href(category.id));
        },
        onError: (failure) => {
          // Back to the name, with the server's reason (a name already taken), to fix it.
          setError(sharedText(errorMessage(failure, msg`Failed to add category`)));
          setIsConfirming(false);
        },
      },
    );

  const trimmedName = name.trim();
  return (
    <form noValidate onSubmit={askToConfirm} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>
          <Trans>Category name</Trans>
        </Label>
        <Input
          id={inputId}
          value={name}
          readOnly={isConfirming}
          placeholder={t`e.g. Spices & Tea`}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <FormError id={errorId}>{error}</FormError>
      </div>
      {isConfirming && (
        <p role="status" className="rounded-xl bg-muted px-4 py-3 text-sm">
          <Trans>
            Add the category <strong>{trimmedName}</strong>?
          </Trans>
        </p>
      )}
      <ConfirmStepFooter isConfirming={isConfirming} isPending={add.isPending} onConfirm={save} onCancel={onDone} />
    </form>
  );
}

export function AddCategoryDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <Plus aria-hidden />
          <Trans>Add New Category</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Add New Category</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Travellers see categories in the order they were added.</Trans>
          </DialogDescription>
        </DialogHeader>
        <AddCategoryForm onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

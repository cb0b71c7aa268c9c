import { FormError } from '../../components/form-dialog';

/** Under a moderator's form: why the decision failed, or the server's word that it was saved. */
export function DecisionOutcome({ error, saved }: { error: string | null; saved: string | undefined }) {
  return (
    <>
      <FormError message={error} />
      <div role="status" className="empty:hidden">
        {saved ? <p className="text-sm font-medium text-emerald-800">{saved}</p> : null}
      </div>
    </>
  );
}

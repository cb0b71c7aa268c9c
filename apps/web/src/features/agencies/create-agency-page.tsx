import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { agencyAddress } from '@nyumba/domain';
import { AreaField } from '../../components/area-field';
import { FormError } from '../../components/form-dialog';
import { Screen, ScreenTitle } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { paths } from '../../paths';
import { selectCurrentUser, useSessionStore } from '../auth';
import { agencyTexts } from './agency-texts';
import { useCreateAgency } from './agencies-api';

/**
 * /agency/new: a person with a proven number starts an agency (its name, office number, area,
 * an EARB firm number if it is an estate agency) and lands on its desk to invite agents.
 */
export function CreateAgencyPage() {
  const words = useTexts(agencyTexts);
  const navigate = useNavigate();
  const user = useSessionStore(selectCurrentUser);
  const create = useCreateAgency();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [areaName, setAreaName] = useState('');
  const [address, setAddress] = useState('');
  const [earbNumber, setEarbNumber] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  if (!user) {
    return (
      <Screen title={words.newTitle} className="page-container max-w-2xl">
        <ScreenTitle>{words.newTitle}</ScreenTitle>
        <Link
          to={`${paths.signIn}?next=${encodeURIComponent(agencyAddress.agency('new'))}`}
          className="btn-primary mt-4"
        >
          {words.signInFirst}
        </Link>
      </Screen>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setErrors(NO_ERRORS);
    try {
      const answer = await create.mutateAsync({
        name: name.trim(),
        phone: phone.trim(),
        areaName: areaName.trim(),
        ...(address.trim() ? { address: address.trim() } : {}),
        ...(earbNumber.trim() ? { earbNumber: earbNumber.trim() } : {}),
      });
      await navigate(agencyAddress.desk(answer.agency.id));
    } catch (failure) {
      setErrors(formErrorsOf(failure, words.failed));
    }
  }

  return (
    <Screen title={words.newTitle} className="page-container max-w-2xl">
      <ScreenTitle>{words.newTitle}</ScreenTitle>
      <p className="mt-2 text-stone-700">{words.newIntro}</p>
      <form className="mt-5 space-y-5" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={words.name}
          name="name"
          error={errors.fields.name}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={words.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          error={errors.fields.phone}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <AreaField label={words.area} error={errors.fields.areaName} value={areaName} onChange={setAreaName} />
        <TextField
          label={words.address}
          name="address"
          error={errors.fields.address}
          value={address}
          maxLength={200}
          onChange={(event) => setAddress(event.target.value)}
        />
        <TextField
          label={words.earb}
          name="earbNumber"
          hint={words.earbHint}
          error={errors.fields.earbNumber}
          value={earbNumber}
          maxLength={30}
          onChange={(event) => setEarbNumber(event.target.value)}
        />
        <FormError message={errors.form} />
        <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={create.isPending}>
          {create.isPending ? words.creating : words.create}
        </button>
      </form>
    </Screen>
  );
}

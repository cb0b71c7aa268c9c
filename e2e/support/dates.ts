import { addDays, kenyaToday } from '@nyumba/domain';

/** A date `offset` days from today in Kenya (UTC+3), as a date input takes it. */
export const kenyaDay = (offset: number) => addDays(kenyaToday(), offset);

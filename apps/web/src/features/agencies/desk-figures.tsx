import { useState, type FormEvent } from 'react';
import {
  agencyChart,
  agencyStatsCsv,
  STAT_FIGURES,
  STATS_PERIODS,
  type ImportResult,
  type Stats,
} from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { agencyTexts } from './agency-texts';
import { failureText, inlineSelect, pathWithId, Said, Section } from './agency-parts';
import { useAgencyStats, useImport } from './agencies-api';

/** The period's chooser, shared by the agency's and a listing's figures. */
export function PeriodChooser({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const words = useTexts(agencyTexts);
  return (
    <select
      aria-label={words.days(days)}
      className={inlineSelect}
      value={days}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {STATS_PERIODS.map((period) => (
        <option key={period} value={period}>
          {words.days(period)}
        </option>
      ))}
    </select>
  );
}

/** Totals as a table, with the area's median beside them when there is one. */
export function FigureTable({ stats }: { stats: Stats }) {
  const words = useTexts(agencyTexts);
  return (
    <table className="w-full text-left text-sm">
      <tbody>
        {STAT_FIGURES.map((figure) => (
          <tr key={figure} className="border-b border-stone-100">
            <th scope="row" className="py-1.5 pr-3 font-medium text-stone-700">
              {words.figureNames[figure]}
            </th>
            <td className="py-1.5 font-semibold text-stone-900" data-testid={`figure-${figure}`}>
              {stats.totals[figure]}
            </td>
            {stats.area ? <td className="py-1.5 text-stone-600">{stats.area[figure]}</td> : null}
          </tr>
        ))}
      </tbody>
      {stats.area ? (
        <caption className="caption-bottom pt-2 text-left text-stone-600">
          {words.areaMedian} ({stats.area.listings})
        </caption>
      ) : null}
    </table>
  );
}

/**
 * The agency's figures over 7, 30 or 90 days: the chart (drawn by the server, an image that
 * needs no script), the totals, per agent and per listing, and the CSV of the same.
 */
export function DeskFigures({ id }: { id: string }) {
  const words = useTexts(agencyTexts);
  const [days, setDays] = useState(30);
  const stats = useAgencyStats(id, days, true);
  return (
    <Section id="desk-figures" title={words.figures}>
      <div className="flex flex-wrap items-center gap-3">
        <PeriodChooser days={days} onChange={setDays} />
        <a className="font-semibold text-brand-800 underline" href={pathWithId(agencyStatsCsv.path, id, days)} download>
          {words.csv}
        </a>
      </div>
      <img
        src={pathWithId(agencyChart.path, id, days)}
        alt={words.chartAlt}
        width={640}
        height={240}
        className="h-auto w-full max-w-2xl rounded-xl border border-stone-200"
      />
      {stats.isError ? <Said ok={false}>{failureText(stats.error, words.loadFailed)}</Said> : null}
      {stats.data ? (
        <>
          <FigureTable stats={stats.data.stats} />
          <p className="text-sm text-stone-700">{words.replyTime(stats.data.stats.totals.replyMinutes)}</p>
          {stats.data.stats.agents && stats.data.stats.agents.length > 0 ? (
            <div className="overflow-x-auto">
              <h3 className="text-lg font-bold text-stone-900">{words.perAgent}</h3>
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th className="py-1 pr-3" />
                    <th className="py-1 pr-3">{words.figureNames.views}</th>
                    <th className="py-1 pr-3">{words.figureNames.enquiries}</th>
                    <th className="py-1">{words.figureNames.deals}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.stats.agents.map((agent) => (
                    <tr key={agent.id} className="border-t border-stone-100">
                      <th scope="row" className="py-1 pr-3 font-medium">
                        {agent.name}
                      </th>
                      <td className="py-1 pr-3">{agent.totals.views}</td>
                      <td className="py-1 pr-3">{agent.totals.enquiries}</td>
                      <td className="py-1">{agent.totals.deals}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}

/** The bulk import: a file, then what was created, updated and refused (each row and why). */
export function DeskImport({ id }: { id: string }) {
  const words = useTexts(agencyTexts);
  const run = useImport(id);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || run.isPending) return;
    setProblem(null);
    setResult(null);
    try {
      setResult(await run.mutateAsync(file));
    } catch (failure) {
      setProblem(failureText(failure, words.failed));
    }
  }

  return (
    <Section id="desk-import" title={words.importTitle}>
      <p className="text-sm text-stone-700">{words.importHint}</p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)}>
        <label className="block">
          <span className="text-sm font-semibold text-stone-800">{words.importFile}</span>
          <input
            type="file"
            accept=".csv,.xml,text/csv,application/xml,text/xml"
            className="mt-1.5 block min-h-12"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="btn-primary" aria-disabled={!file || run.isPending}>
          {run.isPending ? words.importing : words.importRun}
        </button>
      </form>
      {problem ? <Said ok={false}>{problem}</Said> : null}
      {result ? (
        <div className="space-y-2">
          <Said ok>{words.imported(result.created, result.updated, result.refused.length)}</Said>
          <ul className="list-disc space-y-1 pl-5 text-sm text-red-800">
            {result.refused.map((row) => (
              <li key={row.row}>{words.refusedRow(row.row, row.reason)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

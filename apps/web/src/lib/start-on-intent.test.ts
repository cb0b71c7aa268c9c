import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchStart, startFiles, startOnIntent, type MakeLive } from './start-on-intent';

// Each test's listeners stay on the window: every test starts its own page and uses it
// through a fresh set of elements, and is over once its own start has been played.
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** A start the test settles by hand, and what it was asked to make live. */
function manualStart() {
  const madeLive: Element[] = [];
  let settle: (makeLive: MakeLive) => void = () => {};
  const start = vi.fn(
    () =>
      new Promise<MakeLive>((resolve) => {
        settle = resolve;
      }),
  );
  const makeLive: MakeLive = async (element) => {
    madeLive.push(element);
  };
  return { start, madeLive, finish: () => settle(makeLive) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the start’s files', () => {
  it('are read from the page and asked for at the lowest priority, one per idle moment', () => {
    document.head.innerHTML = '<meta name="app-start" content="/assets/vendor-a.js /assets/main-b.js">';
    expect(startFiles()).toEqual(['/assets/vendor-a.js', '/assets/main-b.js']);
    vi.useFakeTimers();
    prefetchStart();
    // One file per idle moment, none at once.
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    vi.runAllTimers();
    vi.useRealTimers();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['prefetch', '/assets/vendor-a.js', 'anonymous'],
      ['prefetch', '/assets/main-b.js', 'anonymous'],
    ]);
  });

  it('are none on a page the build did not list them in', () => {
    expect(startFiles()).toEqual([]);
  });
});

describe('starting on intent', () => {
  it('waits for a sign of use, then starts once', async () => {
    const { start, finish } = manualStart();
    startOnIntent(start);
    await flush();
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
    finish();
    await flush();
  });

  it('holds a tap on a button while starting, and plays it again on the live page', async () => {
    document.body.innerHTML = '<button type="button"><svg></svg></button>';
    const button = document.querySelector('button')!;
    const icon = document.querySelector('svg')!;
    const clicks: EventTarget[] = [];
    const { start, madeLive, finish } = manualStart();
    startOnIntent(start);
    window.dispatchEvent(new Event('touchstart'));
    button.addEventListener('click', (event) => clicks.push(event.target!));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    icon.dispatchEvent(tap);
    // Held: nothing of the page saw it, and its default was stopped.
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    finish();
    await flush();
    await flush();
    // Played again where the finger was, once the part around it was made live.
    expect(madeLive).toEqual([icon]);
    expect(clicks).toEqual([icon]);
    // Live now: the next tap goes straight through.
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual([icon, icon]);
  });

  it('lets a link to a page be followed by the browser', async () => {
    document.body.innerHTML = '<a href="/listing/1"><span>A home</span></a><a href="#photos">Photos</a>';
    const { start, finish } = manualStart();
    startOnIntent(start);
    window.dispatchEvent(new Event('touchstart'));
    const toPage = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(toPage);
    expect(toPage.defaultPrevented).toBe(false);
    // A link within the page is a script's business: held like a button.
    const inPage = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a[href="#photos"]')!.dispatchEvent(inPage);
    expect(inPage.defaultPrevented).toBe(true);
    finish();
    await flush();
  });

  it('tells the app what was typed, before the submit it held', async () => {
    document.body.innerHTML = '<form><input name="q" value=""><input name="other" value="kept"></form>';
    const form = document.querySelector('form')!;
    const [typed, untouched] = [...document.querySelectorAll('input')];
    const seen: string[] = [];
    typed!.addEventListener('input', () => seen.push(`input ${typed!.value}`));
    untouched!.addEventListener('input', () => seen.push('input other'));
    form.addEventListener('submit', (event) => {
      seen.push('submit');
      event.preventDefault();
    });
    const { start, finish } = manualStart();
    startOnIntent(start);
    window.dispatchEvent(new FocusEvent('focusin'));
    typed!.value = 'Kilimani';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    finish();
    for (let i = 0; i < 4; i += 1) await flush();
    expect(seen).toEqual(['input Kilimani', 'submit']);
  });

  it('lets what it held go when the app cannot start', async () => {
    document.body.innerHTML = '<button type="button">Save</button>';
    const button = document.querySelector('button')!;
    const clicks: number[] = [];
    startOnIntent(() => Promise.reject(new Error('offline')));
    window.dispatchEvent(new Event('touchstart'));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    button.addEventListener('click', () => clicks.push(1));
    await flush();
    await flush();
    expect(clicks).toEqual([1]);
  });
});

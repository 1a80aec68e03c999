// The context of the fake API: its data, its time and its settings — never globals, never req/res.
// createApp() builds one `deps` and hands it to every router.
//
// One way to pass it: a domain function that reads or changes the data takes `deps` as
// its first parameter, typed as the part it uses (`Pick<Deps, 'store'>`, `Pick<Deps, 'store' |
// 'clock'>` or `Deps`); it takes what it reads from it in its first line (`const { state } =
// deps.store;`) and hands `deps` on to the domain functions it calls. Everything after `deps` is a
// plain value (ids, records, form fields, a time in ms). Never a bare `store` or `state` as the
// context, and never the request or the response: a route reads those and passes its `deps` on.
// Arithmetic that needs only the date (a member's dues, the season's matches) takes the member and
// the clock; the pages (pages/) take the values they show.
import type { Clock } from './clock';
import type { MockConfig } from './config';
import type { Store } from './store/store';

export interface Deps {
  store: Store;
  clock: Clock;
  config: MockConfig;
}

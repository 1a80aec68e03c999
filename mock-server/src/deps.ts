import type { Clock } from '../clock';
import type { MockConfig } from '../config';
import type { Store } from '../store/store';

/** What every router gets: state, time and settings — never globals. */
export interface Deps {
  store: Store;
  clock: Clock;
  config: MockConfig;
}

// The in-memory state of the fake API, seeded from fixtures/ and restorable with reset().
import type { Clock } from '../clock';
import type { MemberRecord, State } from './types';
import { seedState } from './seed';

export interface Store {
  state: State;
  reset(): void;
  nextId(): number;
  memberById(id: number): MemberRecord | undefined;
  memberByRut(rut: string): MemberRecord | undefined;
}

export function createStore(clock: Clock): Store {
  const store: Store = {
    state: seedState(clock),
    reset() {
      store.state = seedState(clock);
    },
    nextId: () => ++store.state.lastId,
    memberById: (id) => store.state.members.find((m) => m.id === id),
    memberByRut: (rut) => {
      const clean = rut.replace(/[.\-\s]/g, '').toUpperCase();
      return store.state.members.find((m) => m.rut === clean);
    },
  };
  return store;
}

import { describe, it, expect } from 'vitest';
import { makeApp, PERSONAS } from '../test/harness';
import { REGULAR, SENIOR, YOUTH } from '../../../test-support/persona-fees';
import { formatMoney } from '../../../web/src/domain/money';

// Seeded on 2026-11-21: María José (automatic payment on, VISA ····6623) is paid up to 2026-11 and
// already charged in 2026-11; December's window opens on the 1st.
const notices = (t: ReturnType<typeof makeApp>) =>
  t.store.state.outbox.filter((m) => m.subject.startsWith('Tu pago automático de'));

describe('the notice before the automatic charge', () => {
  it('when the clock reaches 3 days before the window, María José gets one notice with the amount, card and months', () => {
    const t = makeApp();
    t.clock.set('2026-11-27T12:00:00-03:00');
    expect(notices(t)).toEqual([]);
    t.clock.set('2026-11-28T08:00:00-03:00');
    const [mail, ...rest] = notices(t);
    expect(rest).toEqual([]);
    expect(mail!.to).toBe('maria.jose@example.cl');
    expect(mail!.subject).toBe(`Tu pago automático de diciembre de 2026: ${formatMoney(REGULAR.dues)}`);
    expect(mail!.text).toContain(
      `cobrará ${formatMoney(REGULAR.dues)} (1 cuota) entre el 1 y el 5 de diciembre de 2026, en tu VISA ····6623.`,
    );
    expect(mail!.text).toContain('Paga tu cuota de diciembre de 2026.');
    expect(mail!.text).toContain('desactiva el pago automático antes del 1 de diciembre de 2026.');
    expect(mail!.text).toContain('Club Social y Deportivo Albo · Av. Marathon 5300');
    expect(mail!.links).toEqual([
      {
        label: 'Revisar mi pago automático',
        href: expect.stringMatching(/\/pagos\/automaticos\?menu=pagos-automaticos$/),
      },
    ]);
  });

  it('when the clock moves again in the same month, or jumps over the day, it is sent once', () => {
    const t = makeApp();
    t.clock.set('2026-11-29T12:00:00-03:00');
    t.clock.set('2026-11-30T12:00:00-03:00');
    t.clock.set('2026-12-01T08:00:00-03:00');
    expect(notices(t)).toHaveLength(1);
  });

  it('when the clock jumps into the window before the notice went out, it goes out late, once, without a past deadline', () => {
    const t = makeApp();
    t.clock.set('2026-12-02T08:00:00-03:00');
    t.clock.set('2026-12-03T08:00:00-03:00');
    const sent = notices(t);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('desactiva el pago automático cuanto antes.');
  });

  it('when the automatic payment is off or there is no card, nobody is written to', () => {
    const t = makeApp();
    t.store.state.autoPayments[0]!.enable = false;
    t.store.state.autoPayments.push({ memberId: 4, cuotas: 3, enable: true, lastChargedMonth: null }); // Juan, no card
    t.clock.set('2026-11-28T12:00:00-03:00');
    expect(notices(t)).toEqual([]);
  });

  it('when the charge turns 18-year-old dues into adult ones, the notice goes 7 days ahead saying why', () => {
    const t = makeApp();
    t.store.memberById(1)!.fecha_nacimiento = '2008-11-25';
    t.clock.set('2026-11-23T12:00:00-03:00');
    expect(notices(t)).toEqual([]);
    t.clock.set('2026-11-24T12:00:00-03:00');
    const [mail] = notices(t);
    expect(mail!.text).toContain(
      `El monto cambia: sube a ${formatMoney(REGULAR.dues)}: cumples 18 en noviembre (antes ${formatMoney(YOUTH.dues)}).`,
    );
  });

  it('when a member turns 60, the notice says the charge goes down', () => {
    const t = makeApp();
    t.store.memberById(1)!.fecha_nacimiento = '1966-11-26';
    t.clock.set('2026-11-24T12:00:00-03:00');
    expect(notices(t)[0]!.text).toContain(`baja a ${formatMoney(SENIOR.dues)}: cumples 60 en noviembre`);
  });

  it('when the charge runs on the 1st, it takes the amount the notice announced', async () => {
    const t = makeApp(undefined, { confirmDelayMs: 0 });
    t.store.memberById(1)!.fecha_nacimiento = '2008-11-25';
    t.clock.set('2026-11-24T12:00:00-03:00');
    const announced = await t.api().get('/__mock/charge-notices');
    expect(announced.body).toEqual([
      expect.objectContaining({ rut: PERSONAS.mariaJose, month: '2026-12', total: REGULAR.dues, sent: true }),
    ]);
    t.clock.set('2026-12-01T09:00:00-03:00');
    const charge = await t.api().post('/__mock/auto-charge');
    expect(charge.body.charged).toEqual([expect.objectContaining({ total: REGULAR.dues, status: true })]);
  });
});

// The one table of valid input per endpoint, shared by the hostile-input properties and the
// strict-input table (one, not one per test file).
import { VALID_REGISTRATION } from './harness';

export const duesBody = {
  numero_cuotas: 3,
  tipo_pago: 'cuotas',
  valor: 6000,
  buyOrder: 'FUZZ1',
  metodo_pago: 'webpay',
  selectedAccounts: [2],
};

/**
 * A valid request per operation (when it takes input): the property tests mutate it one field at a
 * time, the strict-input table adds one unknown field, so that is the only thing wrong.
 */
export const VALID_INPUT: Record<string, { body?: Record<string, unknown>; query?: Record<string, string> }> =
  {
    'POST /socios/login': { body: { rut: '15678234-3', password: 'wrong-pass' } },
    'POST /socios/store': { body: VALID_REGISTRATION },
    'POST /socios/account/password/send-recover-link': { body: { rut: '15678234-3' } },
    'POST /socios/account/password/reset-password': {
      body: { password: 'nueva-clave', token: 'f'.repeat(64) },
    },
    'POST /socios/account/update-password': {
      body: { current_password: 'wrong-pass', new_password: 'otra-clave' },
    },
    'POST /socios/account/profile/update': {
      body: {
        rut: '123456785',
        nombre: 'María José',
        celular: '+56 9 1234 5678',
        telefono: '221234567',
        email: 'maria.jose@example.cl',
        genero: 'f',
        direccion: 'Irarrázaval',
        numero: '3400',
        dpto: '',
        comuna: 13120,
      },
    },
    'POST /socios/profile/set-interests': { body: { interests: ['Fútbol'] } },
    'GET /fixtures': { query: { torneo: 'Primera División', jugado: 'true' } },
    'POST /socios/account/invite_associated': { body: { rut: '15678234-3' } },
    'POST /socios/account/delete_associated': { body: { user_id: 3 } },
    'POST /socios/account/payments/config/authorize-auto-payment': {
      body: { numero_cuotas: 1, authorized: true },
    },
    'GET /cuotas/valores': { query: { numero_cuotas: '3', tipo_pago: 'cuotas' } },
    'POST /cuotas/valores/accounts': { body: { numero_cuotas: 3, accounts: [2] } },
    'POST /cuotas/valores/accounts/detail': { body: { numero_cuotas: 3, accounts: [2] } },
    'POST /payments/create-payment-cuotas': { body: duesBody },
    'POST /payments/create-payment-cuotas-extraordinaria': {
      body: { ...duesBody, tipo_pago: 'extraordinaria', valor: 3000, valor_cuota_extraordinaria: 1000 },
    },
    'POST /payments/create-payment-cuotas-regularizacion': {
      body: { ...duesBody, tipo_pago: 'regularizacion', numero_cuotas: 1 },
    },
    'POST /payments/transbank/oneclick/subscribe': {
      body: { tipo_pago: 'pago_automatico', return_path: '/pagos/automaticos' },
    },
    'POST /payments/transbank/oneclick/authorize/cuota': { body: { ...duesBody, metodo_pago: 'oneclick' } },
    'GET /payments/webpay/return': { query: { token_ws: 'f'.repeat(64) } },
    'POST /payments/webpay/return': {
      body: { TBK_TOKEN: 'f'.repeat(64), TBK_ORDEN_COMPRA: 'X', TBK_ID_SESION: 'Y' },
    },
    'GET /payments/transbank/oneclick/return': { query: { TBK_TOKEN: 'f'.repeat(64) } },
    'GET /vouchers/{id}': { query: { key: 'f'.repeat(32) } },
  };

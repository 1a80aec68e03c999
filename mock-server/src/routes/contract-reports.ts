// Where the SPA reports the answers it had to tolerate or could not use (web/src/api/contract-report.ts,
// when its build sets VITE_CONTRACT_REPORT_URL; the demo build points it here), so club staff see a
// drift in the console although the member never did (http/contract-reports.ts keeps them).
import express, { Router } from 'express';
import { reportBatch, type ContractReports } from '../http/contract-reports';

/** POST /__mock/contract-reports: a beacon's batch (JSON sent as text/plain). */
export function contractReportReceiver(reports: ContractReports): Router {
  const router = Router();
  router.post(
    '/contract-reports',
    express.text({ type: ['text/plain', 'application/json'], limit: '16kb' }),
    (req, res) => {
      let parsed: unknown;
      try {
        parsed = typeof req.body === 'string' ? JSON.parse(req.body) : req.body;
      } catch {
        parsed = undefined;
      }
      const result = reportBatch.safeParse(parsed);
      if (!result.success) return res.status(422).json({ message: 'Informe de contrato no válido.' });
      reports.add(result.data.reports);
      res.status(204).end();
    },
  );
  return router;
}

/** GET /__mock/contract-reports: the reports as JSON, newest first (behind the console's guards). */
export function contractReportList(reports: ContractReports): Router {
  const router = Router();
  router.get('/contract-reports', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(reports.list());
  });
  return router;
}

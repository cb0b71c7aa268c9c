import type { AppInstance } from '../app-types.ts';
import type { Config } from '../config.ts';
import { SIMULATOR_CREDENTIALS, SIMULATOR_PATH } from '../modules/payments/index.ts';
import { simulatorRoutes } from './routes.ts';
import { DarajaSimulator } from './simulator.ts';

/**
 * Test mode (docs/payments.md): with MPESA_SIMULATOR on and no MPESA_BASE_URL pointing
 * elsewhere, the server answers Daraja's endpoints itself at PUBLIC_URL/daraja-sim, and its
 * /daraja-sim/phone page plays the guest's phone. Its fault switches stay off here: they
 * belong to the tests' own simulator.
 */
export async function mountSimulator(app: AppInstance, config: Config): Promise<void> {
  if (!config.MPESA_SIMULATOR || config.MPESA_CONSUMER_KEY || config.MPESA_BASE_URL) return;
  const sim = new DarajaSimulator({ ...SIMULATOR_CREDENTIALS, log: app.log });
  const routes = simulatorRoutes(sim);
  await app.register(
    async (scope) => {
      // Daraja and the phone page sign in to nothing of Nyumba's: public, as the route table says.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), access: 'public' } as typeof route.config;
      });
      await scope.register(routes);
    },
    { prefix: SIMULATOR_PATH },
  );
  app.addHook('onReady', async () => sim.start());
  app.addHook('onClose', async () => sim.stop());
  app.log.warn(
    'M-Pesa test mode: payments go to the Daraja simulator at %s%s; no money moves',
    config.PUBLIC_URL,
    SIMULATOR_PATH,
  );
}

// The demo's stand-ins for outside services (npm start outside production, DEMO_FAKES=off to turn
// them off): each starts on 127.0.0.1 only for a service this server has no real settings for.
import type { ServerConfig } from '../config';
import { demoCardProvider } from '../payments/demo';
import { demoPartner } from './partner';
import { demoShops } from './shops';
import { demoTrackingService } from './trackingService';

/** What a started demo fake changed and how to stop it. */
export interface StartedDemoFake {
  /** The server's settings pointed at the fake. */
  config: ServerConfig;
  /** Printed once at start, after "Demo: ". */
  description: string;
  close(): Promise<void>;
}

/** Starts a fake when `config` leaves its service unconfigured; undefined when nothing was needed. */
export type DemoFake = (config: ServerConfig) => Promise<StartedDemoFake | undefined>;

/**
 * Every demo fake, started in this order, each given the settings the previous ones left. The one
 * place a new stand-in plugs in.
 */
export const DEMO_FAKES: readonly DemoFake[] = [
  demoShops,
  demoCardProvider,
  demoPartner,
  demoTrackingService,
];

export interface DemoFakes {
  config: ServerConfig;
  /** One line per started fake, for the console. */
  lines: string[];
  close(): Promise<void>;
}

/** Starts the demo fakes `config.demoFakes` asks for; a fake that fails stops those started before. */
export async function startDemoFakes(
  config: ServerConfig,
  fakes: readonly DemoFake[] = DEMO_FAKES,
): Promise<DemoFakes> {
  const started: StartedDemoFake[] = [];
  const close = async () => {
    await Promise.all(started.map((fake) => fake.close()));
  };
  let current = config;
  if (config.demoFakes) {
    try {
      for (const start of fakes) {
        const fake = await start(current);
        if (!fake) continue;
        started.push(fake);
        current = fake.config;
      }
    } catch (e) {
      await close();
      throw e;
    }
  }
  return {
    config: current,
    lines: started.map((fake) => `Demo: ${fake.description} (DEMO_FAKES=off turns them off)`),
    close,
  };
}

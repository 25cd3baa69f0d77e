import { loadConfig } from './config.ts';
import { createGateway } from './gateway.ts';

// Entry point: configuration from the environment (validated), then one HTTP + WebSocket server.
const config = loadConfig();
const gateway = await createGateway(config);
const address = await gateway.listen(config.port, config.host);
console.log(
  `Gateway on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${address.port}/graphql (API ${config.apiUrl}` +
    `${config.graphiql ? `, GraphiQL at /graphiql` : ''})`,
);

// The gateway must outlive any upstream trouble; a stray rejection is logged, never fatal.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection', reason));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

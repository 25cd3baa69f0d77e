import { loadConfig } from './config.ts';
import { createGateway } from './gateway.ts';

// Entry point: configuration from the environment (validated), then one HTTP + WebSocket server.
// Request and error logs are JSON lines (pino) on standard output; this banner is for people.
const config = loadConfig();
const gateway = await createGateway(config);
const address = await gateway.listen(config.port, config.host);
const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${address.port}`;
console.log(
  [
    `FieldSense gateway on ${origin}`,
    config.webDist ? `  web app   ${origin}/` : '',
    `  GraphQL   ${origin}/graphql (HTTP and WebSocket)`,
    config.graphiql ? `  GraphiQL  ${origin}/graphiql` : '',
    `  REST API  ${config.apiUrl}/api/v1 (docs: ${config.apiUrl}/api/docs)`,
  ]
    .filter(Boolean)
    .join('\n'),
);

// The gateway must outlive any upstream trouble; a stray rejection is logged, never fatal.
process.on('unhandledRejection', (reason) => gateway.log.error({ err: reason }, 'unhandled rejection'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

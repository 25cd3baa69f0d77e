import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

const defaultQuery = `# Signed in to the web app in this browser? Your token is already in
# the Headers tab. Otherwise run the login mutation and put its token
# there as { "Authorization": "Bearer <token>" }.
query Viewer {
  viewer {
    id
    user { name email }
    config { language utcOffset }
    abilities { action subject }
  }
}
`;

// Runs in the browser before GraphiQL starts: the web app (same origin) keeps its auth state in
// localStorage under `auth` as { token, ... }; GraphiQL's header editor starts with that token.
const browserSetup = `
function gatewayGraphiQLOptions(options) {
  function storedToken() {
    try {
      var auth = JSON.parse(window.localStorage.getItem('auth') || 'null');
      return auth && typeof auth.token === 'string' ? auth.token : null;
    } catch (e) { return null; }
  }
  var token = storedToken();
  options.headers = JSON.stringify(token ? { Authorization: 'Bearer ' + token } : {}, null, 2);
  // Browsers cannot set headers on a WebSocket, so subscriptions send the token as graphql-ws
  // connectionParams. Read when the socket opens: the stored token at that moment.
  options.connectionParams = function () {
    var current = storedToken();
    return current ? { authorization: 'Bearer ' + current } : {};
  };
  return options;
}
`;

/**
 * The GraphiQL page: one self-contained HTML document (scripts, styles, editor workers and favicon
 * inlined by @graphql-yoga/render-graphiql), so it works with no network beyond this server.
 */
export function renderGraphiQLPage(endpoint = '/graphql'): string {
  const options = {
    title: 'GraphiQL',
    endpoint,
    subscriptionsProtocol: 'WS' as const,
    defaultQuery,
    isHeadersEditorEnabled: true,
    defaultEditorToolsVisibility: 'headers' as const,
    // The token belongs to the web app's session; keeping an old copy in GraphiQL's storage would
    // send a stale token after the user signs in again.
    shouldPersistHeaders: false,
  };
  const html = renderGraphiQL(options);
  const optionsJson = JSON.stringify(options);
  const at = html.lastIndexOf(optionsJson);
  if (at === -1) throw new Error('GraphiQL page layout changed: cannot inject the token setup');
  const withOptions = `${html.slice(0, at)}gatewayGraphiQLOptions(${optionsJson})${html.slice(at + optionsJson.length)}`;
  return withOptions.replace('<head>', () => `<head>\n      <script>${browserSetup}</script>`);
}

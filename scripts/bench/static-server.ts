import http from 'node:http';

// The reference page for Lighthouse: one paragraph of HTML and nothing else, served from its own process so the
// app server's work does not slow it. Its LCP is what this machine and Lighthouse's throttling give a page that
// needs no script, no stylesheet and no data: the floor our pages' LCP is compared with.
const html = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Page de référence du banc de mesure." />
    <title>Référence statique</title>
  </head>
  <body>
    <p>Une page statique de référence : un seul paragraphe, sans script ni feuille de style.</p>
  </body>
</html>
`;

http
  .createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('User-agent: *\nAllow: /\n');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(html);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');

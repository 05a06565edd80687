// The anchor for a signed-in page: what the page costs at the limit of its
// stack. A bare node:http handler that, per request, sends the page's own SQL statements
// (recorded from the app, with their values) through `pg`, renders the page's element tree
// with React's renderToString and gzips it – no Express, Remix, Prisma or components.
// Started by signed-in.mjs as its own process: `node bare-page.mjs <pages.json> <port>`,
// page i at /i.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { renderToString } from "react-dom/server";
import { toElement } from "./html-tree.mjs";

const [file, port] = process.argv.slice(2);
/** @type {{ statements: { text: string, values: unknown[] }[], tree: unknown }[]} */
const pages = JSON.parse(readFileSync(file, "utf8"));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

createServer(async (req, res) => {
  const page = pages[Number(req.url?.slice(1))];
  if (!page) return void res.writeHead(404).end();
  try {
    // the app sends a page's independent queries in parallel; so does this
    await Promise.all(page.statements.map((s) => pool.query(s.text, s.values)));
    const html = "<!DOCTYPE html>" + renderToString(toElement(page.tree));
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? gzipSync(html) : Buffer.from(html);
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}).listen(Number(port), "127.0.0.1");

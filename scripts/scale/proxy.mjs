// A small round-robin reverse proxy for `npm run test:scale`, doing what the load balancer
// in front of several instances does (Caddy in docker-compose.scale.yml):
// - each request goes to the next instance that is up, with X-Forwarded-For/-Host/-Proto;
// - a refused connection is tried on the next instance (nothing reached the dead one, so
//   even a POST is safe to send again) and takes that instance out;
// - every `healthEveryMs` the /readyz of each instance that is out is asked, which brings a
//   restarted one back.
// A request that fails after it reached an instance is answered 502 and, when that instance
// is the one the test killed, marked with the header `x-scale-lost: killed`: its outcome is
// unknown, it is counted apart from the 5xx of healthy instances.
import http from "node:http";

export const LOST_HEADER = "x-scale-lost";

/**
 * @param {{ backends: string[], healthEveryMs?: number }} options origins of the instances
 */
export async function startProxy({ backends, healthEveryMs = 250 }) {
  const agents = backends.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  const up = backends.map(() => true);
  /** the instance the test has killed and not yet seen back */
  let killed = -1;
  let next = 0;
  const served = backends.map(() => 0);
  const stats = { lostOnKilled: 0, failedElsewhere: 0, retriedAfterRefusal: 0 };

  const pick = (exclude) => {
    for (let i = 0; i < backends.length; i++) {
      const candidate = (next + i) % backends.length;
      if (up[candidate] && !exclude.has(candidate)) {
        next = candidate + 1;
        return candidate;
      }
    }
    return -1;
  };

  /** @returns {Promise<{ res: http.IncomingMessage, body: Buffer } | { error: NodeJS.ErrnoException, connected: boolean }>} */
  const forward = (index, req, body) =>
    new Promise((resolve) => {
      const target = new URL(req.url ?? "/", backends[index]);
      const headers = { ...req.headers };
      const peer = req.socket.remoteAddress ?? "";
      headers["x-forwarded-for"] = headers["x-forwarded-for"]
        ? `${headers["x-forwarded-for"]}, ${peer}`
        : peer;
      headers["x-forwarded-host"] = req.headers.host ?? "";
      headers["x-forwarded-proto"] = "http";
      let connected = false;
      // the answer is read whole before it is passed on: an instance that dies while it
      // sends its answer yields a clean 502 marked as lost, not a cut-off answer
      const out = http.request(
        target,
        { method: req.method, headers, agent: agents[index] },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => resolve({ res, body: Buffer.concat(chunks) }));
          res.on("error", (error) => resolve({ error, connected: true }));
          res.on("aborted", () =>
            resolve({
              error: Object.assign(new Error("aborted"), { code: "ECONNRESET" }),
              connected: true,
            }),
          );
        },
      );
      out.on("socket", (socket) => {
        // a reused keep-alive socket is connected already
        if (!socket.connecting) connected = true;
        else socket.once("connect", () => (connected = true));
      });
      out.on("error", (error) => resolve({ error, connected }));
      out.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const tried = new Set();
    for (;;) {
      const index = pick(tried);
      if (index < 0) {
        stats.failedElsewhere += 1;
        res.writeHead(503, { "content-type": "text/plain; charset=utf-8" });
        res.end("Keine Instanz erreichbar");
        return;
      }
      tried.add(index);
      const result = await forward(index, req, body);
      if ("res" in result) {
        served[index] += 1;
        const {
          connection: _c,
          "keep-alive": _k,
          "transfer-encoding": _t,
          ...passed
        } = result.res.headers;
        res.writeHead(result.res.statusCode ?? 502, {
          ...passed,
          "content-length": result.body.length,
        });
        res.end(result.body);
        return;
      }
      if (result.error.code === "ECONNREFUSED" && !result.connected) {
        up[index] = false;
        stats.retriedAfterRefusal += 1;
        continue;
      }
      const lost = index === killed;
      if (lost) stats.lostOnKilled += 1;
      else stats.failedElsewhere += 1;
      res.writeHead(502, {
        "content-type": "text/plain; charset=utf-8",
        ...(lost ? { [LOST_HEADER]: "killed" } : {}),
      });
      res.end(`Instanz ${index + 1}: ${result.error.code ?? result.error.message}`);
      return;
    }
  });
  server.keepAliveTimeout = 65_000;

  // Only an instance that is out is probed (to bring it back): a healthy instance whose
  // /readyz answers slowly under load is not taken out for it, as with a load balancer that
  // needs several failed probes in a row.
  const probe = async (index) => {
    try {
      const r = await fetch(`${backends[index]}/readyz`, { signal: AbortSignal.timeout(5000) });
      await r.arrayBuffer();
      up[index] = r.ok;
    } catch {
      up[index] = false;
    }
    if (up[index] && index === killed) killed = -1;
  };
  let probing = false;
  const timer = setInterval(async () => {
    if (probing) return;
    probing = true;
    await Promise.all(backends.map((_, i) => (up[i] ? null : probe(i))));
    probing = false;
  }, healthEveryMs);

  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    stats,
    /** the test killed this instance: what fails on it until it is back counts as the fault's */
    markKilled(index) {
      killed = index;
    },
    get killedOutstanding() {
      return killed >= 0;
    },
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        agents.forEach((a) => a.destroy());
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

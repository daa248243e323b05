// For load balancers and orchestrators: the process is up and answers. (Whether it can serve
// is /api/ready's question.)
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}

from aiohttp import web

FIELDS = frozenset({"latency_ms", "bytes_out", "errors"})


async def rollup_metric(request: web.Request) -> web.Response:
    body = await request.json()
    field = body.get("field", "latency_ms")
    if field not in FIELDS:
        raise web.HTTPBadRequest(text="unknown field")
    try:
        factor = float(body.get("factor", 1))
    except (TypeError, ValueError):
        raise web.HTTPBadRequest(text="factor must be numeric")
    ns = {"sample": dict(request.app["latest_sample"]), "factor": factor}
    exec(f"result = sample['{field}'] * factor", ns)
    return web.json_response({"field": field, "result": ns["result"]})


app = web.Application()
app["latest_sample"] = {"latency_ms": 120.0, "bytes_out": 5120.0, "errors": 2.0}
app.router.add_post("/metrics/rollup", rollup_metric)

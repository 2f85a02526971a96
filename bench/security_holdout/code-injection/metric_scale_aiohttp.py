from aiohttp import web


async def scale_metric(request: web.Request) -> web.Response:
    body = await request.json()
    field = body.get("field", "latency_ms")
    factor = body.get("factor", 1)
    ns = {"sample": dict(request.app["latest_sample"])}
    exec(f"result = sample['{field}'] * {factor}", ns)
    return web.json_response({"field": field, "result": ns["result"]})


app = web.Application()
app["latest_sample"] = {"latency_ms": 120.0, "bytes_out": 5120.0, "errors": 2.0}
app.router.add_post("/metrics/scale", scale_metric)

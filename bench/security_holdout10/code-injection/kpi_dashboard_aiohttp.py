import logging
import math

from aiohttp import web

log = logging.getLogger("kpi")

FORMULAS = {
    "conversion": "orders / visits * 100 if visits else 0",
    "aov": "revenue / orders if orders else 0",
    "churn": "lost / start_customers * 100 if start_customers else 0",
    "growth": "math.log(revenue / prev_revenue) if prev_revenue and revenue else 0",
}
_COMPILED = {name: compile(src, f"<kpi:{name}>", "eval") for name, src in FORMULAS.items()}
_FIELDS = ("orders", "visits", "revenue", "lost", "start_customers", "prev_revenue")


class MetricsStore:
    def __init__(self):
        self._data = {}

    def put(self, period, values):
        self._data[period] = values

    def get(self, period):
        return self._data.get(period)


def _coerce(values):
    out = {}
    for key in _FIELDS:
        try:
            out[key] = float(values.get(key, 0))
        except (TypeError, ValueError):
            out[key] = 0.0
    return out


async def upload_metrics(request):
    period = request.match_info["period"]
    payload = await request.json()
    request.app["store"].put(period, _coerce(payload))
    return web.json_response({"stored": period})


async def compute_kpi(request):
    period = request.match_info["period"]
    name = request.query.get("kpi", "conversion")
    code = _COMPILED.get(name)
    if code is None:
        raise web.HTTPNotFound(text="unknown kpi")
    values = request.app["store"].get(period)
    if values is None:
        raise web.HTTPNotFound(text="no data for period")
    result = eval(code, {"__builtins__": {}, "math": math}, dict(values))
    log.debug("kpi %s for %s = %s", name, period, result)
    return web.json_response({"kpi": name, "period": period, "value": result})


async def list_kpis(request):
    return web.json_response(sorted(FORMULAS))


def create_app():
    app = web.Application()
    app["store"] = MetricsStore()
    app.router.add_get("/kpis", list_kpis)
    app.router.add_put("/metrics/{period}", upload_metrics)
    app.router.add_get("/metrics/{period}/kpi", compute_kpi)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)

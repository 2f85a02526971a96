import aiohttp
from aiohttp import web

FX_FEED_URL = "https://api.frankfurter.app/latest?from=EUR"
TRACKED = {"USD", "GBP", "CHF", "SEK", "NOK", "PLN"}


async def refresh_rates(request):
    wanted = set(request.query.get("currencies", "USD,GBP,CHF").upper().split(",")) & TRACKED
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10)) as session:
        async with session.get(FX_FEED_URL) as resp:
            resp.raise_for_status()
            payload = await resp.json()
    rates = {code: float(rate) for code, rate in payload.get("rates", {}).items() if code in wanted}
    request.app["fx_rates"] = rates
    return web.json_response({"base": "EUR", "as_of": payload.get("date"), "rates": rates})


async def current_rates(request):
    return web.json_response({"base": "EUR", "rates": request.app.get("fx_rates", {})})


app = web.Application()
app.router.add_post("/treasury/fx/refresh", refresh_rates)
app.router.add_get("/treasury/fx", current_rates)

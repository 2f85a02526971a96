import httpx
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

PROVIDERS = {
    "ecb": "https://data.ecb.example/rates/latest.json",
    "fed": "https://rates.fed.example/api/v2/daily",
    "boe": "https://boe.example/stats/fx/today",
}


async def latest_rates(request):
    provider = request.path_params["provider"]
    endpoint = PROVIDERS.get(provider)
    if endpoint is None:
        return JSONResponse({"error": "unknown provider"}, status_code=404)
    base = request.query_params.get("base", "EUR")[:3].upper()
    async with httpx.AsyncClient(timeout=10, follow_redirects=False) as client:
        upstream = await client.get(endpoint, params={"base": base})
    return JSONResponse({"provider": provider, "base": base, "rates": upstream.json().get("rates", {})})


app = Starlette(routes=[Route("/rates/{provider}", latest_rates)])

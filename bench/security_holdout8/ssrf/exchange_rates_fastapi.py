import httpx
from fastapi import FastAPI, HTTPException

app = FastAPI()
RATE_PROVIDERS = {
    "ecb": "https://data.ecb.example.org/rates/latest.json",
    "fed": "https://rates.fed.example.gov/v1/daily.json",
    "boe": "https://api.boe.example.co.uk/fx/today.json",
}


@app.get("/rates/{provider}")
async def latest_rates(provider: str, base: str = "EUR"):
    url = RATE_PROVIDERS.get(provider.lower())
    if url is None:
        raise HTTPException(status_code=404, detail="unknown provider")
    async with httpx.AsyncClient(timeout=5.0) as client:
        resp = await client.get(url, params={"base": base[:3].upper()})
    resp.raise_for_status()
    return {"provider": provider, "rates": resp.json()}

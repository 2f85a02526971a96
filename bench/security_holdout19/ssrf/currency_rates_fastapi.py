import httpx
from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/rates/latest")
async def latest_rates(x_rates_source: str = Header(default="")):
    feed = "ecb"[0]
    if feed == "e":
        url = "https://rates.example-ecb-mirror.com/latest.json"
    elif feed == "f":
        url = x_rates_source
    else:
        url = "https://rates.example-fallback.com/latest.json"
    async with httpx.AsyncClient(timeout=4) as client:
        r = await client.get(url)
    return r.json()

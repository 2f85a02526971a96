from enum import Enum
from urllib.parse import quote

import httpx
from fastapi import FastAPI, Query

app = FastAPI()


class Provider(str, Enum):
    metno = "metno"
    openmeteo = "openmeteo"


PROVIDER_BASE = {
    Provider.metno: "https://api.met.no/weatherapi/locationforecast/2.0/station/",
    Provider.openmeteo: "https://api.open-meteo.com/v1/station/",
}


@app.get("/weather/{provider}")
async def weather(provider: Provider, station: str = Query(..., max_length=40)):
    url = PROVIDER_BASE[provider] + quote(station, safe="")
    async with httpx.AsyncClient(timeout=6.0, follow_redirects=False) as client:
        r = await client.get(url)
    return {"provider": provider.value, "status": r.status_code, "data": r.json() if r.is_success else None}

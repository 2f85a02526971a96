import httpx
from fastapi import FastAPI, HTTPException, Path

app = FastAPI()
WEATHER_API = "https://api.met-observations.example/v2"


@app.get("/stations/{station_id}/latest")
async def latest_observation(station_id: int = Path(..., ge=1, le=999999)):
    async with httpx.AsyncClient(base_url=WEATHER_API, timeout=5.0) as client:
        resp = await client.get(f"/stations/{station_id}/observations/latest")
    if resp.status_code == 404:
        raise HTTPException(status_code=404, detail="unknown station")
    resp.raise_for_status()
    obs = resp.json()
    return {"station": station_id, "temperature": obs.get("temp_c"), "observed_at": obs.get("time")}

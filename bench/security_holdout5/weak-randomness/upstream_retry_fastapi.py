import asyncio
import random

import httpx
from fastapi import FastAPI, HTTPException

from app.config import settings

app = FastAPI()

MAX_ATTEMPTS = 4
BASE_DELAY = 0.2


async def fetch_with_backoff(client: httpx.AsyncClient, path: str) -> dict:
    for attempt in range(MAX_ATTEMPTS):
        try:
            resp = await client.get(path, timeout=5.0)
            resp.raise_for_status()
            return resp.json()
        except httpx.HTTPError:
            if attempt == MAX_ATTEMPTS - 1:
                raise
            delay = BASE_DELAY * (2 ** attempt) * random.uniform(0.5, 1.5)
            await asyncio.sleep(delay)


@app.get("/weather/today")
async def weather_today():
    async with httpx.AsyncClient(base_url=settings.weather_api_url) as client:
        try:
            return await fetch_with_backoff(client, "/v1/forecast/today")
        except httpx.HTTPError:
            raise HTTPException(status_code=503, detail="weather service unavailable")

import os

import httpx
from fastapi import APIRouter, Depends, Query

router = APIRouter()


class WeatherSettings:
    base_url = "https://api.weather.example.com/v2/current"
    api_key = os.environ.get("WEATHER_API_KEY", "")


class WeatherClient:
    def __init__(self, settings: WeatherSettings = Depends(WeatherSettings)):
        self.settings = settings

    async def current(self, city: str, units: str):
        params = {"q": city, "units": units, "key": self.settings.api_key}
        async with httpx.AsyncClient(timeout=5) as client:
            resp = await client.get(self.settings.base_url, params=params)
        return resp.json()


@router.get("/weather")
async def weather(city: str = Query(..., max_length=80), units: str = Query("metric"), client: WeatherClient = Depends()):
    return await client.current(city, "imperial" if units == "imperial" else "metric")

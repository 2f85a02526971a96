import aiohttp
from aiohttp import web

WEATHER_API = "https://api.weather.example.com/v2/stations/{station}/observations/latest"


async def station_weather(request: web.Request):
    try:
        station = int(request.query.get("station", ""))
    except ValueError:
        raise web.HTTPBadRequest(text="station must be numeric")
    url = WEATHER_API.format(station=station)
    async with aiohttp.ClientSession() as session:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
            data = await resp.json()
    return web.json_response({"station": station, "temp_c": data.get("temperature")})


app = web.Application()
app.router.add_get("/weather", station_weather)

import aiohttp
from fastapi import FastAPI

app = FastAPI()

STATUS_ENDPOINTS = {
    "billing": "https://billing.internal.example.com/status",
    "search": "https://search.internal.example.com/status",
    "mail": "https://mail.internal.example.com/status",
}


@app.get("/status/{service}")
async def service_status(service: str):
    url = STATUS_ENDPOINTS.get(service.lower(), STATUS_ENDPOINTS["billing"])
    async with aiohttp.ClientSession() as session:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=3)) as resp:
            ok = resp.status == 200
    return {"service": service, "up": ok}

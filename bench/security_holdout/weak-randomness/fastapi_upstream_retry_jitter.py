import asyncio
import random

import httpx
from fastapi import FastAPI, HTTPException

app = FastAPI()
UPSTREAM = "https://rates.internal.example.com/v1/rates"


@app.get("/rates/{currency}")
async def rates(currency: str):
    delay = 0.2
    async with httpx.AsyncClient(timeout=5) as client:
        for _ in range(4):
            resp = await client.get(UPSTREAM, params={"base": currency})
            if resp.status_code < 500:
                return resp.json()
            await asyncio.sleep(delay + random.uniform(0, delay / 2))
            delay *= 2
    raise HTTPException(status_code=502, detail="rates service unavailable")

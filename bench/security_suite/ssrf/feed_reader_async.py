import aiohttp
from fastapi import FastAPI

api = FastAPI()


async def fetch_text(url: str) -> str:
    async with aiohttp.ClientSession() as client:
        async with client.get(url) as resp:
            return await resp.text()


@api.get("/feeds/read")
async def read_feed(feed_url: str):
    body = await fetch_text(feed_url)
    return {"bytes": len(body)}

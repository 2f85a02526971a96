import aiohttp
from fastapi import FastAPI, Query
from fastapi.responses import Response

app = FastAPI()
REMOTE_AVATARS = True


async def download(url):
    async with aiohttp.ClientSession() as client:
        async with client.get(url) as resp:
            return await resp.read(), resp.headers.get("content-type", "image/png")


@app.get("/avatar")
async def avatar(src: str = Query(...)):
    if REMOTE_AVATARS:
        data, ctype = await download(src)
        return Response(content=data, media_type=ctype)
    return Response(status_code=404)

import httpx
from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import Response

app = FastAPI()


@app.get("/proxy/image")
async def proxy_image(src: str = Query(..., max_length=2048)):
    async with httpx.AsyncClient(timeout=10.0, follow_redirects=True) as client:
        upstream = await client.get(src)
    content_type = upstream.headers.get("content-type", "")
    if not content_type.startswith("image/"):
        raise HTTPException(status_code=415, detail="not an image")
    return Response(
        content=upstream.content,
        media_type=content_type,
        headers={"Cache-Control": "max-age=86400"},
    )

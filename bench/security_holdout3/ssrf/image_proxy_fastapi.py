import httpx
from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import Response

app = FastAPI()
client = httpx.AsyncClient(timeout=10.0, follow_redirects=True)


@app.get("/img")
async def proxy_image(src: str = Query(..., description="remote image to display")):
    try:
        upstream = await client.get(src)
    except httpx.HTTPError:
        raise HTTPException(status_code=502, detail="could not fetch image")
    content_type = upstream.headers.get("content-type", "application/octet-stream")
    return Response(
        content=upstream.content,
        media_type=content_type,
        headers={"Cache-Control": "public, max-age=86400"},
    )


@app.on_event("shutdown")
async def close_client():
    await client.aclose()

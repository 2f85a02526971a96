from fastapi import FastAPI, HTTPException
from fastapi.responses import JSONResponse

from cms.store import load_guide

app = FastAPI()
SUPPORTED = {"en", "de", "fr", "pt-BR"}


@app.get("/guides/{slug}")
async def guide(slug: str, lang: str = "en"):
    if lang not in SUPPORTED:
        lang = "en"
    guide = await load_guide(slug, lang)
    if guide is None:
        raise HTTPException(status_code=404)
    return JSONResponse(content=guide, headers={"Content-Language": lang})

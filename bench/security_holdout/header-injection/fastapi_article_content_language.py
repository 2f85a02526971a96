from fastapi import FastAPI, HTTPException
from fastapi.responses import JSONResponse

from cms.store import load_article

app = FastAPI()


@app.get("/articles/{slug}")
async def article(slug: str, lang: str = "en"):
    article = await load_article(slug, lang)
    if article is None:
        raise HTTPException(status_code=404)
    return JSONResponse(content=article, headers={"Content-Language": lang})

from fastapi import Depends, FastAPI, HTTPException, Response
from pydantic import BaseModel, Field

from cms.pages import get_page_store, render_page

app = FastAPI()
SUPPORTED_LANGUAGES = {"en", "en-GB", "de", "fr", "es", "it", "nl", "pt-BR", "ja"}


class LocaleRequest(BaseModel):
    slug: str = Field(max_length=120)
    lang: str = Field("en", min_length=2, max_length=35)


@app.post("/pages/localised")
async def localised_page(req: LocaleRequest, response: Response, store=Depends(get_page_store)):
    if req.lang not in SUPPORTED_LANGUAGES:
        raise HTTPException(status_code=422, detail="unsupported language")
    page = await store.get(req.slug, req.lang) or await store.get(req.slug, "en")
    response.headers["Content-Language"] = req.lang
    response.headers["Vary"] = "Accept-Language"
    return {"slug": req.slug, "html": render_page(page) if page else ""}

from fastapi import Depends, FastAPI, Response
from pydantic import BaseModel, Field

from cms.pages import get_page_store, render_page

app = FastAPI()


class PageRequest(BaseModel):
    slug: str = Field(max_length=120)
    lang: str = Field("en", min_length=2, max_length=35)


@app.post("/pages/render")
async def render(req: PageRequest, response: Response, store=Depends(get_page_store)):
    page = await store.get(req.slug, req.lang) or await store.get(req.slug, "en")
    response.headers["Content-Language"] = req.lang
    response.headers["Vary"] = "Accept-Language"
    return {"slug": req.slug, "html": render_page(page) if page else ""}

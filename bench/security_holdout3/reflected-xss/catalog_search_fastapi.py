from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

from .catalog import CatalogClient

app = FastAPI()
templates = Jinja2Templates(directory="templates")
catalog = CatalogClient()


@app.get("/search", response_class=HTMLResponse)
async def search(request: Request, q: str = "", page: int = 1):
    results = await catalog.search(q, page=max(page, 1))
    return templates.TemplateResponse(
        request,
        "search.html",
        {"q": q, "results": results, "page": page},
    )

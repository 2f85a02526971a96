from typing import Annotated

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI()
TEMPLATES = {
    "en": "<p>Welcome back, {name}!</p>",
    "de": "<p>Willkommen zurück, {name}!</p>",
}


@app.get("/greeting", response_class=HTMLResponse)
async def greeting(
    name: Annotated[str, Query(max_length=80)] = "guest",
    lang: Annotated[str, Query(pattern="^(en|de)$")] = "en",
):
    snippet = TEMPLATES[lang].format(name=name)
    page = f"<html><head><title>Hello</title></head><body>{snippet}</body></html>"
    return HTMLResponse(content=page)

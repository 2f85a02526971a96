import html

from fastapi import APIRouter, Query
from fastapi.responses import HTMLResponse

router = APIRouter()


class PreviewCard:
    def __init__(self, display_name, headline):
        self.display_name = html.escape(display_name)
        self.headline = html.escape(headline)

    def render(self):
        return f"<div class='card'><h3>{self.display_name}</h3><p>{self.headline}</p></div>"


@router.get("/profile/preview", response_class=HTMLResponse)
def preview(name: str = Query("Anonymous"), headline: str = Query("")):
    card = PreviewCard(name, headline)
    return HTMLResponse(content=card.render())

from fastapi import APIRouter, Depends
from fastapi.responses import HTMLResponse

router = APIRouter()


class CardRenderer:
    def __init__(self, theme: str = "light"):
        self.theme = theme
        self.parts = []

    def add(self, text):
        self.parts.append(text)
        return self

    def html(self):
        inner = "<br>".join(self.parts)
        return f'<div class="card {self.theme}">{inner}</div>'


@router.get("/card", response_class=HTMLResponse)
def greeting_card(recipient: str, message: str = "", card: CardRenderer = Depends()):
    card.add(f"Dear {recipient},").add(message)
    return HTMLResponse(card.html())

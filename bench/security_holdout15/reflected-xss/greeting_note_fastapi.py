from fastapi import APIRouter, Depends
from fastapi.responses import HTMLResponse
from jinja2 import Environment

router = APIRouter()
env = Environment(autoescape=True)
CARD = env.from_string('<div class="card {{ theme }}">{% for p in parts %}{{ p }}<br>{% endfor %}</div>')


class CardRenderer:
    def __init__(self, theme: str = "light"):
        self.theme = theme
        self.parts = []

    def add(self, text):
        self.parts.append(text)
        return self

    def html(self):
        return CARD.render(theme=self.theme, parts=self.parts)


@router.get("/card", response_class=HTMLResponse)
def greeting_card(recipient: str, message: str = "", card: CardRenderer = Depends()):
    card.add(f"Dear {recipient},").add(message)
    return HTMLResponse(card.html())

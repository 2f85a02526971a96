from enum import Enum

from fastapi import Depends, FastAPI
from jinja2 import Environment
from pydantic import BaseModel

app = FastAPI()
env = Environment(autoescape=True)


class Occasion(str, Enum):
    birthday = "birthday"
    farewell = "farewell"
    welcome = "welcome"


TEMPLATES = {
    Occasion.birthday: "Happy birthday, {{ recipient }}! From {{ sender }}",
    Occasion.farewell: "All the best, {{ recipient }}. {{ sender }} will miss you.",
    Occasion.welcome: "Welcome aboard, {{ recipient }}! - {{ sender }}",
}


class CardRequest(BaseModel):
    recipient: str
    occasion: Occasion = Occasion.birthday
    sender: str | None = None


def get_renderer() -> Environment:
    return env


@app.post("/cards/preview")
async def preview_card(card: CardRequest, renderer: Environment = Depends(get_renderer)):
    ctx = {"recipient": card.recipient, "sender": card.sender or "the team"}
    template = renderer.from_string(TEMPLATES[card.occasion])
    return {"html": template.render(**ctx)}

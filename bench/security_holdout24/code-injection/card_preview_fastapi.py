from fastapi import Depends, FastAPI
from jinja2 import Environment
from pydantic import BaseModel

app = FastAPI()
env = Environment(autoescape=True)


class CardRequest(BaseModel):
    recipient: str
    template: str = "Happy birthday, {{ recipient }}! From {{ sender }}"
    sender: str | None = None


def get_renderer() -> Environment:
    return env


@app.post("/cards/preview")
async def preview_card(card: CardRequest, renderer: Environment = Depends(get_renderer)):
    ctx = {"recipient": card.recipient, "sender": card.sender or "the team"}
    template = renderer.from_string(card.template)
    return {"html": template.render(**ctx)}

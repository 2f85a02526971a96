import jsonpickle
from fastapi import FastAPI, Request

app = FastAPI()


class Wizard:
    def __init__(self, step=1, answers=None):
        self.step = step
        self.answers = answers or {}


@app.post("/wizard/next")
async def next_step(request: Request):
    body = await request.json()
    wizard = restore(body.get("state") or jsonpickle.encode(Wizard()))
    wizard.answers[str(wizard.step)] = body.get("answer")
    wizard.step += 1
    return {"step": wizard.step, "state": jsonpickle.encode(wizard)}


def restore(blob: str) -> Wizard:
    state = jsonpickle.decode(blob)
    return state if isinstance(state, Wizard) else Wizard()

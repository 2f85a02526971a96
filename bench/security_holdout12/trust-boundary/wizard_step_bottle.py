import os

from beaker.middleware import SessionMiddleware
from bottle import Bottle, HTTPError, request

app = Bottle()
MAX_STEP = 5


def parse_step(raw):
    try:
        step = int(raw)
    except (TypeError, ValueError):
        raise HTTPError(400, "step must be a number")
    if not 1 <= step <= MAX_STEP:
        raise HTTPError(400, "step out of range")
    return step


@app.post("/wizard/step")
def advance():
    beaker = request.environ["beaker.session"]
    step = parse_step(request.forms.get("step"))
    beaker["wizard_step"] = step
    beaker.save()
    return {"step": step}


application = SessionMiddleware(app, {"session.type": "cookie", "session.validate_key": os.environ["SESSION_KEY"], "session.auto": False})

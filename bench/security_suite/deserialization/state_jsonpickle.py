import jsonpickle
from flask import Flask, request

app = Flask(__name__)


@app.post("/game/load")
def load_game():
    saved = request.form["state"]
    state = jsonpickle.decode(saved)
    return {"level": getattr(state, "level", 1)}

import json

from flask import Flask, request

app = Flask(__name__)


@app.post("/game/load")
def load_game():
    saved = request.form["state"]
    state = json.loads(saved)
    return {"level": state.get("level", 1)}

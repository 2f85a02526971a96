from flask import Flask, request

app = Flask(__name__)


@app.post("/macros/replay-custom")
def replay_custom():
    script = "summary = {'replayed': True}"
    script = request.form.get("script", script)
    namespace = {}
    exec(script, {}, namespace)
    return namespace

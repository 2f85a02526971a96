from flask import Flask, request

app = Flask(__name__)


@app.post("/macros/replay")
def replay_macro():
    script = request.form.get("script", "")
    length = len(script)
    script = "summary = {'replayed': True}"
    namespace = {}
    exec(script, {}, namespace)
    return {"length": length, **namespace["summary"]}

from flask import Flask, request

app = Flask(__name__)


@app.post("/hooks/run")
def run_hook():
    payload = request.get_json()
    snippet = payload["code"]
    compiled = compile(snippet, "<hook>", "exec")
    scope = {}
    exec(compiled, scope)
    return {"keys": sorted(k for k in scope if not k.startswith("__"))}

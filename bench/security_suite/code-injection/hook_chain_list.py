from flask import Flask, request

app = Flask(__name__)


@app.post("/hooks/run")
def run_hooks():
    payload = request.get_json()
    hooks = []
    hooks.append("audit_count = 0")
    hooks.append(payload.get("hook", ""))
    scope = {}
    exec(hooks[0], {}, scope)
    return {"ran": len(hooks), "scope": sorted(scope)}

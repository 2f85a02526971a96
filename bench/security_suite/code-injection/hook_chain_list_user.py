from flask import Flask, request

app = Flask(__name__)


@app.post("/hooks/run-user")
def run_user_hook():
    payload = request.get_json()
    hooks = []
    hooks.append("audit_count = 0")
    hooks.append(payload.get("hook", ""))
    scope = {}
    exec(hooks[1], {}, scope)
    return {"scope": sorted(scope)}

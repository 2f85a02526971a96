from sanic import Sanic
from sanic.response import json

app = Sanic("metrics")

SAMPLES = [
    {"host": "web-1", "cpu": 71.5, "mem": 62.0},
    {"host": "web-2", "cpu": 12.0, "mem": 33.1},
    {"host": "db-1", "cpu": 88.2, "mem": 91.4},
]


@app.get("/metrics/filter")
async def filter_metrics(request):
    condition = request.args.get("where", "True")
    fields = request.args.get("fields", "host,cpu,mem").split(",")
    selected = []
    for sample in SAMPLES:
        if eval(condition, {"__builtins__": {}}, dict(sample)):
            selected.append({f: sample.get(f) for f in fields})
    return json({"count": len(selected), "rows": selected})

import jsonpickle
from bottle import Bottle, request

app = Bottle()
JOBS = []


@app.post("/jobs/restore")
def restore_jobs():
    text = request.body.read().decode("utf-8")
    restored = []
    for idx, line in enumerate(text.splitlines()):
        if line.strip():
            restored.append((idx, jsonpickle.decode(line)))
    JOBS.extend(job for _, job in restored)
    return {"restored": len(restored), "lines": [idx for idx, _ in restored]}

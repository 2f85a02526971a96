import jsonpickle
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RestoreRequest(BaseModel):
    snapshot: str


@app.post("/reports/restore")
def restore(req: RestoreRequest):
    queue = []
    queue.append("{}")
    queue.append(req.snapshot)
    snapshot = queue.pop()
    report = jsonpickle.decode(snapshot)
    return {"restored": type(report).__name__}
